/**
 * Two servers on one database and one storage behind a round-robin proxy, as a deployment with more than one
 * instance runs: every request goes to the other server than the one before, so each step below is served by
 * the instance that did not see the step before it.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyScheduler } from './jobs/daily-scheduler';
import { PeriodicJob } from './jobs/periodic-job';
import type { Database } from './db/client';
import { makeMember, makeOrganization, makeProject, TEST_PASSWORD } from './test/factories';
import { startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy';
import { createTestApp, type TestApp } from './test/test-app';
import { testDbKind } from './test/test-database';
import { PDF } from './test/uploads';

let t: TestApp;
let proxy: RoundRobinProxy;
let second: Database;

const address = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Rate limits counted in Redis on the PostgreSQL pass when CI has one (TEST_REDIS_URL), in PostgreSQL otherwise. */
const redisUrl = testDbKind === 'postgres' ? process.env.TEST_REDIS_URL : undefined;

beforeAll(async () => {
  t = await createTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
  const twin = await t.twin();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await twin.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startRoundRobinProxy([address(t.app), address(twin)]);
  second = await t.database.openAgain();
});
afterAll(async () => {
  await proxy.close();
  await second.close();
  await t.close();
});

interface Answer {
  status: number;
  body: unknown;
  instance: string | null;
}

async function call(method: string, path: string, opts: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${proxy.url}/api/v1${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Content, not JSON.
  }
  return { status: res.status, body, instance: res.headers.get('x-instance') } satisfies Answer;
}

/** The next two calls land on different instances; says which one a call went to. */
const other = (a: Answer, b: Answer) => expect(a.instance).not.toBe(b.instance);

async function team() {
  const org = await makeOrganization(t.database.db);
  const member = await makeMember(t.database.db, org, { accountType: 'administrator' });
  const project = await makeProject(t.database.db, org, { name: 'Norra skolan', team: [member.user.id] });
  return { org, member, project };
}

describe('two instances behind a round-robin proxy', () => {
  it('a session made on one works on the other; logout on one ends it on both', async () => {
    const { member } = await team();
    const login = await call('POST', '/auth/login', { json: { email: member.user.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    const token = (login.body as { api_token: string }).api_token;
    const checks = [
      await call('POST', '/auth/verify_token', { token }),
      await call('POST', '/auth/verify_token', { token }),
    ];
    expect(checks.map((c) => c.status)).toEqual([200, 200]);
    other(checks[0] as Answer, checks[1] as Answer);

    const logout = await call('POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    const after = [
      await call('POST', '/auth/verify_token', { token }),
      await call('POST', '/auth/verify_token', { token }),
    ];
    expect(after.map((c) => c.status)).toEqual([401, 401]);
  });

  it('a write through one is read through the other at once, though both had the page cached', async () => {
    const { member, project } = await team();
    const list = () =>
      call('GET', '/project?sort=-createdAt,-name&populate=organization&query=%7B%7D', { token: member.token });
    const names = (a: Answer) => (a.body as { result: Array<{ name: string }> }).result.map((p) => p.name);
    for (let round = 1; round <= 10; round += 1) {
      // Both instances hold the page in their caches…
      const warm = [await list(), await list()];
      other(warm[0] as Answer, warm[1] as Answer);
      // …one of them renames the project, and the other answers the very next read.
      const rename = await call('PUT', `/project/${project.id}`, {
        token: member.token,
        json: { name: `Norra skolan, etapp ${round}` },
      });
      expect(rename.status).toBe(200);
      const read = await list();
      other(rename, read);
      expect(names(read)).toEqual([`Norra skolan, etapp ${round}`]);
    }
  });

  it('a file uploaded through one is listed, counted and served by the other', async () => {
    const { member, project } = await team();
    const filesList = () =>
      call('GET', `/constructionfile?query=${encodeURIComponent(JSON.stringify({ project: project.id }))}`, {
        token: member.token,
      });
    const totals = [await filesList(), await filesList()].map((a) => (a.body as { total: number }).total);
    expect(totals).toEqual([0, 0]);

    const form = new FormData();
    form.append('file', new Blob([PDF]), 'bygglov.pdf');
    const upload = await call('POST', '/upload_file', { token: member.token, form });
    expect(upload.status).toBe(201);
    const created = await call('POST', '/constructionfile', {
      token: member.token,
      json: {
        name: 'Bygglov',
        year: 2026,
        documentType: 'Bygglov',
        project: project.id,
        url: (upload.body as { url: string }).url,
      },
    });
    other(upload, created);
    expect(created.status).toBe(201);
    const listed = [await filesList(), await filesList()];
    expect(listed.map((a) => (a.body as { total: number }).total)).toEqual([1, 1]);
    const file = created.body as { url: string };
    const content = [
      await call('GET', file.url.replace('/api/v1', ''), { token: member.token }),
      await call('GET', file.url.replace('/api/v1', ''), { token: member.token }),
    ];
    other(content[0] as Answer, content[1] as Answer);
    expect(content.map((c) => [c.status, c.body])).toEqual([
      [200, PDF.toString()],
      [200, PDF.toString()],
    ]);
  });

  it(`shares rate limits (${redisUrl ? 'Redis' : 'PostgreSQL'}): five reset mails per address and account in 15 minutes, not five per instance`, async () => {
    const { member } = await team();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await call('POST', '/auth/send_password_reset_email', { json: { email: member.user.email } })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('shares the sign-in guessing limit', async () => {
    const { member } = await team();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await call('POST', '/auth/login', { json: { email: member.user.email, password: 'fel-lösenord' } })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('runs the hourly sweep on one instance per hour, however many look at once', async () => {
    let runs = 0;
    const job = (db: Database) =>
      new PeriodicJob(
        db.db,
        { info: () => undefined, error: () => undefined },
        {
          name: 'test-sweep',
          periodMs: 60 * 60_000,
          run: async () => {
            runs += 1;
            return {};
          },
        },
      );
    const jobs = [job(t.database), job(second), job(t.database), job(second)];
    await Promise.all(jobs.map((j) => j.tick()));
    await Promise.all(jobs.map((j) => j.tick()));
    expect(runs).toBe(1);
  });

  it('runs a daily job once per day across both instances', async () => {
    let runs = 0;
    const scheduler = (db: Database) =>
      new DailyScheduler(
        db.db,
        { info: () => undefined, error: () => undefined },
        [{ name: 'test-daily', hour: 7, run: async () => void (runs += 1) }],
        () => new Date('2026-11-25T08:30:00Z'),
      );
    await Promise.all([scheduler(t.database), scheduler(second), scheduler(t.database)].map((s) => s.tick()));
    expect(runs).toBe(1);
  });
});
