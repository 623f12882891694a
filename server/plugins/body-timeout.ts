/**
 * A request body that stops arriving must not hold its connection (issue #34.4). Two bounds, both on how the
 * client sends, never on how long the server works:
 *
 * - Node's own `headersTimeout` and `requestTimeout` (`serverTimeouts`): the headers within 30 s, the whole
 *   request within `config.requestTimeoutMs` (ten minutes plus MAX_UPLOAD_MB at 64 KiB/s, so an upload over a
 *   slow link still gets through, while a body trickled a byte at a time ends). Node answers 408 and closes.
 * - An idle bound while a body is arriving (`registerBodyTimeout`): no byte for REQUEST_BODY_IDLE_SECONDS and the
 *   request is answered 408 and its connection closed. Whatever was reading the body (an upload streaming into
 *   storage, a CSV import, the register match) then sees its stream end early and cleans up after itself: the
 *   upload command removes the partial blob. Once the body is in, the socket's timer is cleared again, so a
 *   handler that works long on a complete request (a project delete, an import's last batches) is never cut.
 *
 * The idle bound is the socket's own timer (`socket.setTimeout`), which any byte read or written resets. Node
 * emits `timeout` on the request only while its body is incomplete and on the response otherwise; with a
 * listener on both Node leaves the socket alone and the choice is ours.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { codeOfMessage } from '../../common/api/error-codes';
import { MSG } from '../../common/messages';

const HEADERS_TIMEOUT_MS = 30_000;

/** The http server options for Node's own bounds; the checks run often enough to keep each within a few seconds. */
export function serverTimeouts(requestTimeoutMs: number) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))),
  };
}

const ANSWER = JSON.stringify({ success: false, error: MSG.timeout, code: codeOfMessage(MSG.timeout) });
/** Written straight on the socket, as Node answers its own request timeout: the reply may be half way. */
const RAW_408 =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(ANSWER)}\r\n\r\n${ANSWER}`;

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Arms the idle bound for every request with a body, from its first hook until the body is in. */
export function registerBodyTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const req = request.raw;
    const res = reply.raw;
    const socket = req.socket;
    // `inject` has no network and a socket without timers.
    if (!hasBody(req) || req.complete || typeof socket?.setTimeout !== 'function') return done();
    req.on('timeout', () => {
      request.log.info({ idleMs }, 'request body stopped arriving: connection closed');
      if (!res.headersSent && socket.writable) socket.write(RAW_408);
      socket.destroy();
    });
    // The body is complete and the server is the one working: not the client's time to account for.
    res.on('timeout', () => {
      if (req.complete) socket.setTimeout(0);
    });
    // Read to its end: disarmed, unless the answer has gone and Node has set the keep-alive timer in its place.
    req.once('end', () => {
      if (!res.writableFinished) socket.setTimeout(0);
    });
    socket.setTimeout(idleMs);
    done();
  });
}
