-- Every write to these tables tells listening servers which table changed, so their caches of lists
-- and sessions drop what is stale, on every instance, right after the commit.
CREATE OR REPLACE FUNCTION byggarkiv_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('byggarkiv_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER organizations_changed AFTER INSERT OR UPDATE OR DELETE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER api_tokens_changed AFTER UPDATE OR DELETE ON api_tokens FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER project_team_changed AFTER INSERT OR UPDATE OR DELETE ON project_team FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER activities_changed AFTER INSERT OR UPDATE OR DELETE ON activities FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER project_bookmarks_changed AFTER INSERT OR UPDATE OR DELETE ON project_bookmarks FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
