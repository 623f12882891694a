CREATE TABLE "upload_text_pages" (
	"upload_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("upload_text_pages"."text", ''))), 'C')) STORED,
	CONSTRAINT "upload_text_pages_upload_id_page_pk" PRIMARY KEY("upload_id","page")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "text_status" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "text_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "text_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_text_pages" ADD CONSTRAINT "upload_text_pages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_text_pages_search_idx" ON "upload_text_pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "uploads_text_pending_idx" ON "uploads" USING btree ("claimed_at") WHERE "uploads"."text_status" = 'pending' and "uploads"."claimed_at" is not null;--> statement-breakpoint
-- Every PDF already in use waits for its text too (the extraction queue picks them up after the upgrade).
UPDATE "uploads" SET "text_status" = 'pending' WHERE "content_type" = 'application/pdf' AND "claimed_at" IS NOT NULL;--> statement-breakpoint
-- Text arriving changes what a search finds: list totals cached per search must hear of it.
CREATE TRIGGER upload_text_pages_changed AFTER INSERT OR UPDATE OR DELETE ON upload_text_pages FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
