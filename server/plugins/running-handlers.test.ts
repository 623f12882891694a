import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackRunningHandlers } from './running-handlers';

function slowApp() {
  const app = Fastify();
  const handlers = trackRunningHandlers(app);
  let started: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => (started = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let finished = false;
  app.get('/slow', async () => {
    started();
    await released;
    finished = true;
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  return { app, handlers, inHandler, release, finished: () => finished };
}

describe('running handlers', () => {
  it('are drained at once when none runs, also after answered requests', async () => {
    const { app, handlers } = slowApp();
    expect((await app.inject('/fast')).statusCode).toBe(200);
    expect((await app.inject('/nowhere')).statusCode).toBe(404);
    await expect(handlers.drained(10)).resolves.toBe(true);
    await app.close();
  });

  it('keep the shutdown waiting for a handler whose client went away, after the server has closed', async () => {
    const { app, handlers, inHandler, release, finished } = slowApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const call = fetch(`${address}/slow`, { signal: client.signal }).catch(() => 'aborted');
    await inHandler;
    client.abort();
    expect(await call).toBe('aborted');
    await app.close();
    // The server has closed, but the handler still runs: the database must stay open for it.
    expect(finished()).toBe(false);
    await expect(handlers.drained(20)).resolves.toBe(false);
    const drained = handlers.drained(5000);
    release();
    await expect(drained).resolves.toBe(true);
    expect(finished()).toBe(true);
  });
});
