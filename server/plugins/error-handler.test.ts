/** The error envelope for faults that are no one's input: a database out of reach is a 503 to retry, not a 500. */
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/errors';
import { registerErrorHandler } from './error-handler';

async function appThrowing(make: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    await make();
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('database unavailable', () => {
  it('answers 503 with Retry-After when PostgreSQL cannot be reached (a real refused connection)', async () => {
    // Port 1 on loopback: nothing listens, so the client's own ECONNREFUSED comes back.
    const app = await appThrowing(() =>
      new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 }).connect(),
    );
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    await app.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 when every pooled connection stays busy past the wait',
    async () => {
      const pool = new pg.Pool({
        connectionString: process.env.TEST_DATABASE_URL,
        max: 1,
        connectionTimeoutMillis: 50,
      });
      const held = await pool.connect();
      try {
        const app = await appThrowing(() => pool.query('select 1'));
        const res = await app.inject({ method: 'GET', url: '/boom' });
        expect(res.statusCode).toBe(503);
        await app.close();
      } finally {
        held.release();
        await pool.end();
      }
    },
  );

  it('leaves real faults and bad input alone', () => {
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '57P01' } })).toBe(true);
  });
});

describe('a statement cancelled by its timeout', () => {
  it('answers 503 QUERY_TIMEOUT with Retry-After, through Drizzle’s wrapping, not 500', async () => {
    // What node-postgres gives when statement_timeout runs out, inside Drizzle's "Failed query" error.
    const cancelled = Object.assign(new Error('Failed query: select …'), {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
    const app = await appThrowing(() => Promise.reject(cancelled));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      error: 'The request took longer than the database allows and was stopped. Narrow the query or try again shortly.',
      code: 'QUERY_TIMEOUT',
    });
    await app.close();
  });
});
