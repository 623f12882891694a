/**
 * Over every route the API has (read from its own OpenAPI document, so a new route is covered the day it is added):
 * a protected call without a token answers 401 before anything looks at its body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../test/test-app';
import { fill, isPublic, openHostileInputWorld, PUBLIC, type Route } from '../test/routes-hostile-input';

let t: TestApp;
let routes: Route[];
beforeAll(async () => {
  ({ t, routes } = await openHostileInputWorld());
});
afterAll(async () => {
  await t.close();
});

describe('authentication comes first', () => {
  it('declares exactly the public routes, and the reference says so', () => {
    const declared = routes.filter((r) => isPublic(r.op)).map((r) => `${r.method} ${r.path}`);
    expect(declared.sort()).toEqual([...PUBLIC].sort());
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers 401 to every protected call without a token, whatever its body', async () => {
    const bodies: Array<{ payload?: string | object; headers?: Record<string, string> }> = [
      {},
      { payload: {} },
      { payload: '{"broken', headers: { 'content-type': 'application/json' } },
      { payload: { name: 'a\u0000b', constructor: { $ne: null } } },
    ];
    for (const route of routes.filter((r) => !isPublic(r.op))) {
      for (const body of bodies) {
        const res = await t.request({ method: route.method, url: fill(route.path), ...body });
        expect(res.statusCode, `${route.method} ${route.path} ${JSON.stringify(body)}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
      // A token that is well formed but unknown is no token.
      const forged = await t.request({
        method: route.method,
        url: fill(route.path),
        token: 'x'.repeat(43),
        payload: {},
      });
      expect(forged.statusCode, `${route.method} ${route.path} forged`).toBe(401);
    }
  });

  it('keeps the texts docs/product.md gives for a missing sign-in', async () => {
    expect((await t.request({ method: 'GET', url: '/project' })).json().error).toBe('No valid user!');
    expect((await t.request({ method: 'GET', url: '/constructionfile' })).json().error).toBe('No valid user!');
    const change = await t.request({ method: 'POST', url: '/change_password', payload: {} });
    expect(change.statusCode).toBe(401);
    expect(change.json().error).toBe("User wasn't logged in");
  });
});
