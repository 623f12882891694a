-- The date of each file's current revision (what a drawing register shows), kept by the revision command.
ALTER TABLE "construction_files" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
UPDATE "construction_files" f SET "revised_at" = r."at" FROM (SELECT "file_id", max("created_at") AS "at" FROM "file_revisions" GROUP BY "file_id") r WHERE r."file_id" = f."id";--> statement-breakpoint
UPDATE "drawing_files" f SET "revised_at" = r."at" FROM (SELECT "file_id", max("created_at") AS "at" FROM "file_revisions" GROUP BY "file_id") r WHERE r."file_id" = f."id";
