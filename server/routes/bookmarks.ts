import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PATHS, bookmarksAnswer, bookmarksBody } from '../../common/api/project';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG } from '../../common/messages';
import { changeFileBookmarks, changeProjectBookmarks } from '../commands/bookmarks';
import type { AppContext } from '../context';
import { badRequest, forbidden } from '../errors';
import { requireUser } from '../plugins/auth';
import type { UserRow } from '../db/schema';
import { loadBookmarks } from '../queries/bookmarks';
import { visibleFile } from '../queries/file-access';
import { visibleProject } from '../queries/project-access';

/** `PATCH user/{id}?action=addBookmarks|removeBookmarks` with `{ projects?, files? }` → the user's bookmarks. */
export const bookmarkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** A bookmarked "file" is a construction file or a drawing. */
    const visibleFileOfAnyKind = (caller: UserRow, id: string) =>
      visibleFile(ctx.db, caller, 'constructionfile', id).catch(() => visibleFile(ctx.db, caller, 'drawing', id));

    app.patch(
      PROJECT_PATHS.bookmarks,
      {
        schema: {
          tags: ['users'],
          params: z.object({ id: idSchema }),
          querystring: z.object({
            action: z.enum(['addBookmarks', 'removeBookmarks'], {
              error: 'action must be addBookmarks or removeBookmarks',
            }),
          }),
          body: bookmarksBody,
          response: { 200: bookmarksAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        if (request.params.id !== caller.id) throw forbidden(MSG.forbidden);
        const add = request.query.action === 'addBookmarks';
        const projectIds = [...new Set(request.body.projects ?? [])];
        const fileIds = [...new Set(request.body.files ?? [])];
        if (!projectIds.length && !fileIds.length) throw badRequest(MSG.missingInformation);
        // Only what the caller may see can be bookmarked; removing works for anything once bookmarked.
        if (add) for (const id of projectIds) await visibleProject(ctx.db, caller, id);
        if (add) for (const id of fileIds) await visibleFileOfAnyKind(caller, id);
        await changeProjectBookmarks(ctx.db, caller, projectIds, add);
        await changeFileBookmarks(ctx.db, caller, fileIds, add);
        return loadBookmarks(ctx.db, caller.id);
      },
    );
  };
