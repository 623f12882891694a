/**
 * Class tests over every route the API has (read from its own OpenAPI document, so a new route is covered the
 * day it is added): a protected call without a token answers 401 before anything looks at its body; a NUL
 * character anywhere a client sends text answers 400; JavaScript's prototype names never reach a lookup; a
 * `query` whose regex would backtrack for minutes is refused before it reaches the database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/shared';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';
import { importCsvRequest } from '../test/uploads';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }> };
}
interface Route {
  method: Method;
  path: string;
  op: Operation;
}

let t: TestApp;
let routes: Route[];
let superadmin: string;
let member: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(API_BASE))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
    );
  const db = t.database.db;
  superadmin = (await makeUser(db, { superadmin: true })).token;
  const org = await makeOrganization(db);
  const m = await makeMember(db, org, { accountType: 'administrator' });
  projectId = (await makeProject(db, org, { team: [m.user.id] })).id;
  // The issue's project: with a back-reference regex PostgreSQL spent over a minute on this one name.
  await makeProject(db, org, { name: `${'a'.repeat(150)}b`, team: [m.user.id] });
  member = m.token;
});
afterAll(async () => {
  await t.close();
});

const fill = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());
const isPublic = (op: Operation) =>
  Array.isArray(op.security) && (op.security.length === 0 || op.security.some((s) => Object.keys(s).length === 0));
const hasJsonBody = (op: Operation) => Boolean(op.requestBody?.content?.['application/json']);

/** Routes anyone may call; everything else needs a token. A route leaving this list on purpose updates it. */
const PUBLIC = [
  'GET /api/v1/health',
  // A scraper's bearer token (METRICS_TOKEN) instead of a session; otherwise the superadmin's.
  'GET /api/v1/metrics',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  // The second step of a sign-in: the mfaToken of the first step instead of a session.
  'POST /api/v1/auth/login/mfa',
  // Signing in with a passkey: its options, and the assertion that answers them.
  'POST /api/v1/auth/passkeys/login/options',
  'POST /api/v1/auth/passkeys/login',
  'POST /api/v1/auth/send_password_reset_email',
  'POST /api/v1/auth/reset_password',
  // Single sign-on: whether a domain signs in through an organization, the way there and back, and the one-time
  // code of a finished sign-in instead of a session.
  'GET /api/v1/auth/sso/lookup',
  'GET /api/v1/auth/sso/start',
  'GET /api/v1/auth/sso/callback',
  'POST /api/v1/auth/sso/exchange',
  'GET /api/v1/public/organization',
  'GET /api/v1/public/limits',
  'GET /api/v1/public/documentType',
  'GET /api/v1/uploads/{id}',
  'GET /api/v1/constructionfile/{id}/content',
  'GET /api/v1/drawingfile/{id}/content',
  // With a download link's ticket instead of a token (a browser's plain link).
  'GET /api/v1/constructionfile/{id}/revisions/{revisionId}/content',
  'GET /api/v1/drawingfile/{id}/revisions/{revisionId}/content',
  'GET /api/v1/project/{id}/files.zip',
  'GET /api/v1/constructionfile/{id}/thumbnail',
  'GET /api/v1/drawingfile/{id}/thumbnail',
  'GET /api/v1/api_shared/project_files.zip',
  'GET /api/v1/api_shared/project',
  'GET /api/v1/api_shared/project_files',
];

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

describe('a NUL character is bad input everywhere', () => {
  it('is refused in every JSON body field, every query parameter and every path parameter', async () => {
    let checked = 0;
    for (const route of routes) {
      const url = fill(route.path);
      const token = isPublic(route.op) ? undefined : superadmin;
      const sends: Array<{ what: string; url: string; payload?: unknown }> = [];
      if (hasJsonBody(route.op)) {
        const props = Object.keys(route.op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        for (const prop of props.length ? props : ['name'])
          sends.push({ what: `body.${prop}`, url, payload: { [prop]: 'före\u0000efter' } });
        sends.push({ what: 'body key', url, payload: { 'nyckel\u0000': 'x' } });
        sends.push({ what: 'nested body', url, payload: { list: [{ deep: ['a\u0000'] }] } });
      }
      for (const p of route.op.parameters ?? []) {
        if (p.in === 'query') sends.push({ what: `query ${p.name}`, url: `${url}?${p.name}=a%00b` });
        if (p.in === 'path')
          sends.push({ what: `path ${p.name}`, url: fill(route.path.replace(`{${p.name}}`, 'a%00b')) });
      }
      for (const send of sends) {
        const res = await t.request({ method: route.method, url: send.url, token, payload: send.payload as object });
        expect(res.statusCode, `${route.method} ${route.path} ${send.what}`).toBe(400);
        expect(res.json().code, `${route.method} ${route.path} ${send.what}`).toBe('NUL_CHARACTER');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('is refused inside a list query once its JSON is decoded, and leaves nothing written', async () => {
    for (const list of ['/project', '/constructionfile', '/drawingfile', '/user', '/organization']) {
      const query = encodeURIComponent('{"name":{"$regex":"a\\u0000","$options":"i"}}');
      const res = await t.request({ method: 'GET', url: `${list}?query=${query}`, token: member });
      expect(res.statusCode, list).toBe(400);
      expect(res.json().code).toBe('NUL_CHARACTER');
    }
    const created = await t.request({
      method: 'POST',
      url: '/project',
      token: member,
      payload: { name: 'Skola\u0000', type: 'Nybyggnad', startDate: '2026-01-01', visibility: 'organization' },
    });
    expect(created.statusCode).toBe(400);
    const found = await t.request({
      method: 'GET',
      url: `/project?query=${encodeURIComponent('{"name":{"$regex":"Skola"}}')}`,
      token: member,
    });
    expect(found.json().total).toBe(0);
  });

  it('is reported on its row in a CSV import, and the other rows are imported', async () => {
    // A NUL among the first 64 KB means a binary file (400 CSV_NOT_TEXT, tested with the import); later, one cell.
    const filler = Array.from({ length: 1500 }, (_, i) => `Förskola ${i},,Nybyggnad,,2026-01-01,organization\n`);
    const csv =
      'name,description,type,sector,startDate,visibility\n' +
      filler.join('') +
      'Skola\u0000B,,Nybyggnad,,2026-01-01,organization\n' +
      'Skola C,,Nybyggnad,,2026-01-01,organization\n';
    const res = await importCsvRequest(t, member, 'projects', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1501, failed: 1 });
    expect(res.json().validationErrors).toEqual([
      expect.objectContaining({ row: 1501, field: 'name', code: 'NUL_CHARACTER' }),
    ]);
  });
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
