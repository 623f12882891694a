-- A deleted markup can be put back by undo with its id and replies (issue #36): it is kept, marked deleted, for
-- 24 hours (MARKUP_RESTORE_HOURS), seen by no list or call but `POST markup/{id}/restore`; the hourly sweep removes it
-- after that.
ALTER TABLE "markups" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "markups" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markups_deleted_idx" ON "markups" USING btree ("deleted_at") WHERE deleted_at is not null;
