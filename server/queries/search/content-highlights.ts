/**
 * Highlights of text found inside PDFs (API.md §6: `field: "content"` with the 1-based `page`): for each upload
 * of a page of results, the first page whose text holds every word (or, when no page holds them all — the
 * search matches words anywhere in the PDF — the first page with any of them), cut around the hits by
 * PostgreSQL's ts_headline. At most one query per list page, over at most its fifty uploads.
 */
import { sql } from 'drizzle-orm';
import type { Highlight } from '../../../common/api/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { uploadTextPages } from '../../db/schema';
import { inIds } from '../ids';
import { tsqueryText, type SearchTerms } from './parse-search';

const HEADLINE = 'StartSel=«, StopSel=», MaxWords=24, MinWords=10, MaxFragments=1, FragmentDelimiter=" … "';

export async function loadContentHighlights(
  db: Db,
  uploadIds: string[],
  terms: SearchTerms,
): Promise<Map<string, Highlight>> {
  if (uploadIds.length === 0 || terms.words.length === 0) return new Map();
  const query = sql`to_tsquery('swedish', ${tsqueryText(terms.words, '|')})`;
  const every = sql`to_tsquery('swedish', ${tsqueryText(terms.words)})`;
  const rows = rowsOf<{ upload_id: string; page: number; text: string }>(
    await db.execute(sql`
      select distinct on (p.upload_id) p.upload_id, p.page,
        ts_headline('swedish', p.text, ${query}, ${HEADLINE}) as text
      from ${uploadTextPages} p
      where ${inIds(sql`p.upload_id`, uploadIds)} and p.search_vector @@ ${query}
      order by p.upload_id, p.search_vector @@ ${every} desc, p.page`),
  );
  return new Map(
    rows.map((r) => [
      r.upload_id,
      { field: 'content', page: Number(r.page), text: r.text.replace(/\s+/g, ' ').trim() },
    ]),
  );
}
