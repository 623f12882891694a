/** Embedded-database reads take turns a few at a time, first come first served, and always give the turn back. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerEmbeddedGate, TurnGate } from './embedded-gate';

describe('TurnGate', () => {
  it('lets WIDTH in at once and the rest in the order they came', async () => {
    const gate = new TurnGate(2);
    const order: number[] = [];
    await gate.enter();
    await gate.enter();
    const waiting = [3, 4, 5].map((n) => gate.enter().then(() => order.push(n)));
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([]);
    gate.leave();
    gate.leave();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([3, 4]);
    gate.leave();
    await Promise.all(waiting);
    expect(order).toEqual([3, 4, 5]);
  });
});

describe('registerEmbeddedGate', () => {
  it('holds API reads to four at a time, never other requests, and frees every turn, errors included', async () => {
    const app = Fastify();
    registerEmbeddedGate(app);
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
    };
    app.get('/api/v1/read', async () => {
      await slow();
      return { ok: true };
    });
    app.get('/api/v1/fails', async () => {
      await slow();
      throw new Error('boom');
    });
    app.post('/api/v1/write', async () => {
      await slow();
      return { ok: true };
    });
    app.get('/assets/app.js', async () => {
      await slow();
      return 'js';
    });
    await app.ready();
    const many = (method: 'GET' | 'POST', url: string, n: number) =>
      Promise.all(Array.from({ length: n }, () => app.inject({ method, url })));

    expect((await many('GET', '/api/v1/read', 12)).every((r) => r.statusCode === 200)).toBe(true);
    expect(most).toBe(4);
    expect((await many('GET', '/api/v1/fails', 8)).every((r) => r.statusCode === 500)).toBe(true);
    // Every turn came back: twelve more reads still run four at a time and finish.
    most = 0;
    expect((await many('GET', '/api/v1/read', 12)).every((r) => r.statusCode === 200)).toBe(true);
    expect(most).toBe(4);
    most = 0;
    await Promise.all([many('POST', '/api/v1/write', 8), many('GET', '/assets/app.js', 8)]);
    expect(most).toBe(16);
    await app.close();
  });
});
