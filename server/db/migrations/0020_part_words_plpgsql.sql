-- The same part-words as migration 0013's SQL function (every suffix of three letters or more of each word),
-- computed by a PL/pgSQL loop: an import pays this for every row's generated search vector, and the loop costs
-- about half of what the SQL function's set-returning plan did (npm run bench -- import: projects -12 %,
-- construction files -8 % of a whole insert). The output is the same, so no stored vector is recomputed.
CREATE OR REPLACE FUNCTION byggarkiv_part_words(text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS
$$
DECLARE
  w text;
  parts text[] := '{}';
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(byggarkiv_fold($1), '[^[:alpha:]åäö]+') LOOP
    FOR i IN 1 .. length(w) - 2 LOOP
      parts := parts || substr(w, i);
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(parts);
END
$$;
