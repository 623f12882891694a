-- Status per revision (docs/api.md §7 "Status per revision"): each revision keeps its own ISO 19650 status, and a
-- file points at its last published revision (published, or archived after publication), the one callers who may
-- not see work in progress keep reading while a newer revision is checked. `outside_status` is the status those
-- callers see: that revision's, or the file's own while it has none (§6 as before: wip hidden, shared seen).
ALTER TABLE "file_revisions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "published_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "outside_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "published_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "outside_status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "construction_files" ADD CONSTRAINT "construction_files_published_revision_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."file_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD CONSTRAINT "drawing_files_published_revision_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."file_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: every revision so far had its file's one status; the current revision carries the file's status, the
-- earlier ones were published when they were current (a new revision was published at once until now).
UPDATE "file_revisions" r SET "status" = f."status" FROM "construction_files" f WHERE f."id" = r."file_id" AND f."upload_id" = r."upload_id";--> statement-breakpoint
UPDATE "file_revisions" r SET "status" = f."status" FROM "drawing_files" f WHERE f."id" = r."file_id" AND f."upload_id" = r."upload_id";--> statement-breakpoint
-- A file published (or archived) today has its current revision as its published one; one in wip or shared keeps
-- outsiders where they were: wip hidden, shared seen (§6).
UPDATE "construction_files" f SET "outside_status" = f."status", "published_revision_id" = (SELECT r."id" FROM "file_revisions" r WHERE r."file_id" = f."id" AND r."upload_id" = f."upload_id" AND f."status" IN ('published', 'archived') LIMIT 1);--> statement-breakpoint
UPDATE "drawing_files" f SET "outside_status" = f."status", "published_revision_id" = (SELECT r."id" FROM "file_revisions" r WHERE r."file_id" = f."id" AND r."upload_id" = f."upload_id" AND f."status" IN ('published', 'archived') LIMIT 1);--> statement-breakpoint
CREATE INDEX "construction_files_outside_status_idx" ON "construction_files" USING btree ("outside_status");--> statement-breakpoint
CREATE INDEX "drawing_files_outside_status_idx" ON "drawing_files" USING btree ("outside_status");
--> statement-breakpoint
-- The few files outsiders read at an older revision, found by a search's OR without scanning the table.
CREATE INDEX "construction_files_reads_older_idx" ON "construction_files" USING btree ("id") WHERE "status" IN ('wip', 'shared') AND "published_revision_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "drawing_files_reads_older_idx" ON "drawing_files" USING btree ("id") WHERE "status" IN ('wip', 'shared') AND "published_revision_id" IS NOT NULL;
