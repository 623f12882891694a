import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';

/** `GET health`: 200 once the database answers, 503 otherwise (docs/api.md point 1). */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          security: [],
          response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
        },
      },
      async (_request, reply) =>
        (await database.ping())
          ? reply.send({ status: 'ok' as const })
          : reply.status(503).send({ status: 'unavailable' as const }),
    );
  };
