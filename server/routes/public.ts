import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, publicOrganizationsAnswer, publicOrganizationsQuery } from '../../common/api/auth';
import type { AppContext } from '../context';
import { listPublicOrganizations } from '../lists/public-organization-list';

/** Calls that need no sign-in: the approved organizations a new user may apply to. */
export const publicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      AUTH_PATHS.publicOrganizations,
      {
        schema: {
          tags: ['public'],
          security: [],
          querystring: publicOrganizationsQuery,
          response: { 200: publicOrganizationsAnswer },
        },
      },
      async (request) => {
        const search = request.query.search?.trim();
        return (await listPublicOrganizations(ctx, search)).body;
      },
    );
  };
