/**
 * `PATCH markup/{id}` (docs/api.md §7): its author changes geometry, text, colour and visibility; whoever sees it marks
 * it resolved or not. The geometry must fit the markup's kind. Publishing is an audit event.
 */
import { eq } from 'drizzle-orm';
import { geometryMessageOf, geometrySchemaOf, type UpdateMarkupBody } from '../../../common/api/markups';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { markups, type UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { authorize } from '../../policies/authorize';
import type { MarkupAccess } from '../../queries/markup-access';
import { loadMarkupView, type MarkupView } from '../../queries/markup-view';
import { markupFact } from './markup-fact';

export async function updateMarkup(
  ctx: AppContext,
  caller: UserRow,
  { view, file, target }: MarkupAccess,
  body: UpdateMarkupBody,
): Promise<MarkupView> {
  const { row } = view;
  const authorsPart =
    body.geometry !== undefined || body.text !== undefined || body.color !== undefined || body.visibility !== undefined;
  if (authorsPart) authorize(caller, 'markup.update', target);
  if (body.resolved !== undefined) authorize(caller, 'markup.resolve', target);
  if (body.geometry !== undefined && !geometrySchemaOf(row.kind).safeParse(body.geometry).success) {
    const message = geometryMessageOf(row.kind);
    throw badRequest(message, [{ field: 'geometry', message }]);
  }
  const published = body.visibility === 'published' && row.visibility !== 'published';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(markups)
      .set({
        ...(body.geometry !== undefined ? { geometry: body.geometry } : {}),
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.color !== undefined ? { color: body.color.toLowerCase() } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        ...(body.resolved !== undefined ? { resolved: body.resolved } : {}),
        updatedAt: new Date(),
      })
      .where(eq(markups.id, row.id));
    if (published) await recordAudit(tx, { user: caller }, markupFact('markup.publish', file, row));
  });
  const after = await loadMarkupView(ctx.db, row.id);
  if (!after) throw new Error('markup missing after write');
  return after;
}
