/**
 * What a list `query` may ask of the database, through the routes, on both databases: regexes outside the
 * non-backtracking subset and oversized filters answer 400 before any statement runs, what is accepted is
 * answered at once even over the hostile name, and health keeps answering meanwhile. The embedded
 * database cannot interrupt a statement, so there this is the whole defence (hostile-input.test.ts holds the
 * class test over every route that takes `query`; statement-timeout.test.ts the PostgreSQL timeout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let member: string;
let superadmin: string;
let projectId: string;
const HOSTILE_NAME = `${'a'.repeat(150)}b`;
const CATASTROPHIC = '^(a*)(a*)(a*)(a*)(a*)(a*)\\6\\5\\4\\3\\2\\1ab$';
const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await makeOrganization(db);
  const m = await makeMember(db, org, { accountType: 'administrator' });
  member = m.token;
  superadmin = (await makeUser(db, { superadmin: true })).token;
  projectId = (await makeProject(db, org, { name: HOSTILE_NAME, team: [m.user.id] })).id;
  // Long names of a and b, the text on which an automaton has the most states to track (a fixed pseudo-random
  // sequence, so every run asks the same).
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  for (let i = 0; i < 100; i++)
    await makeProject(db, org, { name: Array.from({ length: 200 }, () => ((next() >> 16) & 1 ? 'a' : 'b')).join('') });
});
afterAll(async () => {
  await t.close();
});

describe('regexes on the routes', () => {
  it("refuses the issue's call with a message naming the field and the construct", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ name: { $regex: CATASTROPHIC } })}`,
      token: member,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: '$regex on name uses a back-reference (\\6), which is not supported',
      code: 'REGEX_NOT_SUPPORTED',
    });
  });

  it.each([
    ['lookahead', '(?=a)a', /lookahead/],
    ['embedded options', '(?i)aaa', /embedded options/],
    ['a nested quantifier', '^(a+)+$', /group that itself repeats/],
    ['a repeated group of alternatives', '^(a|aa)*$', /group of alternatives/],
  ])('refuses %s', async (_what, pattern, message) => {
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ name: { $regex: pattern } })}`,
      token: member,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REGEX_NOT_SUPPORTED');
    expect(res.json().error).toMatch(message);
  });

  it('answers what the web app and API clients send', async () => {
    for (const [pattern, options] of [
      ['a{100}b', undefined],
      ['^A+B$', 'i'],
      ['^(a*)(a*)(a*)(a*)(a*)(a*)ab$', undefined],
      ['[0-9]+|^a', undefined],
      ['.*b$', 'i'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/project?query=${q({ name: { $regex: pattern, ...(options ? { $options: options } : {}) } })}&select=name&limit=500`,
        token: member,
      });
      expect(res.statusCode, pattern).toBe(200);
      expect(
        res.json().result.map((p: { name: string }) => p.name),
        pattern,
      ).toContain(HOSTILE_NAME);
    }
  });

  it('answers the most states an accepted regex can track at once, and health answers meanwhile', async () => {
    const { result, probes } = await probingHealth(t, async () => {
      const started = performance.now();
      const res = await t.request({
        method: 'GET',
        url: `/project?query=${q({ name: { $regex: '[ab]*a[ab]{100}c', $options: 'i' } })}&limit=0`,
        token: superadmin,
      });
      return { res, ms: performance.now() - started };
    });
    expect(result.res.statusCode).toBe(200);
    expect(result.res.json().total).toBe(0);
    expect(result.ms).toBeLessThan(2000);
    for (const probe of probes) {
      expect(probe.status).toBe(200);
      expect(probe.ms).toBeLessThan(500);
    }
  });

  it("refuses the issue's call on a ZIP opened with a download link's ticket", async () => {
    const link = await t.request({
      method: 'POST',
      url: `/project/${projectId}/files.zip/download_link`,
      token: member,
    });
    const ticket = new URL((link.json() as { url: string }).url, 'http://x').searchParams.get('ticket') ?? '';
    const res = await t.request({
      method: 'GET',
      url: `/project/${projectId}/files.zip?ticket=${ticket}&query=${q({ name: { $regex: CATASTROPHIC } })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REGEX_NOT_SUPPORTED');
  });
});

describe('the size of a filter', () => {
  const eq = (i: number) => ({ name: `Projekt ${i}` });

  it.each([
    ['an $or of 101 entries', { $or: Array.from({ length: 101 }, (_, i) => eq(i)) }, /\$or takes at most 100/],
    [
      'eleven regexes',
      { $or: Array.from({ length: 11 }, (_, i) => ({ name: { $regex: `^${i}` } })) },
      /more than 10 \$regex/,
    ],
    [
      '201 conditions',
      {
        name: 'x',
        $and: [
          { $or: Array.from({ length: 100 }, (_, i) => eq(i)) },
          { $or: Array.from({ length: 100 }, (_, i) => eq(i)) },
        ],
      },
      /more than 200 field conditions/,
    ],
  ])('refuses %s on the list and its ZIP', async (_what, filter, message) => {
    for (const url of ['/project', `/project/${projectId}/files.zip`, '/constructionfile']) {
      const res = await t.request({ method: 'GET', url: `${url}?query=${q(filter)}`, token: member });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('FILTER_TOO_LARGE');
      expect(res.json().error, url).toMatch(message);
    }
  });

  it('keeps an $or of 100 entries', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ $or: [...Array.from({ length: 99 }, (_, i) => eq(i)), { name: HOSTILE_NAME }] })}`,
      token: member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
  });
});
