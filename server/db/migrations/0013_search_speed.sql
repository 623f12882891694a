-- Search at scale (issue 13). Part-words join the full-text column: each word's endings (suffixes of three letters
-- or more) as plain lexemes, so a prefix query finds a part of a compound ('plan' in
-- 'Kontrollplan', 'ritn' in 'Bygglovsritning') in the same GIN index as the Swedish stems. Before, a word was
-- also looked for by ILIKE over trigram indexes, OR-ed with the full text, which made every broad search re-check
-- tens of thousands of rows one by one. Codes (K-50, 50.4) keep the trigram indexes.
CREATE OR REPLACE FUNCTION byggarkiv_part_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT coalesce(array_to_tsvector(array_agg(DISTINCT substr(w, i))), ''::tsvector)
   FROM regexp_split_to_table(byggarkiv_fold($1), '[^[:alpha:]åäö]+') AS w, generate_series(1, length(w) - 2) AS i
   WHERE length(w) >= 3 $$;--> statement-breakpoint
-- The query of a search's words: each word as a Swedish prefix (stemmed; `stemmed` holds to_tsquery texts) or a
-- plain prefix (the start of a part-word), all words required. Swedish stop words ('för', 'och') are left out,
-- as full text does, unless every word is one: then they are looked for as part-words. IMMUTABLE with constant
-- arguments, so the planner folds it and estimates the search from the statistics of the real lexemes.
CREATE OR REPLACE FUNCTION byggarkiv_words_query(stemmed text[], plain text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS
$$
DECLARE
  q tsquery;
  fallback tsquery;
  sw tsquery;
  pw tsquery;
BEGIN
  FOR i IN 1 .. coalesce(array_length(plain, 1), 0) LOOP
    pw := to_tsquery('simple', quote_literal(plain[i]) || ':*');
    -- Empty tsqueries are avoided, not combined: PostgreSQL sends a NOTICE for each.
    fallback := CASE WHEN fallback IS NULL THEN pw ELSE fallback && pw END;
    -- A stop word has no lexeme (asked of to_tsvector, since to_tsquery would send a NOTICE).
    IF length(to_tsvector('swedish', plain[i])) > 0 THEN
      sw := to_tsquery('swedish', stemmed[i]);
      q := CASE WHEN q IS NULL THEN sw || pw ELSE q && (sw || pw) END;
    END IF;
  END LOOP;
  RETURN coalesce(q, fallback);
END
$$;--> statement-breakpoint
-- The words of a whole PDF from its pages' vectors, positions stripped (a search needs the lexemes only).
CREATE AGGREGATE byggarkiv_tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
ALTER TABLE "projects" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("projects"."name", ''))), 'A') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("projects"."type", '') || ' ' || coalesce("projects"."sector", ''))), 'B') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("projects"."description", ''))), 'C') || byggarkiv_part_words(coalesce("projects"."name", '') || ' ' || coalesce("projects"."description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "construction_files" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("construction_files"."name", ''))), 'A') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("construction_files"."document_type", ''))), 'B') || byggarkiv_part_words(coalesce("construction_files"."name", '') || ' ' || coalesce("construction_files"."document_type", ''))) STORED;--> statement-breakpoint
ALTER TABLE "drawing_files" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."name", ''))), 'A') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."drawing_type", ''))), 'B') || setweight(to_tsvector('swedish'::regconfig, byggarkiv_fold(coalesce("drawing_files"."info", ''))), 'C') || byggarkiv_part_words(coalesce("drawing_files"."name", '') || ' ' || coalesce("drawing_files"."drawing_type", '') || ' ' || coalesce("drawing_files"."info", ''))) STORED;--> statement-breakpoint
ALTER TABLE "construction_files" ADD COLUMN "content_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "drawing_files" ADD COLUMN "content_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "construction_files_content_idx" ON "construction_files" USING gin ("content_vector");--> statement-breakpoint
CREATE INDEX "construction_files_year_idx" ON "construction_files" USING btree ("year");--> statement-breakpoint
-- Files by upload: the text extraction writes a PDF's words onto its files, and deleting an upload nulls the
-- files' reference (the foreign key's ON DELETE); without these, each is a scan of a million rows.
CREATE INDEX "construction_files_upload_idx" ON "construction_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "drawing_files_upload_idx" ON "drawing_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "drawing_files_content_idx" ON "drawing_files" USING gin ("content_vector");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "construction_files_search_idx" ON "construction_files" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "drawing_files_search_idx" ON "drawing_files" USING gin ("search_vector");--> statement-breakpoint
-- Text already extracted moves onto its files, so a search reads one row, not a subquery per row.
UPDATE "construction_files" f SET "content_vector" = v.vector FROM (SELECT "upload_id", strip(byggarkiv_tsvector_agg("search_vector")) AS vector FROM "upload_text_pages" GROUP BY "upload_id") v WHERE f."upload_id" = v."upload_id";--> statement-breakpoint
UPDATE "drawing_files" f SET "content_vector" = v.vector FROM (SELECT "upload_id", strip(byggarkiv_tsvector_agg("search_vector")) AS vector FROM "upload_text_pages" GROUP BY "upload_id") v WHERE f."upload_id" = v."upload_id";
