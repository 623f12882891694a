/**
 * Files read at an older revision (docs/api.md §7 "Status per revision"): while a file's current revision is not
 * published and an earlier one was, those who may not see work in progress read the earlier one — its status and its
 * PDF's words. The index keeps every file's current status and `outside_status` (file-sources.ts); a row whose two
 * differ is such a file (commands/published-revision.ts: the outside status is the published revision's then,
 * else the file's own). They are few (migration 0037's partial index finds them), so a search corrects for them
 * rather than the index keeping a second set of words: the current PDF's matches of those rows are dropped for
 * the callers who read them at the older revision, and the older revision's matches are added.
 */
import { getTableName, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { FileAudience } from '../policies/scopes';
import { wordsQuery } from '../queries/search/search-condition';
import type { DocIndex } from './doc-index';
import type { FileIndexSpec } from './file-sources';
import type { SearchContext } from './file-search';

/** The fields whose value is the revision's a caller reads: an outsider's differ from the current revision's. */
const SEEN_FIELDS = ['status', 'revision', 'revisionCount', 'revisedAt', 'size', 'contentType', 'url'];

/**
 * Whether a list call filters, sorts or asks `distinct` on a field whose value is the seen revision's (a false alarm
 * only sends the search to the database, which reads those fields as each caller sees them).
 */
export function mentionsSeenFields(list: { filter: unknown; sort?: string; distinct?: string }): boolean {
  const filter = JSON.stringify(list.filter ?? {});
  const named = (field: string | undefined) => field !== undefined && SEEN_FIELDS.includes(field.replace(/^-/, ''));
  return (
    SEEN_FIELDS.some((field) => filter.includes(`"${field}"`)) ||
    (list.sort ?? '').split(/[\s,]+/).some(named) ||
    named(list.distinct)
  );
}

/** The ids of the table's files read at an older revision by outsiders, kept until the table changes. */
async function olderRows({ db, caches }: SearchContext, { table: t }: FileIndexSpec): Promise<string[]> {
  return caches.olderRevisions.through(JSON.stringify([getTableName(t), 'older']), async () => {
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select ${t.id}::text as id from ${t}
          where ${t.status} in ('wip', 'shared') and ${t.publishedRevisionId} is not null`,
      ),
    );
    return rows.map((r) => r.id);
  });
}

/** Of those, the ones this caller reads at the older revision: every one not in their work in progress. */
export async function olderRowsFor(
  context: SearchContext,
  spec: FileIndexSpec,
  index: DocIndex,
  audience: FileAudience,
  teamIds: readonly string[],
): Promise<string[]> {
  if (audience.kind === 'everything') return [];
  const ids = await olderRows(context, spec);
  if (ids.length === 0 || audience.kind === 'public') return ids;
  const team = new Set(teamIds);
  return ids.filter((id) => {
    if (index.valueOf('organization', id) !== audience.organizationId) return true;
    return audience.kind === 'member' && !team.has(index.valueOf('project', id) ?? '');
  });
}

/** The files whose PDF holds every word, with `older` matched on their published revision's text. */
export async function insideAsSeen(
  { db, caches }: SearchContext,
  { table: t }: FileIndexSpec,
  words: readonly string[],
  inside: readonly string[],
  older: readonly string[],
): Promise<string[]> {
  const matched = await caches.olderRevisions.through(JSON.stringify([getTableName(t), 'older', words]), async () => {
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select f.id::text as id from ${t} f
          where f.status in ('wip', 'shared') and f.published_revision_id is not null
            and (select strip(byggarkiv_tsvector_agg(p.search_vector)) from upload_text_pages p
              where p.upload_id = (select r.upload_id from file_revisions r where r.id = f.published_revision_id))
              @@ ${wordsQuery(words)}`,
      ),
    );
    return rows.map((r) => r.id);
  });
  const skip = new Set(older);
  return [...inside.filter((id) => !skip.has(id)), ...matched.filter((id) => skip.has(id))];
}
