-- The role a person has in a project (issue #38): kept on the team membership, since one person is the site
-- manager of one project and the designer of another. It starts as the person's profile role.
ALTER TABLE "project_team" ADD COLUMN "role" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "project_team" SET "role" = "users"."role" FROM "users" WHERE "users"."id" = "project_team"."user_id";
