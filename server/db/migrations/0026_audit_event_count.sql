-- Security events in the audit log (issue #34 item 10): an event counted in bulk (failed sign-ins, lockouts,
-- refused calls) is one row per hour with how many times it happened, and sign-in events keep the client's address.
ALTER TABLE "audit_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "client_address" text;
