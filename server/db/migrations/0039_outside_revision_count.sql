-- How many revisions callers who may not see work in progress list (docs/api.md §7 "Status per revision"): the
-- published ones (published, or archived after), or the one they see while none was published. Their `revisionCount`
-- is this, so a work-in-progress revision does not show in it. A register entry without its PDF has none.
ALTER TABLE "construction_files" ADD COLUMN "outside_revision_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "outside_revision_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "construction_files" f SET "outside_revision_count" = least(f."revision_count", greatest(1, (SELECT count(*) FROM "file_revisions" r WHERE r."file_id" = f."id" AND r."status" IN ('published', 'archived')))) WHERE f."revision_count" > 0;--> statement-breakpoint
UPDATE "drawing_files" f SET "outside_revision_count" = least(f."revision_count", greatest(1, (SELECT count(*) FROM "file_revisions" r WHERE r."file_id" = f."id" AND r."status" IN ('published', 'archived')))) WHERE f."revision_count" > 0;
