-- Markups and comments on a file revision's pages (issue #36 items 2 and 3): shapes in PDF points of one page of one
-- revision, private to their author until published, with replies. They go with their revision (and so with their
-- file and project); a review's deletion leaves them on the file.
CREATE TABLE "markups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"revision_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"kind" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"color" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"review_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"markup_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_revision_id_file_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."file_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markups" ADD CONSTRAINT "markups_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_replies" ADD CONSTRAINT "markup_replies_markup_id_markups_id_fk" FOREIGN KEY ("markup_id") REFERENCES "public"."markups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_replies" ADD CONSTRAINT "markup_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markups_revision_page_idx" ON "markups" USING btree ("revision_id","page","created_at");--> statement-breakpoint
CREATE INDEX "markups_file_idx" ON "markups" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "markups_review_idx" ON "markups" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "markups_author_idx" ON "markups" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "markup_replies_markup_idx" ON "markup_replies" USING btree ("markup_id","created_at");--> statement-breakpoint
CREATE INDEX "markup_replies_author_idx" ON "markup_replies" USING btree ("author_id");--> statement-breakpoint
-- A PDF's number of pages, written by the text extraction: a markup's page is checked against it where known.
ALTER TABLE "uploads" ADD COLUMN "page_count" integer;
