-- The in-memory search index follows the projects table too (server/search-index/project-search.ts): which
-- transaction last wrote each project, and which were deleted, as migration 0023 made for the file tables.
ALTER TABLE projects ADD COLUMN change_xid xid8;--> statement-breakpoint
ALTER TABLE projects ALTER COLUMN change_xid SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX projects_change_idx ON projects (change_xid);--> statement-breakpoint
CREATE TRIGGER projects_row_change BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION byggarkiv_note_row_change();--> statement-breakpoint
CREATE TRIGGER projects_deletions AFTER DELETE ON projects
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_note_deletions();
