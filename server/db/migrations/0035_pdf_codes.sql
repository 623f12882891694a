-- Codes written inside a PDF (a drawing number in the title block, a room number, "K-10-1002") are found by a
-- search (issue #35 item 5): the codes of the upload's text, folded, each once, space-separated, beside the words
-- (content_vector), with a trigram index as the names have. A code is a run without spaces holding a digit or a
-- character other than a letter a-z, å, ä, ö (after folding), trimmed of punctuation around it — what the search
-- box takes as a code (parse-search.ts) — between 2 and 60 characters; at most 200,000 characters a PDF.
CREATE OR REPLACE FUNCTION byggarkiv_text_codes(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT left(string_agg(DISTINCT t, ' '), 200000) FROM (
     SELECT regexp_replace(w, '^[^0-9a-zåäö]+|[^0-9a-zåäö]+$', '', 'g') AS t
     FROM regexp_split_to_table(byggarkiv_fold($1), '\s+') AS w) s
   WHERE length(t) BETWEEN 2 AND 60 AND t !~ '^[a-zåäö]+$' $$;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "content_codes" text;--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "content_codes" text;--> statement-breakpoint
UPDATE "construction_files" f SET "content_codes" = (
  SELECT byggarkiv_text_codes(string_agg(p."text", ' ')) FROM "upload_text_pages" p WHERE p."upload_id" = f."upload_id")
WHERE f."content_vector" IS NOT NULL;--> statement-breakpoint
UPDATE "drawing_files" f SET "content_codes" = (
  SELECT byggarkiv_text_codes(string_agg(p."text", ' ')) FROM "upload_text_pages" p WHERE p."upload_id" = f."upload_id")
WHERE f."content_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "construction_files_content_codes_trgm_idx" ON "construction_files" USING gin ("content_codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drawing_files_content_codes_trgm_idx" ON "drawing_files" USING gin ("content_codes" gin_trgm_ops);
