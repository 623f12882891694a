-- The same search as migration 0013's `byggarkiv_words_query`, without asking the index twice for one word. A word
-- was looked for as its Swedish stems and as itself, each a prefix: `'ritning':* | 'ritning':*`, `'skol':* |
-- 'skola':*`. A GIN index scans every prefix on its own (a prefix's many lexemes, each a posting list), so the
-- common case paid twice for the same rows: a prefix that another one starts ('skola' after 'skol') finds
-- nothing the shorter one does not. Now each word keeps only the shortest of its prefixes, which match the same
-- rows (a test compares before and after on both databases). "ritning kv" over a million files: 246 → 86 ms.
CREATE OR REPLACE FUNCTION byggarkiv_words_query(stemmed text[], plain text[]) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS
$$
DECLARE
  q tsquery;
  fallback tsquery;
  pw tsquery;
  word tsquery;
  candidates text[];
BEGIN
  FOR i IN 1 .. coalesce(array_length(plain, 1), 0) LOOP
    pw := to_tsquery('simple', quote_literal(plain[i]) || ':*');
    -- Empty tsqueries are avoided, not combined: PostgreSQL sends a NOTICE for each.
    fallback := CASE WHEN fallback IS NULL THEN pw ELSE fallback && pw END;
    -- A stop word has no lexeme (asked of to_tsvector, since to_tsquery would send a NOTICE).
    IF length(to_tsvector('swedish', plain[i])) > 0 THEN
      -- The lexemes to_tsquery('swedish', stemmed[i]) would look for, and the word itself.
      candidates := tsvector_to_array(to_tsvector('swedish', stemmed[i])) || plain[i];
      SELECT to_tsquery('simple', string_agg(quote_literal(c) || ':*', ' | ' ORDER BY c)) INTO word
        FROM (SELECT DISTINCT c FROM unnest(candidates) c) kept
        WHERE NOT EXISTS (SELECT 1 FROM unnest(candidates) o WHERE o <> kept.c AND starts_with(kept.c, o));
      q := CASE WHEN q IS NULL THEN word ELSE q && word END;
    END IF;
  END LOOP;
  RETURN coalesce(q, fallback);
END
$$;
