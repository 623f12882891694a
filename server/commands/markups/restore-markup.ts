/**
 * `POST markup/{id}/restore`: undo of a delete. The markup comes back as it was — its id, replies, review and
 * visibility — for whoever could delete it, within MARKUP_RESTORE_HOURS of the delete; after that it is gone (404,
 * as the sweep will make it). Restoring one that is not deleted changes nothing (undo may be pressed twice).
 * Restoring a published markup is an audit event, as its deletion was.
 */
import { eq } from 'drizzle-orm';
import { MARKUP_RESTORE_HOURS } from '../../../common/api/markups';
import { MSG_MARKUP } from '../../../common/messages';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { markups, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { authorize } from '../../policies/authorize';
import type { MarkupAccess } from '../../queries/markup-access';
import { loadMarkupView, type MarkupView } from '../../queries/markup-view';
import { markupFact } from './markup-fact';

export const MARKUP_RESTORE_MS = MARKUP_RESTORE_HOURS * 3600_000;

export async function restoreMarkup(
  ctx: AppContext,
  caller: UserRow,
  { view, file, target }: MarkupAccess,
): Promise<MarkupView> {
  authorize(caller, 'markup.restore', target);
  const { deletedAt } = view.row;
  if (deletedAt === null) return view;
  if (Date.now() - deletedAt.getTime() > MARKUP_RESTORE_MS) throw notFound(MSG_MARKUP.notFound);
  await ctx.db.transaction(async (tx) => {
    await tx.update(markups).set({ deletedAt: null, deletedBy: null }).where(eq(markups.id, view.row.id));
    if (view.row.visibility === 'published')
      await recordAudit(tx, { user: caller }, markupFact('markup.restore', file, view.row));
  });
  const restored = await loadMarkupView(ctx.db, view.row.id);
  if (!restored) throw notFound(MSG_MARKUP.notFound);
  return restored;
}
