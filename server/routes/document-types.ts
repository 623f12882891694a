import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { BUILT_IN_DOCUMENT_TYPES, FILE_PATHS, documentTypesAnswer, documentTypesQuery } from '../../common/api/files';
import type { AppContext } from '../context';
import { constructionFiles } from '../db/schema';
import { visibleProject } from '../queries/project-access';
import { fileScope } from '../queries/visibility';

/**
 * `GET public/documentType?projectId=`: the built-in document types plus those already used in the caller's
 * organization (or, with a project, that project). Without sign-in, the built-in ones only.
 */
export const documentTypeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      FILE_PATHS.documentTypes,
      {
        schema: {
          tags: ['construction files'],
          security: [],
          querystring: documentTypesQuery,
          response: { 200: documentTypesAnswer },
        },
      },
      async (request) => {
        const caller = request.caller.kind === 'user' ? request.caller.user : null;
        const used = new Set<string>();
        if (caller) {
          let where;
          if (request.query.projectId)
            where = eq(
              constructionFiles.projectId,
              (await visibleProject(ctx.db, caller, request.query.projectId)).project.id,
            );
          else if (caller.organizationId) where = eq(constructionFiles.organizationId, caller.organizationId);
          if (where) {
            const rows = await ctx.db
              .selectDistinct({ t: constructionFiles.documentType })
              .from(constructionFiles)
              // Types of files the caller may see: work in progress stays inside its team.
              .where(and(where, fileScope(caller, constructionFiles), ne(constructionFiles.documentType, '')))
              .limit(500);
            for (const r of rows) used.add(r.t);
          }
        }
        return [...new Set([...BUILT_IN_DOCUMENT_TYPES, ...used])].sort((a, b) => a.localeCompare(b, 'sv'));
      },
    );
  };
