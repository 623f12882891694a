-- A file's PDF words change only with its text (upload_text_pages) or a new revision (file_revisions): the caches of
-- which PDFs hold a word follow those two tables, not the files' own, so that a rename leaves them warm
-- (server/cache/caches.ts). Every instance must then hear of a new revision.
CREATE TRIGGER file_revisions_changed AFTER INSERT OR UPDATE OR DELETE ON file_revisions FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_notify_change();
