-- Files as one aggregate (issue #39): revisions and bookmarks get real foreign keys to the file of their kind, and a
-- project's logo is its upload's id. Revisions and bookmarks of files that are gone (nothing held them to their file
-- before) go first, so the keys can be made.
DELETE FROM "file_revisions" r WHERE NOT EXISTS (SELECT 1 FROM "construction_files" f WHERE f."id" = r."file_id" AND r."file_kind" = 'constructionfile') AND NOT EXISTS (SELECT 1 FROM "drawing_files" d WHERE d."id" = r."file_id" AND r."file_kind" = 'drawing');--> statement-breakpoint
DELETE FROM "file_bookmarks" b WHERE NOT EXISTS (SELECT 1 FROM "construction_files" f WHERE f."id" = b."file_id") AND NOT EXISTS (SELECT 1 FROM "drawing_files" d WHERE d."id" = b."file_id");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD COLUMN "construction_file_id" uuid;--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD COLUMN "drawing_id" uuid;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD COLUMN "construction_file_id" uuid GENERATED ALWAYS AS (case when file_kind = 'constructionfile' then file_id end) STORED;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD COLUMN "drawing_id" uuid GENERATED ALWAYS AS (case when file_kind = 'drawing' then file_id end) STORED;--> statement-breakpoint
UPDATE "file_bookmarks" b SET "construction_file_id" = b."file_id" WHERE EXISTS (SELECT 1 FROM "construction_files" f WHERE f."id" = b."file_id");--> statement-breakpoint
UPDATE "file_bookmarks" b SET "drawing_id" = b."file_id" WHERE "construction_file_id" IS NULL;--> statement-breakpoint
-- A logo was its upload's address (/api/v1/uploads/<id>); anything else named no upload of ours.
UPDATE "projects" p SET "logo_upload_id" = u."id" FROM "uploads" u WHERE lower(p."logo") = '/api/v1/uploads/' || u."id"::text;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logo";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD CONSTRAINT "file_bookmarks_construction_file_id_construction_files_id_fk" FOREIGN KEY ("construction_file_id") REFERENCES "public"."construction_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD CONSTRAINT "file_bookmarks_drawing_id_drawing_files_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_construction_file_id_construction_files_id_fk" FOREIGN KEY ("construction_file_id") REFERENCES "public"."construction_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_drawing_id_drawing_files_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawing_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_logo_upload_idx" ON "projects" USING btree ("logo_upload_id");--> statement-breakpoint
CREATE INDEX "file_bookmarks_construction_file_idx" ON "file_bookmarks" USING btree ("construction_file_id");--> statement-breakpoint
CREATE INDEX "file_bookmarks_drawing_idx" ON "file_bookmarks" USING btree ("drawing_id");--> statement-breakpoint
CREATE INDEX "file_revisions_construction_file_idx" ON "file_revisions" USING btree ("construction_file_id");--> statement-breakpoint
CREATE INDEX "file_revisions_drawing_idx" ON "file_revisions" USING btree ("drawing_id");--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD CONSTRAINT "file_bookmarks_one_file" CHECK (num_nonnulls("file_bookmarks"."construction_file_id", "file_bookmarks"."drawing_id") = 1 and "file_bookmarks"."file_id" = coalesce("file_bookmarks"."construction_file_id", "file_bookmarks"."drawing_id"));--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_one_file" CHECK (num_nonnulls("file_revisions"."construction_file_id", "file_revisions"."drawing_id") = 1);
