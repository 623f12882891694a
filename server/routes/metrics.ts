import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { errorSchema } from '../../common/api/shared';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function scraper(ctx: AppContext, authorization: string | undefined): boolean {
  const token = ctx.config.metricsToken;
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** `GET metrics`: Prometheus's text format, for a scraper with METRICS_TOKEN or the superadmin. */
export const metricsRoutes =
  (ctx: AppContext, registry: Registry): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/metrics',
      {
        config: { cacheNeutral: true },
        schema: {
          tags: ['health'],
          description:
            "The server's metrics in Prometheus text format: requests per route and their latency, searches answered by the in-memory index or the database, the connection pool, each search index (rows, bytes, rows placed out of order, lag, full loads by cause), the upload job queues, and Node's own. For `Authorization: Bearer <METRICS_TOKEN>` or a superadmin's session.",
          security: [{}, { token: [] }],
          response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
        },
      },
      async (request, reply) => {
        if (!scraper(ctx, request.headers.authorization)) authorize(requireUser(request).user, 'system.metrics');
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  };
