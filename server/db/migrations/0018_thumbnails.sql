-- Thumbnails of the first page (issue 15 point 5), made in the background; the uploads table is their queue.
CREATE TABLE "upload_thumbnails" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumbnail_status" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumbnail_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumbnail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_thumbnails" ADD CONSTRAINT "upload_thumbnails_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_thumbnail_pending_idx" ON "uploads" USING btree ("claimed_at") WHERE "uploads"."thumbnail_status" = 'pending' and "uploads"."claimed_at" is not null;--> statement-breakpoint
-- What is already stored gets its thumbnail in the background too.
UPDATE "uploads" SET "thumbnail_status" = 'pending' WHERE "claimed_at" IS NOT NULL AND "purpose" <> 'logo' AND "content_type" IN ('application/pdf', 'image/png', 'image/jpeg');