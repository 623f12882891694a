import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, publicOrganizationsAnswer, publicOrganizationsQuery } from '../../common/api/auth';
import type { AppContext } from '../context';
import { organizations } from '../db/schema';
import { likePattern } from '../queries/like-pattern';

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
        const rows = await ctx.db
          .select({ _id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(
            and(eq(organizations.approved, true), search ? ilike(organizations.name, likePattern(search)) : undefined),
          )
          .orderBy(asc(organizations.name))
          .limit(100);
        return rows;
      },
    );
  };
