-- Document control (issue 15): revisions, ISO 19650 status, the drawing register's number and scale.
CREATE TABLE "file_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"project_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"revision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "revision" text;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "revision_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "drawing_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "scale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "revision" text;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "revision_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The drawing number is searched like the drawing type: the generated column is made again with it.
ALTER TABLE "drawing_files" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."name", ''))), 'A') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."drawing_type", '') || ' ' || coalesce("drawing_files"."drawing_number", ''))), 'B') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."info", ''))), 'C') || byggarkiv_part_words(coalesce("drawing_files"."name", '') || ' ' || coalesce("drawing_files"."drawing_type", '') || ' ' || coalesce("drawing_files"."drawing_number", '') || ' ' || coalesce("drawing_files"."info", ''))) STORED;--> statement-breakpoint
CREATE INDEX "drawing_files_search_idx" ON "drawing_files" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_revisions" ADD CONSTRAINT "file_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_revisions_code_idx" ON "file_revisions" USING btree ("file_id",lower("revision"));--> statement-breakpoint
CREATE INDEX "file_revisions_file_created_idx" ON "file_revisions" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "file_revisions_upload_idx" ON "file_revisions" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "file_revisions_project_idx" ON "file_revisions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "construction_files_status_idx" ON "construction_files" USING btree ("status");--> statement-breakpoint
CREATE INDEX "drawing_files_status_idx" ON "drawing_files" USING btree ("status");--> statement-breakpoint
CREATE INDEX "drawing_files_project_number_idx" ON "drawing_files" USING btree ("project_id",lower("drawing_number"));--> statement-breakpoint
CREATE INDEX "drawing_files_number_trgm_idx" ON "drawing_files" USING gin ("drawing_number" gin_trgm_ops);--> statement-breakpoint
-- Every file with content so far is its revision A, published (the default above): nothing is lost, nothing hidden.
INSERT INTO "file_revisions" ("file_id", "file_kind", "project_id", "upload_id", "revision", "created_by", "created_at")
  SELECT "id", 'constructionfile', "project_id", "upload_id", 'A', "created_by", "created_at" FROM "construction_files" WHERE "upload_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "file_revisions" ("file_id", "file_kind", "project_id", "upload_id", "revision", "created_by", "created_at")
  SELECT "id", 'drawing', "project_id", "upload_id", 'A', "created_by", "created_at" FROM "drawing_files" WHERE "upload_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "construction_files" SET "revision" = 'A', "revision_count" = 1 WHERE "upload_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "drawing_files" SET "revision" = 'A', "revision_count" = 1 WHERE "upload_id" IS NOT NULL;