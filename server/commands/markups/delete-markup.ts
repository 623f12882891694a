/**
 * `DELETE markup/{id}` (docs/api.md §7): its author, or an admin of the project's organization. The markup is marked
 * deleted, not removed, so undo can put it back with its id and replies (restore-markup.ts) within
 * MARKUP_RESTORE_HOURS; every other call treats it as gone, and the hourly sweep removes it after that.
 * Deleting a published markup is an audit event; a private one was never anyone else's to know of.
 */
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { markups, type UserRow } from '../../db/schema';
import { authorize } from '../../policies/authorize';
import type { MarkupAccess } from '../../queries/markup-access';
import { markupFact } from './markup-fact';

export async function deleteMarkup(ctx: AppContext, caller: UserRow, { view, file, target }: MarkupAccess) {
  authorize(caller, 'markup.delete', target);
  await ctx.db.transaction(async (tx) => {
    await tx.update(markups).set({ deletedAt: new Date(), deletedBy: caller.id }).where(eq(markups.id, view.row.id));
    if (view.row.visibility === 'published')
      await recordAudit(tx, { user: caller }, markupFact('markup.delete', file, view.row));
  });
}
