-- Issue #37, last parts. (1) Where a session was opened: resolved once from the sign-in's address (lib/geoip.ts)
-- and kept on the session, so the list of sessions never looks addresses up. (2) A single sign-on e-mail domain
-- counts only once proven by a DNS TXT record with its token (or marked so by the superadmin): until then any
-- number of organizations may claim it, and a proven domain belongs to one organization at most. Domains claimed
-- before this migration start unproven, each with a token of its own.
ALTER TABLE "api_tokens" ADD COLUMN "place_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "place_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "place_local" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_email_domains" DROP CONSTRAINT "sso_email_domains_pkey";--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD COLUMN "verification_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD CONSTRAINT "sso_email_domains_organization_id_domain_pk" PRIMARY KEY("organization_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_email_domains_verified_key" ON "sso_email_domains" USING btree ("domain") WHERE "sso_email_domains"."verified_at" is not null;
