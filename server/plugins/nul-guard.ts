/** Refuses a NUL character anywhere in a request's path parameters, query string or JSON body (400), for every route. */
import type { FastifyInstance } from 'fastify';
import { refuseNul } from '../lib/nul-text';

export function registerNulGuard(app: FastifyInstance): void {
  // preValidation: after the body is parsed (multipart bodies stay streams and are checked where they are read).
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params);
    refuseNul(request.query);
    refuseNul(request.body);
  });
}
