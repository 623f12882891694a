/** A file's revisions as docs/api.md §6 "Revisions" lists them: newest first, each with its size, type and author. */
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { RELEASED_STATUSES } from './seen-file';
import { z } from 'zod';
import { revisionContentUrl, type Revision } from '../../common/api/files';
import type { ListAnswer } from '../../common/api/shared';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../common/limits';
import type { Db } from '../db/client';
import { fileRevisions, reviewFiles, reviewReviewers, reviews, uploads, users, type UserRow } from '../db/schema';
import { can, revisionOpenOutside } from '../policies/authorize';
import { fileProject } from './file-access';
import type { ConstructionFileRow, DrawingFileRow } from '../db/schema';

type FileRow = ConstructionFileRow | DrawingFileRow;

export const revisionPage = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});

export async function listRevisions(
  db: Db,
  file: { id: string; uploadId: string | null },
  contentPath: string,
  page: z.infer<typeof revisionPage>,
  /**
   * Whether the caller sees work in progress; others list the revisions that were published, and the one they see
   * while none was (a `shared` file; §7). `file` is then the file as they see it.
   */
  seesCurrent = true,
): Promise<ListAnswer<Revision>> {
  const where = and(
    eq(fileRevisions.fileId, file.id),
    seesCurrent
      ? undefined
      : or(
          inArray(fileRevisions.status, [...RELEASED_STATUSES]),
          file.uploadId ? eq(fileRevisions.uploadId, file.uploadId) : undefined,
        ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: fileRevisions.id,
        revision: fileRevisions.revision,
        comment: fileRevisions.comment,
        status: fileRevisions.status,
        uploadId: fileRevisions.uploadId,
        createdAt: fileRevisions.createdAt,
        size: uploads.size,
        contentType: uploads.contentType,
        authorId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(fileRevisions)
      .innerJoin(uploads, eq(uploads.id, fileRevisions.uploadId))
      .leftJoin(users, eq(users.id, fileRevisions.createdBy))
      .where(where)
      .orderBy(desc(fileRevisions.createdAt), desc(fileRevisions.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(fileRevisions).where(where),
  ]);
  return {
    skip: page.skip,
    limit: page.limit,
    total: counted?.n ?? 0,
    result: rows.map((r) => ({
      _id: r.id,
      revision: r.revision,
      comment: r.comment,
      status: r.status,
      size: r.size,
      contentType: r.contentType,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.authorId ? { _id: r.authorId, firstName: r.firstName ?? '', lastName: r.lastName ?? '' } : null,
      url: revisionContentUrl(contentPath, file.id, r.id),
      current: r.uploadId === file.uploadId,
    })),
  };
}

/** One revision of a file, or undefined. */
export async function findRevision(db: Db, fileId: string, revisionId: string) {
  const [row] = await db
    .select()
    .from(fileRevisions)
    .where(and(eq(fileRevisions.fileId, fileId), eq(fileRevisions.id, revisionId)));
  return row;
}

/** Whether a revision was published (published, or archived after): what outsiders may read of a file's history. */
export const isReleased = (status: string): boolean => (RELEASED_STATUSES as readonly string[]).includes(status);

/** A file as its reader sees it: a signed-in caller with their place in its project, or a share link's (null). */
export type RevisionReader = {
  row: Pick<FileRow, 'id' | 'uploadId' | 'projectId' | 'organizationId' | 'projectVisibility' | 'status'>;
  caller: UserRow | null;
  onTeam: boolean;
};

/**
 * One revision of a file its reader may read (undefined otherwise), as the rule `file.readRevision` says
 * (policies/rules/): the team every revision; everyone else the published ones, the one they see as the file's
 * current, and the revision a review they take part in asks them to check. A share link's reader is one of the
 * latter, with no review. Whether a review names it is asked only when nothing else opens it.
 */
export async function readableRevision(db: Db, reader: RevisionReader, revisionId: string) {
  const { row, caller } = reader;
  const revision = await findRevision(db, row.id, revisionId);
  if (!revision) return undefined;
  const facts = {
    released: isReleased(revision.status),
    seenCurrent: revision.uploadId === row.uploadId,
    inCallersReview: false,
  };
  if (!caller) return revisionOpenOutside(facts) ? revision : undefined;
  const target = { ...fileProject(row, reader.onTeam), status: row.status };
  if (can(caller, 'file.readRevision', { ...target, revision: facts })) return revision;
  if (revisionOpenOutside(facts)) return undefined;
  facts.inCallersReview = await namedInCallersReview(db, caller.id, revision.id);
  return can(caller, 'file.readRevision', { ...target, revision: facts }) ? revision : undefined;
}

async function namedInCallersReview(db: Db, callerId: string, revisionId: string): Promise<boolean> {
  const [inReview] = await db
    .select({ id: reviews.id })
    .from(reviewFiles)
    .innerJoin(reviews, eq(reviews.id, reviewFiles.reviewId))
    .leftJoin(reviewReviewers, and(eq(reviewReviewers.reviewId, reviews.id), eq(reviewReviewers.userId, callerId)))
    .where(
      and(
        eq(reviewFiles.revisionId, revisionId),
        or(eq(reviews.createdBy, callerId), eq(reviews.approverId, callerId), isNotNull(reviewReviewers.userId)),
      ),
    )
    .limit(1);
  return Boolean(inReview);
}
