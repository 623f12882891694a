import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_PATHS, documentTypesAnswer, documentTypesQuery } from '../../common/api/files';
import type { AppContext } from '../context';
import { documentTypes } from '../queries/document-types';

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
        return documentTypes(ctx.db, caller, request.query.projectId);
      },
    );
  };
