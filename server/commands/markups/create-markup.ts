/**
 * `POST …/{id}/markups` (docs/api.md §7): a markup on one page of one revision of a file the caller may read. Made in
 * a review, the review must be open, readable by the caller and hold the file. Publishing is an audit event.
 */
import { MSG_REVIEW } from '../../../common/messages';
import { DEFAULT_MARKUP_COLOR, type CreateMarkupBody } from '../../../common/api/markups';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { markups, type ConstructionFileRow, type DrawingFileRow, type UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { FileAccess } from '../../queries/file-access';
import { revisionOf } from '../../queries/markup-access';
import { loadMarkupView, type MarkupView } from '../../queries/markup-view';
import { visibleReview } from '../../queries/review-access';
import { checkPage } from './page-count';
import { markupFact } from './markup-fact';

type FileRow = ConstructionFileRow | DrawingFileRow;

async function checkReview(ctx: AppContext, caller: UserRow, file: FileRow, reviewId: string): Promise<void> {
  const review = await visibleReview(ctx.db, caller, reviewId);
  if (!review.files.some((f) => f.fileId === file.id)) throw badRequest(MSG_REVIEW.fileNotInReview);
  if (review.row.status !== 'open') throw conflict(MSG_REVIEW.closed);
}

export async function createMarkup(
  ctx: AppContext,
  caller: UserRow,
  kind: 'constructionfile' | 'drawing',
  access: FileAccess<FileRow>,
  body: CreateMarkupBody,
): Promise<MarkupView> {
  const file = access.row;
  const revision = await revisionOf(ctx.db, { ...access, caller }, body.revisionId);
  await checkPage(ctx.db, revision.uploadId, body.page);
  if (body.review !== undefined) await checkReview(ctx, caller, file, body.review);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(markups)
      .values({
        fileId: file.id,
        fileKind: kind,
        revisionId: revision.id,
        projectId: file.projectId,
        page: body.page,
        kind: body.kind,
        geometry: body.geometry,
        color: (body.color ?? DEFAULT_MARKUP_COLOR).toLowerCase(),
        text: body.text ?? '',
        visibility: body.visibility,
        authorId: caller.id,
        reviewId: body.review ?? null,
      })
      .returning();
    if (!row) throw new Error('markup not written');
    if (row.visibility === 'published')
      await recordAudit(tx, { user: caller }, markupFact('markup.publish', file, row));
    return row.id;
  });
  const view = await loadMarkupView(ctx.db, id);
  if (!view) throw new Error('markup missing after write');
  return view;
}
