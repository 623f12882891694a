import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATH, dashboardSchema } from '../../common/api/dashboard';
import { errorSchema } from '../../common/api/shared';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { loadDashboard } from '../queries/dashboard';

/** `GET dashboard`: the signed-in user's figures at a glance, aggregated on the server. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      DASHBOARD_PATH,
      {
        schema: {
          tags: ['projects'],
          description:
            'Activities per status, the next deadlines and the budget totals over the ongoing projects whose team the caller is on and that the caller may see, however many.',
          response: { 200: dashboardSchema, 401: errorSchema },
        },
      },
      async (request) => loadDashboard(ctx.db, requireUser(request).user),
    );
  };
