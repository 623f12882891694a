/** `POST markup/{id}/replies` (docs/api.md §7): whoever sees a markup answers it. */
import type { AppContext } from '../../context';
import { markupReplies, type UserRow } from '../../db/schema';
import { authorize } from '../../policies/authorize';
import type { MarkupAccess } from '../../queries/markup-access';
import type { MarkupView } from '../../queries/markup-view';

export async function replyToMarkup(
  ctx: AppContext,
  caller: UserRow,
  { view, target }: MarkupAccess,
  text: string,
): Promise<MarkupView['replies'][number]> {
  authorize(caller, 'markup.reply', target);
  const [row] = await ctx.db
    .insert(markupReplies)
    .values({ markupId: view.row.id, text, authorId: caller.id })
    .returning();
  if (!row) throw new Error('reply not written');
  return { row, author: { id: caller.id, firstName: caller.firstName, lastName: caller.lastName } };
}
