/**
 * A load balancer for the two-instance test: each request goes to the next server in turn, streamed both ways,
 * and the answer says which one served it (`x-instance`: 0, 1, …) so a test can prove where a read landed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const target = new URL(req.url ?? '/', targets[index]);
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
