-- Reviews (Granskning, issue #36 item 1): a project's files sent to reviewers and then an approver, who decides per
-- file. review_files copies each file as it was when the review started (the revision under review, its status
-- before), so the review stays readable after the file changes or goes.
CREATE TABLE "review_files" (
	"review_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"revision_id" uuid,
	"revision" text,
	"previous_status" text NOT NULL,
	"decision" text,
	"decision_comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_files_review_id_file_id_pk" PRIMARY KEY("review_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "review_reviewers" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "review_reviewers_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"approver_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reviewers" ADD CONSTRAINT "review_reviewers_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reviewers" ADD CONSTRAINT "review_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_files_file_idx" ON "review_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "review_reviewers_user_idx" ON "review_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_project_idx" ON "reviews" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_created_by_idx" ON "reviews" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reviews_approver_idx" ON "reviews" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "reviews_open_due_idx" ON "reviews" USING btree ("due_date") WHERE status = 'open';