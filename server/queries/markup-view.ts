/**
 * Markups as the presenter needs them: the row, its revision's code, its author and its replies with theirs. A
 * page of 2,000 markups is three statements: the page, its count, and every reply of the page at once.
 */
import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { MarkupFileKind } from '../../common/api/markups';
import type { Db } from '../db/client';
import { fileRevisions, markupReplies, markups, users, type MarkupReplyRow, type MarkupRow } from '../db/schema';
import { inIds } from './ids';
import type { Person } from './review-view';

export interface MarkupView {
  row: MarkupRow;
  revision: string;
  author: Person | null;
  replies: Array<{ row: MarkupReplyRow; author: Person | null }>;
}

const person = (id: string | null, firstName: string | null, lastName: string | null): Person | null =>
  id ? { id, firstName: firstName ?? '', lastName: lastName ?? '' } : null;

/** The API's name of a file kind (the tables say `drawing`). */
export const apiFileKind = (kind: MarkupRow['fileKind']): MarkupFileKind =>
  kind === 'drawing' ? 'drawingfile' : 'constructionfile';

/** Views of the markups `where` selects, in page and drawing order. */
async function loadViews(db: Db, where: SQL, page?: { skip: number; limit: number }): Promise<MarkupView[]> {
  const base = db
    .select({
      row: markups,
      revision: fileRevisions.revision,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(markups)
    .innerJoin(fileRevisions, eq(fileRevisions.id, markups.revisionId))
    .leftJoin(users, eq(users.id, markups.authorId))
    .where(where)
    .orderBy(asc(markups.page), asc(markups.createdAt), asc(markups.id));
  const rows = page ? await base.offset(page.skip).limit(page.limit) : await base;
  if (rows.length === 0) return [];
  const replies = await db
    .select({ row: markupReplies, authorId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(markupReplies)
    .leftJoin(users, eq(users.id, markupReplies.authorId))
    .where(
      inIds(
        markupReplies.markupId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(markupReplies.createdAt), asc(markupReplies.id));
  const byMarkup = new Map<string, MarkupView['replies']>();
  for (const r of replies) {
    const list = byMarkup.get(r.row.markupId) ?? [];
    list.push({ row: r.row, author: person(r.authorId, r.firstName, r.lastName) });
    byMarkup.set(r.row.markupId, list);
  }
  return rows.map((r) => ({
    row: r.row,
    revision: r.revision,
    author: person(r.authorId, r.firstName, r.lastName),
    replies: byMarkup.get(r.row.id) ?? [],
  }));
}

/** A deleted markup is found only when asked for (`withDeleted`: restoring it); no other call sees it. */
export async function loadMarkupView(
  db: Db,
  id: string,
  { withDeleted = false }: { withDeleted?: boolean } = {},
): Promise<MarkupView | undefined> {
  const [view] = await loadViews(
    db,
    and(eq(markups.id, id), withDeleted ? undefined : isNull(markups.deletedAt)) as SQL,
  );
  return view;
}

export interface MarkupListFilter {
  revisionId: string;
  page?: number;
  reviewId?: string;
  skip: number;
  limit: number;
}

/** One revision's markups the caller may see: their own private ones and every published one (policies/rules/). */
export async function listMarkupViews(db: Db, callerId: string, filter: MarkupListFilter) {
  const where = and(
    eq(markups.revisionId, filter.revisionId),
    isNull(markups.deletedAt),
    filter.page === undefined ? undefined : eq(markups.page, filter.page),
    filter.reviewId === undefined ? undefined : eq(markups.reviewId, filter.reviewId),
    or(eq(markups.visibility, 'published'), eq(markups.authorId, callerId)),
  ) as SQL;
  const [views, [counted]] = await Promise.all([
    filter.limit === 0 ? Promise.resolve([]) : loadViews(db, where, filter),
    db.select({ n: count() }).from(markups).where(where),
  ]);
  return { views, total: counted?.n ?? 0 };
}

/** The published markups of a revision with their replies, for drawing them into its PDF. */
export async function publishedMarkups(db: Db, revisionId: string): Promise<MarkupView[]> {
  return loadViews(
    db,
    and(eq(markups.revisionId, revisionId), eq(markups.visibility, 'published'), isNull(markups.deletedAt)) as SQL,
  );
}
