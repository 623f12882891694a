import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS_PATHS, limitsAnswer } from '../../common/api/limits';
import type { AppContext } from '../context';

const MIB = 1024 * 1024;

/**
 * `GET public/limits` (no sign-in): the server's configured limits, so the web app refuses an oversized file
 * before sending it and names the real limit instead of the built-in default.
 */
export const limitsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      LIMITS_PATHS.limits,
      { schema: { tags: ['public'], security: [], response: { 200: limitsAnswer } } },
      async (_request, reply) => {
        // The limits change only with a restart; a short public cache spares the repeat requests.
        reply.header('Cache-Control', 'public, max-age=300');
        return { maxUploadMb: Math.floor(ctx.config.maxUploadBytes / MIB) };
      },
    );
  };
