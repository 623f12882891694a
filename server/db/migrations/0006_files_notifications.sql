CREATE TRIGGER construction_files_changed AFTER INSERT OR UPDATE OR DELETE ON construction_files FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER drawing_files_changed AFTER INSERT OR UPDATE OR DELETE ON drawing_files FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
--> statement-breakpoint
CREATE TRIGGER file_bookmarks_changed AFTER INSERT OR UPDATE OR DELETE ON file_bookmarks FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
