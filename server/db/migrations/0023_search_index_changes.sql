-- What an in-memory search index (server/search-index) needs to follow the file tables without reading them
-- again: which transaction last wrote each row, and which rows were deleted. An index remembers the oldest
-- transaction still running when it last looked (pg_snapshot_xmin) and next reads the rows written since; a
-- transaction that commits later has an id at least that old, so no write is missed even when commits come in
-- another order than their ids. Rows written before this migration have no id and are read by a full load.
ALTER TABLE construction_files ADD COLUMN change_xid xid8;--> statement-breakpoint
ALTER TABLE construction_files ALTER COLUMN change_xid SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX construction_files_change_idx ON construction_files (change_xid);--> statement-breakpoint
ALTER TABLE drawing_files ADD COLUMN change_xid xid8;--> statement-breakpoint
ALTER TABLE drawing_files ALTER COLUMN change_xid SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX drawing_files_change_idx ON drawing_files (change_xid);--> statement-breakpoint
CREATE TABLE search_deletions (
  table_name text NOT NULL,
  id uuid NOT NULL,
  change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX search_deletions_change_idx ON search_deletions (table_name, change_xid);--> statement-breakpoint
CREATE INDEX search_deletions_at_idx ON search_deletions (at);--> statement-breakpoint
CREATE FUNCTION byggarkiv_note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Per statement, with the deleted rows as a table: a project's cascade of ten thousand files is one insert.
CREATE FUNCTION byggarkiv_note_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_deletions (table_name, id) SELECT TG_TABLE_NAME, id FROM gone;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER construction_files_row_change BEFORE UPDATE ON construction_files
  FOR EACH ROW EXECUTE FUNCTION byggarkiv_note_row_change();--> statement-breakpoint
CREATE TRIGGER drawing_files_row_change BEFORE UPDATE ON drawing_files
  FOR EACH ROW EXECUTE FUNCTION byggarkiv_note_row_change();--> statement-breakpoint
CREATE TRIGGER construction_files_deletions AFTER DELETE ON construction_files
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_note_deletions();--> statement-breakpoint
CREATE TRIGGER drawing_files_deletions AFTER DELETE ON drawing_files
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_note_deletions();
--> statement-breakpoint
-- PDF text arrives one file at a time, in the background: written straight into its index, where a search finds
-- it, instead of into a pending list that every search of any word reads in full until a VACUUM empties it
-- (2.9 ms → 0.04 ms per search over 2,000 PDFs' text once emptied).
ALTER INDEX construction_files_content_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX drawing_files_content_idx SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('construction_files_content_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('drawing_files_content_idx'::regclass);
