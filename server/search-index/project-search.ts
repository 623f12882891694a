/**
 * `search=` over projects from the in-memory index, as file-search.ts does for construction files: the same rows,
 * order and totals as the database's search, for the searches the web app sends (words, the default order,
 * equality filters on the columns below); undefined for the rest, which the database answers.
 */
import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema';
import { fileAudience, type FileAudience } from '../policies/scopes';
import type { ListParams } from '../queries/list-query/list-params';
import type { ListResult } from '../queries/run-list';
import type { DocIndex } from './doc-index';
import {
  indexedList,
  keptScope,
  rowsWithValues,
  searchNewestFirst,
  wordPrefixes,
  type IndexedSearch,
} from './index-search';
import { teamProjects, type SearchContext } from './file-search';
import type { IndexedField } from './memory-filter';
import type { IndexSource, TableIndex } from './table-index';
import { LEXEME_ONLY } from './term-dictionary';
import { codeTokensOf, fingerprint, wordsOf } from './words';

export const projectSource: IndexSource = {
  table: 'projects',
  // The type and sector are in the search vector as Swedish stems only (schema/projects.ts): asked of the
  // database's own stemmer, so the index holds exactly its lexemes.
  columns: sql.raw(
    `id::text as id, created_at::text as c, name as n, description, type, sector, visibility, archived::text as archived,
     organization_id::text as organization,
     array_to_string(tsvector_to_array(
       to_tsvector('swedish', byggarkiv_fold(coalesce(type, '') || ' ' || coalesce(sector, '')))), ' ') as stems`,
  ),
  attrNames: ['organization', 'visibility', 'archived', 'type', 'sector'],
  toRow: (r) => {
    const description = (r.description as string | null) ?? '';
    const type = (r.type as string | null) ?? null;
    const sector = (r.sector as string | null) ?? null;
    const text = `${r.n} ${description}`;
    const words = wordsOf(text);
    // One text rather than a text[]: node-pg parses an array a character at a time.
    for (const stem of ((r.stems as string | null) ?? '').split(' ')) if (stem) words.push(`${LEXEME_ONLY}${stem}`);
    for (const code of codeTokensOf(text)) words.push(code);
    return {
      id: r.id,
      words,
      attrs: {
        organization: r.organization as string,
        visibility: r.visibility as string,
        archived: (r.archived as string | null) ?? null,
        type,
        sector,
      },
      fingerprint: fingerprint(r.c, r.n, description, type ?? '', sector ?? ''),
    };
  },
};

const FIELDS: Record<string, IndexedField> = {
  type: { attr: 'type', type: 'text' },
  sector: { attr: 'sector', type: 'text' },
  visibility: { attr: 'visibility', type: 'text' },
  archived: { attr: 'archived', type: 'bool' },
  organization: { attr: 'organization', type: 'id' },
};

/** projectScope (policies/scopes.ts) as bits over every row, in scratch bitmaps 2–4; undefined: every row. */
function scopeBits(index: DocIndex, audience: FileAudience, teamIds: readonly string[]): Uint32Array | undefined {
  if (audience.kind === 'everything') return undefined;
  const words32 = index.words32;
  const seen = rowsWithValues(index, 2, 'visibility', ['public']);
  if (audience.kind === 'public') return seen.slice(0, words32);
  const own = rowsWithValues(index, 3, 'organization', [audience.organizationId]);
  if (audience.kind === 'member') {
    // The own organization's projects open to it, and those whose team the member is on.
    const open = rowsWithValues(index, 4, 'visibility', ['organization']);
    index.setRows(teamIds, open);
    for (let w = 0; w < words32; w++) own[w] = (own[w] as number) & (open[w] as number);
  }
  for (let w = 0; w < words32; w++) seen[w] = (seen[w] as number) | (own[w] as number);
  return seen.slice(0, words32);
}

/** The page's ids and the total, or undefined when the index cannot answer this list call. */
export async function searchProjects(
  context: SearchContext,
  tableIndex: TableIndex,
  caller: UserRow,
  list: ListParams,
): Promise<(ListResult<string> & { ids: string[] }) | undefined> {
  const asked = await indexedList(tableIndex, list, FIELDS);
  if (!asked) return undefined;
  const { codes, constraints } = asked;
  const words = await wordPrefixes(context.db, asked.words);
  if (!words) return undefined;
  const audience = fileAudience(caller);
  const team = await teamProjects(context, audience);
  const index = await tableIndex.current();
  if (!index) return undefined;
  // Members of one organization on the same teams see the same projects.
  const key = JSON.stringify([
    audience.kind,
    'organizationId' in audience ? audience.organizationId : null,
    [...team].sort(),
  ]);
  const search: IndexedSearch = {
    words,
    codes,
    constraints,
    scope: keptScope(index, key, () => scopeBits(index, audience, team)),
  };
  return searchNewestFirst(index, search, list);
}
