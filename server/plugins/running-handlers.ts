/**
 * Requests whose handlers may still run. A client that goes away does not stop its handler, and Fastify's
 * `close()` resolves once every connection is closed, which can be while such a handler still reads or writes:
 * stopping the server then closed the database under it ("Cannot use a pool after calling end", seen when
 * stopping a server under load). The shutdown closes the database once `drained` says none runs.
 *
 * A request counts from `onRequest` until its answer is handed to Fastify (`onSend`: the handler is done, also
 * when it failed), or `onResponse` for an answer that never passed there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests whose handlers may still run (server/main.ts waits for them before closing the database). */
    runningHandlers: RunningHandlers;
  }
}

export interface RunningHandlers {
  /** Resolves true when no handler runs, or false after `timeoutMs` with some still running. */
  drained(timeoutMs: number): Promise<boolean>;
}

export function trackRunningHandlers(app: FastifyInstance): RunningHandlers {
  const running = new Set<FastifyRequest>();
  let waiters: Array<() => void> = [];
  const finished = (request: FastifyRequest) => {
    if (!running.delete(request) || running.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request) => finished(request));
  app.addHook('onResponse', async (request) => finished(request));
  return {
    drained: (timeoutMs) =>
      running.size === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
  };
}
