CREATE TABLE "construction_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_visibility" text DEFAULT 'organization' NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"year" integer,
	"document_type" text DEFAULT '' NOT NULL,
	"upload_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawing_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_visibility" text DEFAULT 'organization' NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"drawing_type" text DEFAULT '' NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"upload_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_bookmarks" (
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_bookmarks_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "construction_files" ADD CONSTRAINT "construction_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_files" ADD CONSTRAINT "construction_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_files" ADD CONSTRAINT "construction_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_files" ADD CONSTRAINT "construction_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD CONSTRAINT "drawing_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD CONSTRAINT "drawing_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD CONSTRAINT "drawing_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD CONSTRAINT "drawing_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_bookmarks" ADD CONSTRAINT "file_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "construction_files_org_vis_created_idx" ON "construction_files" USING btree ("organization_id","project_visibility","created_at");--> statement-breakpoint
CREATE INDEX "construction_files_vis_created_idx" ON "construction_files" USING btree ("project_visibility","created_at");--> statement-breakpoint
CREATE INDEX "construction_files_project_created_idx" ON "construction_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "construction_files_created_idx" ON "construction_files" USING btree ("created_at","name","id");--> statement-breakpoint
CREATE INDEX "construction_files_doctype_idx" ON "construction_files" USING btree ("document_type");--> statement-breakpoint
CREATE INDEX "construction_files_projecttype_idx" ON "construction_files" USING btree ("project_type");--> statement-breakpoint
CREATE INDEX "construction_files_name_trgm_idx" ON "construction_files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_files_doctype_trgm_idx" ON "construction_files" USING gin ("document_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drawing_files_org_vis_created_idx" ON "drawing_files" USING btree ("organization_id","project_visibility","created_at");--> statement-breakpoint
CREATE INDEX "drawing_files_vis_created_idx" ON "drawing_files" USING btree ("project_visibility","created_at");--> statement-breakpoint
CREATE INDEX "drawing_files_project_created_idx" ON "drawing_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "drawing_files_created_idx" ON "drawing_files" USING btree ("created_at","name","id");--> statement-breakpoint
CREATE INDEX "drawing_files_type_idx" ON "drawing_files" USING btree ("drawing_type");--> statement-breakpoint
CREATE INDEX "drawing_files_project_name_idx" ON "drawing_files" USING btree ("project_name");--> statement-breakpoint
CREATE INDEX "drawing_files_name_trgm_idx" ON "drawing_files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drawing_files_info_trgm_idx" ON "drawing_files" USING gin ("info" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "file_bookmarks_file_idx" ON "file_bookmarks" USING btree ("file_id");