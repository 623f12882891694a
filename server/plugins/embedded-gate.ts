/**
 * On the embedded database (PGlite: one connection for the whole process) API reads take turns a few at a
 * time. Without this every statement queued behind every other request's: a search of four statements under
 * 50 concurrent clients waited behind the queue four times, and some waited past ten seconds (the search bench
 * timed out 50 of ~500 requests). With the turn taken per request, one admitted request runs its statements
 * back to back and the wait is one queue's length. The same work is done; the tail is shorter.
 *
 * Only GET and HEAD under the API take a turn, from `onRequest` (before the session is looked up) until the
 * answer is ready to send (`onSend`): uploads stream their bodies for minutes and must not hold one, and a
 * streamed download or ZIP gives its turn back when its stream starts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../common/api/values';

/** Requests that run at once; more keeps the connection busy while one is in JavaScript, fewer shortens waits. */
const WIDTH = 4;

/** A first-in, first-out gate of WIDTH places. */
export class TurnGate {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(width: number) {
    this.free = width;
  }

  async enter(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

const holding = new WeakSet<FastifyRequest>();

export function registerEmbeddedGate(app: FastifyInstance): void {
  const gate = new TurnGate(WIDTH);
  const release = (request: FastifyRequest) => {
    if (!holding.delete(request)) return;
    gate.leave();
  };
  app.addHook('onRequest', async (request) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith(`${API_BASE}/`)) return;
    await gate.enter();
    // Gone while it waited: onRequestAbort has fired already, so the turn is given back here.
    if (request.socket.destroyed) {
      gate.leave();
      return;
    }
    holding.add(request);
  });
  app.addHook('onSend', async (request) => release(request));
  // A request that never reaches onSend (the client went away, a timeout) still gives its turn back.
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
