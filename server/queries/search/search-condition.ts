/**
 * The SQL of a search over one table: every code is a part-word of a named column (trigram indexes), and the
 * words either match the full-text column (Swedish stems, prefixes, every field) or are all part-words of the
 * named columns. Combined with the list's scope and `query` by AND.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { uploadTextPages } from '../../db/schema';
import { likePattern } from '../like-pattern';
import { tsqueryText, type SearchTerms } from './parse-search';

export interface SearchSpec {
  /** The generated `search_vector` column. */
  vector: AnyPgColumn;
  /** Text columns with a trigram index, searched for part-words and codes. */
  partWords: AnyPgColumn[];
  /** Files: the upload column whose PDF text (upload_text_pages) the words are also looked for in. */
  content?: AnyPgColumn;
}

const anyContains = (columns: AnyPgColumn[], term: string): SQL =>
  or(...columns.map((c) => sql`${c} ilike ${likePattern(term)}`)) as SQL;

export function searchCondition(spec: SearchSpec, terms: SearchTerms): SQL {
  const parts: SQL[] = terms.codes.map((code) => anyContains(spec.partWords, code));
  if (terms.words.length > 0) {
    const query = tsqueryText(terms.words);
    const fullText = sql`${spec.vector} @@ to_tsquery('swedish', ${query})`;
    const partWords = and(...terms.words.map((w) => anyContains(spec.partWords, w))) as SQL;
    // All the words on one page of the PDF, as people remember a passage.
    const content = spec.content
      ? sql`${spec.content} in (select ${uploadTextPages.uploadId} from ${uploadTextPages} where ${uploadTextPages.searchVector} @@ to_tsquery('swedish', ${query}))`
      : undefined;
    parts.push(or(fullText, partWords, content) as SQL);
  }
  return and(...parts) as SQL;
}
