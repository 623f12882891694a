import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PATHS, bookmarksAnswer, bookmarksBody } from '../../common/api/project';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG } from '../../common/messages';
import { changeFileBookmarks, changeProjectBookmarks } from '../commands/bookmarks';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import type { UserRow } from '../db/schema';
import { loadBookmarks } from '../queries/bookmarks';
import { visibleFiles, visibleFilesById, visibleProjects } from '../queries/bulk-access';
import { authorize } from '../policies/authorize';

/** `PATCH user/{id}?action=addBookmarks|removeBookmarks` with `{ projects?, files? }` → the user's bookmarks. */
export const bookmarkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** A bookmarked "file" is a construction file or a drawing: 404 at the first the caller does not see. */
    const mustSeeFiles = async (caller: UserRow, ids: string[]) => {
      const files = await visibleFilesById(ctx.db, caller, 'constructionfile', ids);
      const rest = ids.filter((id) => !files.has(id));
      if (rest.length) await visibleFiles(ctx.db, caller, 'drawing', rest);
    };

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
        authorize(caller, 'user.changeBookmarks', { id: request.params.id });
        const add = request.query.action === 'addBookmarks';
        const projectIds = [...new Set(request.body.projects ?? [])];
        const fileIds = [...new Set(request.body.files ?? [])];
        if (!projectIds.length && !fileIds.length) throw badRequest(MSG.missingInformation);
        // Only what the caller may see can be bookmarked; removing works for anything once bookmarked.
        if (add) await visibleProjects(ctx.db, caller, projectIds);
        if (add) await mustSeeFiles(caller, fileIds);
        await changeProjectBookmarks(ctx.db, caller, projectIds, add);
        await changeFileBookmarks(ctx.db, caller, fileIds, add);
        return loadBookmarks(ctx.db, caller.id);
      },
    );
  };
