/**
 * Over every route the API has (read from its own OpenAPI document, so a new route is covered the day it is added):
 * JavaScript's prototype names never reach a lookup; a `query` whose regex would backtrack for minutes is refused
 * before it reaches the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probingHealth } from '../test/health-probe';
import { type TestApp } from '../test/test-app';
import { fill, hasJsonBody, isPublic, openHostileInputWorld, type Route } from '../test/routes-hostile-input';

let t: TestApp;
let routes: Route[];
let superadmin: string;
let member: string;
let projectId: string;
beforeAll(async () => {
  ({ t, routes, superadmin, member, projectId } = await openHostileInputWorld());
});
afterAll(async () => {
  await t.close();
});

describe('prototype names are names like any other', () => {
  const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
  const LISTS = ['/project', '/constructionfile', '/drawingfile', '/user', '/organization'];

  it('never reach a lookup in a list query: fields, operators, sort, select, populate, distinct', async () => {
    for (const list of LISTS) {
      for (const key of KEYS) {
        const json = (v: unknown) => encodeURIComponent(JSON.stringify(v));
        const asks = [
          `query=${json({ [key]: { $ne: null } })}`,
          `query=${encodeURIComponent(`{"${key}":"x"}`)}`,
          `query=${json({ name: { [key]: 1 } })}`,
          `query=${encodeURIComponent(`{"name":{"${key}":{"$ne":null}}}`)}`,
          `query=${json({ $or: [{ [key]: 'x' }] })}`,
          `sort=${key}`,
          `sort=-${key}`,
          `sort=${json({ [key]: 1 })}`,
          `select=${key}`,
          `select=${key}.${key}`,
          `populate=${key}`,
          `distinct=${key}`,
        ];
        for (const ask of asks) {
          for (const token of [member, superadmin]) {
            const res = await t.request({ method: 'GET', url: `${list}?${ask}`, token });
            expect(res.statusCode, `${list}?${decodeURIComponent(ask)}`).toBeGreaterThanOrEqual(200);
            expect(res.statusCode, `${list}?${decodeURIComponent(ask)}: ${res.body}`).toBeLessThan(500);
            if (res.statusCode === 200 && ask.startsWith('select')) {
              const first = res.json().result?.[0];
              if (first) expect(Object.keys(first)).toEqual(['_id']);
            }
          }
        }
      }
    }
  });

  it('never reach a lookup as body keys of any call', async () => {
    for (const route of routes.filter((r) => hasJsonBody(r.op))) {
      for (const key of KEYS) {
        const payload = `{"${key}":{"$ne":null},"name":{"${key}":"x"}}`;
        const res = await t.request({
          method: route.method,
          url: fill(route.path),
          token: isPublic(route.op) ? undefined : superadmin,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${route.method} ${route.path} ${key}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});

describe('a list filter cannot keep the database busy', () => {
  /** The issue's call: back-references make PostgreSQL backtrack, over a minute for a name of 151 characters. */
  const CATASTROPHIC = '^(a*)(a*)(a*)(a*)(a*)(a*)\\6\\5\\4\\3\\2\\1ab$';
  /** Every GET that takes `query`, with its path parameters naming the member's project. */
  const takingQuery = () =>
    routes
      .filter((r) => r.method === 'GET' && r.op.parameters?.some((p) => p.in === 'query' && p.name === 'query'))
      .map((r) => r.path.replace(/\{[^}]+\}/g, projectId));

  it('refuses a back-reference regex on every route that takes query, at once, in every position', async () => {
    const lists = takingQuery();
    expect(lists).toEqual(
      expect.arrayContaining([
        '/api/v1/project',
        '/api/v1/constructionfile',
        '/api/v1/drawingfile',
        '/api/v1/user',
        '/api/v1/organization',
        `/api/v1/project/${projectId}/files.zip`,
      ]),
    );
    const json = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const { result: answers, probes } = await probingHealth(t, async () => {
      const answers: Array<{ ask: string; status: number; code: string; ms: number }> = [];
      for (const url of lists) {
        // The fields differ per list (users have no name): one of them is a text field of each.
        for (const field of ['name', 'firstName']) {
          const regex = { $regex: CATASTROPHIC };
          for (const query of [
            json({ [field]: regex }),
            json({ [field]: { ...regex, $options: 'i' } }),
            json({ $or: [{ [field]: 'x' }, { $and: [{ [field]: regex }] }] }),
          ]) {
            for (const extra of ['', '&search=skola']) {
              const ask = `${url}?query=${query}${extra}`;
              const started = performance.now();
              const res = await t.request({ method: 'GET', url: ask, token: member });
              answers.push({ ask, status: res.statusCode, code: res.json().code, ms: performance.now() - started });
            }
          }
        }
      }
      return answers;
    });
    for (const a of answers) {
      expect(a.status, a.ask).toBe(400);
      expect(a.ms, a.ask).toBeLessThan(2000);
    }
    for (const url of lists) {
      const refusals = answers.filter((a) => a.ask.startsWith(`${url}?`) && a.code === 'REGEX_NOT_SUPPORTED');
      expect(refusals.length, `${url} refuses the regex itself`).toBeGreaterThanOrEqual(6);
    }
    const refused = answers.find((a) => a.ask.startsWith('/api/v1/project?') && a.code === 'REGEX_NOT_SUPPORTED');
    const res = await t.request({ method: 'GET', url: refused?.ask ?? '', token: member });
    expect(res.json().error).toBe('$regex on name uses a back-reference (\\6), which is not supported');
    // Health answered throughout, each time within half a second.
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) {
      expect(probe.status).toBe(200);
      expect(probe.ms).toBeLessThan(500);
    }
  });
});
