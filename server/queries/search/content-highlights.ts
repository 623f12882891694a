/**
 * Highlights of text found inside PDFs (docs/api.md §6: `field: "content"` with the 1-based `page`): for each upload
 * of a page of results, the first page whose text holds every word (or, when no page holds them all — the
 * search matches words anywhere in the PDF — the first page with any of them), cut around the hits by
 * PostgreSQL's ts_headline. At most one query per list page, over at most its fifty uploads.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Highlight } from '../../../common/api/shared';
import type { Db } from '../../db/client';
import { executePrepared, rowsOf } from '../../db/client';
import { uploadTextPages } from '../../db/schema';
import { inIds } from '../ids';
import { likePattern } from '../like-pattern';
import { tsqueryText, type SearchTerms } from './parse-search';

const HEADLINE = 'StartSel=«, StopSel=», MaxWords=24, MinWords=10, MaxFragments=1, FragmentDelimiter=" … "';

/** A search's highlights are of its words, or of its first code when it has no words (codeHighlightsColumn). */
export type HighlightKind = 'words' | 'code';

export const highlightKindOf = (terms: SearchTerms): HighlightKind | undefined =>
  terms.words.length > 0 ? 'words' : terms.codes.length > 0 ? 'code' : undefined;

/** The values a highlights column of `kind` reads, by the placeholder names of `highlightsColumn`. */
export function highlightValues(terms: SearchTerms): Record<string, unknown> {
  const [code = ''] = terms.codes;
  return highlightKindOf(terms) === 'code'
    ? { code, codeLength: code.length, codePattern: likePattern(code) }
    : { query: tsqueryText(terms.words, '|'), every: tsqueryText(terms.words) };
}

/**
 * The highlights as one JSON column of rows `[upload id, page, text]`, for the uploads `uploadIds` selects (a
 * list, or the page's own rows inside the statement that reads them: file-view.ts), its values as placeholders
 * named as `highlightValues` names them: a statement built once runs for any search (file-view.ts).
 */
export function highlightsColumn(uploadIds: (column: SQL) => SQL, kind: HighlightKind): SQL {
  if (kind === 'code') return codeHighlightsColumn(uploadIds);
  const query = sql`to_tsquery('swedish', ${sql.placeholder('query')})`;
  const every = sql`to_tsquery('swedish', ${sql.placeholder('every')})`;
  // The page is chosen first and only its text is cut: ts_headline in the choosing query ran on every matching
  // page (a common word in a 500-page PDF: 500 headlines for one excerpt).
  return sql`coalesce((select json_agg(json_build_array(h.upload_id, h.page,
        ts_headline('swedish', t.text, ${query}, ${HEADLINE}))) from (
      select distinct on (p.upload_id) p.upload_id, p.page
      from ${uploadTextPages} p
      where ${uploadIds(sql`p.upload_id`)} and p.search_vector @@ ${query}
      order by p.upload_id, p.search_vector @@ ${every} desc, p.page) h
      join ${uploadTextPages} t on t.upload_id = h.upload_id and t.page = h.page), '[]'::json)`;
}

/**
 * A search of codes only (a drawing number, a room number): the first page whose text holds the first code, cut
 * 80 characters either side of it with the code marked as ts_headline marks words. ILIKE over the pages of the
 * list page's uploads only; the codes' trigram index found the files.
 */
function codeHighlightsColumn(uploadIds: (column: SQL) => SQL): SQL {
  const code = sql.placeholder('code');
  const length = sql`${sql.placeholder('codeLength')}::int`;
  const before = sql`greatest(h.at - 80, 1)`;
  return sql`coalesce((select json_agg(json_build_array(h.upload_id, h.page,
        substr(h.text, ${before}, h.at - ${before}) || '«' || substr(h.text, h.at, ${length}) || '»' ||
        substr(h.text, h.at + ${length}, 80))) from (
      select distinct on (p.upload_id) p.upload_id, p.page, p.text, strpos(lower(p.text), ${code}) as at
      from ${uploadTextPages} p
      where ${uploadIds(sql`p.upload_id`)} and p.text ilike ${sql.placeholder('codePattern')}
      order by p.upload_id, p.page) h where h.at > 0), '[]'::json)`;
}

/** The column's rows by upload. */
export function contentHighlightsOf(rows: ReadonlyArray<[string, number, string]>): Map<string, Highlight> {
  return new Map(
    rows.map(([uploadId, page, text]) => [
      uploadId,
      { field: 'content', page: Number(page), text: text.replace(/\s+/g, ' ').trim() },
    ]),
  );
}

export async function loadContentHighlights(
  db: Db,
  uploadIds: string[],
  terms: SearchTerms,
): Promise<Map<string, Highlight>> {
  const kind = highlightKindOf(terms);
  if (uploadIds.length === 0 || !kind) return new Map();
  const [row] = rowsOf<{ h: Array<[string, number, string]> }>(
    await executePrepared(
      db,
      sql`select ${highlightsColumn((column) => inIds(column, uploadIds), kind)} as h`,
      highlightValues(terms),
    ),
  );
  return contentHighlightsOf(row?.h ?? []);
}
