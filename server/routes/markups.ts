/**
 * Markups and comments on a file revision's pages (docs/api.md §7): add and list them on a construction file or a
 * drawing, change, resolve, delete and answer one. Who may do what is policies/rules/markup.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MARKUP_LIMITS,
  MARKUP_PATHS,
  MARKUP_RESTORE_HOURS,
  createMarkupBody,
  createReplyBody,
  markupListQuery,
  markupListSchema,
  markupReplySchema,
  markupSchema,
  updateMarkupBody,
} from '../../common/api/markups';
import { errorSchema, idSchema, successSchema } from '../../common/api/shared';
import { createMarkup } from '../commands/markups/create-markup';
import { deleteMarkup } from '../commands/markups/delete-markup';
import { replyToMarkup } from '../commands/markups/reply-markup';
import { restoreMarkup } from '../commands/markups/restore-markup';
import { updateMarkup } from '../commands/markups/update-markup';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentMarkup, presentMarkupReply } from '../presenters/markup';
import { visibleFile } from '../queries/file-access';
import type { FileKindName } from '../queries/file-kinds';
import { isUuid } from '../queries/ids';
import { fileTarget, revisionOf, visibleMarkup } from '../queries/markup-access';
import { listMarkupViews } from '../queries/markup-view';
import { errorAnswers } from './route-helpers';

const tags = ['markups'];
const errors = errorAnswers(400, 401, 403, 404);
const params = z.object({ id: idSchema });

const GEOMETRY =
  '`geometry` is in PDF points of the page, origin at its bottom-left corner (the visible page: its CropBox, ' +
  "before the page's /Rotate): a box `{ x, y, w, h }` for cloud, rectangle, ellipse, text and highlight, " +
  '`{ points: [[x, y], …] }` (2–500 points) for line and arrow (pointing at its last point), a point `{ x, y }` for ' +
  'a pin. Colour `#rrggbb`. A page past the PDF’s page count (where the server has read it) is 400.';

const KINDS: Array<{ kind: FileKindName; path: string; name: string }> = [
  { kind: 'constructionfile', path: MARKUP_PATHS.constructionFileMarkups, name: 'construction file' },
  { kind: 'drawing', path: MARKUP_PATHS.drawingMarkups, name: 'drawing' },
];

export const markupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const { kind, path, name } of KINDS) {
      app.post(
        path,
        {
          schema: {
            tags,
            description:
              `A markup on one page of a ${name}'s revision (its current one unless \`revisionId\` names another; ` +
              'a revision of another file is 404). Anyone who may read the file adds markups; one who may not gets ' +
              `404. Private markups are seen by their author alone until published. ${GEOMETRY} \`review\`: the ` +
              'open review it is made in, which must hold the file (400 otherwise, 404 for a review the caller may ' +
              'not read). Publishing is recorded in the audit log.',
            params,
            body: createMarkupBody,
            response: { 201: markupSchema, ...errors, 409: errorSchema },
          },
        },
        async (request, reply) => {
          const caller = requireUser(request).user;
          const access = await visibleFile(ctx.db, caller, kind, request.params.id);
          const file = fileTarget(access.row, access.onTeam);
          authorize(caller, 'markup.create', file);
          const view = await createMarkup(ctx, caller, kind, access, request.body);
          return reply.status(201).send(presentMarkup(caller, file, view));
        },
      );

      app.get(
        path,
        {
          schema: {
            tags,
            description:
              `The markups of a ${name}'s revision (its current one unless \`revisionId\` names another) that the ` +
              'caller may see: their own private ones and every published one, with their replies, in page and ' +
              `drawing order. \`page\` narrows to one page, \`review\` to those made in a review. At most ` +
              `${MARKUP_LIMITS.listLimit} a call (the default), so a page's markups come in one answer.`,
            params,
            querystring: markupListQuery,
            response: { 200: markupListSchema, ...errors },
          },
        },
        async (request) => {
          const caller = requireUser(request).user;
          const access = await visibleFile(ctx.db, caller, kind, request.params.id);
          const { row, onTeam } = access;
          const revision = await revisionOf(ctx.db, { ...access, caller }, request.query.revisionId);
          const { skip = 0, limit = MARKUP_LIMITS.listLimit, page, review } = request.query;
          // A review id that is no UUID names no review: nothing of it is on the file.
          if (review !== undefined && !isUuid(review)) return { skip, limit, total: 0, result: [] };
          const { views, total } = await listMarkupViews(ctx.db, caller.id, {
            revisionId: revision.id,
            page,
            reviewId: review,
            skip,
            limit,
          });
          const file = fileTarget(row, onTeam);
          return { skip, limit, total, result: views.map((view) => presentMarkup(caller, file, view)) };
        },
      );
    }

    app.patch(
      MARKUP_PATHS.one,
      {
        schema: {
          tags,
          description:
            'Its author changes `geometry` (the shape its kind takes), `text`, `color` and `visibility` (403 for ' +
            'anyone else); whoever sees the markup sets `resolved`. A markup the caller may not see is 404. ' +
            'Publishing is recorded in the audit log.',
          params,
          body: updateMarkupBody,
          response: { 200: markupSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const access = await visibleMarkup(ctx.db, caller, request.params.id);
        const view = await updateMarkup(ctx, caller, access, request.body);
        return presentMarkup(caller, access.target, view);
      },
    );

    app.delete(
      MARKUP_PATHS.one,
      {
        schema: {
          tags,
          description:
            "Its author, or an admin of the project's organization, deletes a markup with its replies (403 for " +
            'others who see it, 404 for those who do not). Deleting a published one is recorded in the audit log. ' +
            `No call sees it any more, but for ${MARKUP_RESTORE_HOURS} hours \`POST markup/{id}/restore\` puts it ` +
            'back (undo); after that it is removed.',
          params,
          response: { 200: successSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        await deleteMarkup(ctx, caller, await visibleMarkup(ctx.db, caller, request.params.id));
        return { success: true as const };
      },
    );

    app.post(
      MARKUP_PATHS.restore,
      {
        schema: {
          tags,
          description:
            `Undo of a delete: within ${MARKUP_RESTORE_HOURS} hours of it, whoever could delete the markup (its ` +
            "author, an admin of the project's organization) puts it back as it was — the same id, replies, review " +
            'and visibility — and gets it. 403 for others who see it, 404 for those who do not and after the ' +
            `${MARKUP_RESTORE_HOURS} hours. A markup that is not deleted is answered as it is. Restoring a published ` +
            'one is recorded in the audit log.',
          params,
          response: { 200: markupSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const access = await visibleMarkup(ctx.db, caller, request.params.id, { withDeleted: true });
        return presentMarkup(caller, access.target, await restoreMarkup(ctx, caller, access));
      },
    );

    app.post(
      MARKUP_PATHS.replies,
      {
        schema: {
          tags,
          description: 'Whoever sees a markup answers it; 201 with the reply.',
          params,
          body: createReplyBody,
          response: { 201: markupReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const access = await visibleMarkup(ctx.db, caller, request.params.id);
        return reply.status(201).send(presentMarkupReply(await replyToMarkup(ctx, caller, access, request.body.text)));
      },
    );
  };
