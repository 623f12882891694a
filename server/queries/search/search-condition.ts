/**
 * The SQL of a search over one table: every code is a part-word of a named column or of the PDF's codes (trigram
 * indexes), and every
 * word is found in the full-text column — as a Swedish stem with prefixes, or as the start of a part-word (the
 * column holds every word's endings, see server/db/schema/search-vector.ts) — or all the words are in the text
 * of the file's PDF. One GIN bitmap per column, no row-by-row re-check. Combined with scope and `query` by AND.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../like-pattern';
import { tsqueryText, type SearchTerms } from './parse-search';

export interface SearchSpec {
  /** The generated `search_vector` column. */
  vector: AnyPgColumn;
  /** Text columns with a trigram index, searched for codes. */
  partWords: AnyPgColumn[];
  /** Files: the `content_vector` column, the words of the PDF's text. */
  content?: AnyPgColumn;
  /** Files: the `content_codes` column, the codes of the PDF's text (a code is found there too). */
  contentCodes?: AnyPgColumn;
  /**
   * Files the caller reads at an older revision than the current one (docs/api.md §7 "Status per revision";
   * visibility.ts readsOlderRevision) and that revision's upload: their PDF's words and codes are that upload's,
   * read from its pages, never the current revision's.
   */
  olderRevision?: { rows: SQL; upload: SQL };
}

/** The content conditions with the rows read at an older revision looking at that revision's text instead. */
function seenContent(spec: SearchSpec, current: SQL, ofPages: (pages: SQL) => SQL): SQL {
  const older = spec.olderRevision;
  if (!older) return current;
  const pages = sql`(select p.* from upload_text_pages p where p.upload_id = ${older.upload})`;
  return or(and(current, sql`not ${older.rows}`), and(older.rows, ofPages(pages))) as SQL;
}

const anyContains = (columns: AnyPgColumn[], term: string): SQL =>
  or(...columns.map((c) => sql`${c} ilike ${likePattern(term)}`)) as SQL;

/**
 * Every word, each as a Swedish prefix (stemmed) or a plain prefix (a part-word's start), stop words left out:
 * `byggarkiv_words_query` of migration 0013.
 */
export function wordsQuery(words: readonly string[]): SQL {
  return sql`byggarkiv_words_query(${textArray(words.map((w) => tsqueryText([w])))}, ${textArray(words)})`;
}

/** Texts as a `text[]` literal, one parameter each. */
export function textArray(texts: readonly string[]): SQL {
  return sql`array[${sql.join(
    texts.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
}

export function searchCondition(spec: SearchSpec, terms: SearchTerms): SQL {
  const parts: SQL[] = terms.codes.map((code) => {
    const own = anyContains(spec.partWords, code);
    if (!spec.contentCodes) return own;
    const inPdf = seenContent(
      spec,
      sql`${spec.contentCodes} ilike ${likePattern(code)}`,
      (pages) =>
        sql`(select byggarkiv_text_codes(string_agg(pg.text, ' ')) from ${pages} pg) ilike ${likePattern(code)}`,
    );
    return or(own, inPdf) as SQL;
  });
  if (terms.words.length > 0) {
    const query = wordsQuery(terms.words);
    const ownWords = sql`${spec.vector} @@ ${query}`;
    const content = spec.content
      ? seenContent(
          spec,
          sql`${spec.content} @@ ${query}`,
          (pages) => sql`(select strip(byggarkiv_tsvector_agg(pg.search_vector)) from ${pages} pg) @@ ${query}`,
        )
      : undefined;
    parts.push(content ? (or(ownWords, content) as SQL) : ownWords);
  }
  return and(...parts) as SQL;
}
