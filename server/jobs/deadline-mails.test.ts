/**
 * The deadline mails with a fixed clock (docs/api.md §6): who gets one and what it lists, the opt-out, the language,
 * and the daily scheduler: once a day, across two instances, a missed day caught up once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activities, deadlineMails, jobRuns, users } from '../db/schema';
import { decodeQuotedPrintable } from '../test/mail';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { DailyScheduler, type DailyJob } from './daily-scheduler';
import { sendDeadlineMails } from './deadline-mails';
import { addDays } from './stockholm-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = '2026-11-24';
const quiet = { info: () => undefined, error: () => undefined, warn: () => undefined };
const baseUrl = 'https://byggarkiv.example.se';
const mails = () => t.outbox().map(decodeQuotedPrintable);

async function world() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const anna = await makeMember(db, org, { firstName: 'Anna' });
  const erik = await makeMember(db, org, { firstName: 'Erik', notifyDeadlines: false });
  const emma = await makeMember(db, org, { firstName: 'Emma', language: 'en' });
  const olle = await makeMember(db, org, { firstName: 'Olle' });
  const project = await makeProject(db, org, { name: 'Kv. Lärkan förskola' });
  const archived = await makeProject(db, org, { name: 'Gamla badhuset', archived: true });
  type Status = 'todo' | 'ongoing' | 'done';
  const activity = (name: string, responsibleId: string, deadline: string, status: Status = 'todo', on = project) =>
    ({ projectId: on.id, name, responsibleId, deadline, status, keywords: [] }) as typeof activities.$inferInsert;
  await db
    .insert(activities)
    .values([
      activity('Gjutning av bottenplatta', anna.user.id, addDays(DAY, -2)),
      activity('Bygglovsritningar', anna.user.id, addDays(DAY, 3), 'todo'),
      activity('Slutbesiktning', anna.user.id, addDays(DAY, 4)),
      activity('Rivning klar', anna.user.id, addDays(DAY, -5), 'done'),
      activity('Gammal aktivitet', anna.user.id, addDays(DAY, -1), 'todo', archived),
      activity('Elritningar', erik.user.id, addDays(DAY, -1)),
      activity('Stomresning', emma.user.id, DAY, 'todo'),
      activity('Målning', olle.user.id, addDays(DAY, -3), 'done'),
    ]);
  return { anna, erik, emma, olle };
}

describe('deadline mails', () => {
  beforeEach(async () => {
    await t.database.db.delete(activities);
    await t.database.db.delete(deadlineMails);
    await t.database.db.delete(jobRuns);
  });

  it('sends each responsible person one mail of what is overdue or due within three days, in their language', async () => {
    const { anna, emma } = await world();
    const before = t.outbox().length;
    const sent = await sendDeadlineMails({ db: t.database.db, mailer: t.ctx.mailer, log: quiet, baseUrl }, DAY);
    expect(sent).toBe(2);
    const fresh = mails().slice(before);
    expect(fresh).toHaveLength(2);
    const toAnna = fresh.find((m) => m.includes(anna.user.email)) ?? '';
    expect(toAnna).toContain('Gjutning av bottenplatta');
    expect(toAnna).toContain('2 dagar sen');
    expect(toAnna).toContain('Bygglovsritningar');
    expect(toAnna).toContain('om 3 dagar');
    expect(toAnna).toContain(`${baseUrl}/projekt/`);
    // Due in four days, done, or on an archived project: not listed.
    expect(toAnna).not.toContain('Slutbesiktning');
    expect(toAnna).not.toContain('Rivning klar');
    expect(toAnna).not.toContain('Gammal aktivitet');
    const toEmma = fresh.find((m) => m.includes(emma.user.email)) ?? '';
    expect(toEmma).toContain('due today');
    expect(toEmma).toMatch(/Subject: Byggarkiv: 1 due soon activity/);
    expect(toEmma).toContain('<html lang="en">');
  });

  it('sends nothing to those who turned it off or have nothing due, and nothing twice on one day', async () => {
    const { erik, olle } = await world();
    const before = t.outbox().length;
    const ctx = { db: t.database.db, mailer: t.ctx.mailer, log: quiet, baseUrl };
    await sendDeadlineMails(ctx, DAY);
    expect(await sendDeadlineMails(ctx, DAY)).toBe(0);
    const fresh = mails().slice(before);
    expect(fresh).toHaveLength(2);
    expect(fresh.some((m) => m.includes(erik.user.email))).toBe(false);
    expect(fresh.some((m) => m.includes(olle.user.email))).toBe(false);
  });

  it('is turned off and on with PUT user/{id} { notifyDeadlines }', async () => {
    const { anna } = await world();
    const put = await t.request({
      method: 'PUT',
      url: `/user/${anna.user.id}`,
      token: anna.token,
      payload: { notifyDeadlines: false, language: 'en' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ notifyDeadlines: false, language: 'en' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, anna.user.id));
    expect(row?.notifyDeadlines).toBe(false);
    const before = t.outbox().length;
    await sendDeadlineMails({ db: t.database.db, mailer: t.ctx.mailer, log: quiet, baseUrl }, DAY);
    expect(
      mails()
        .slice(before)
        .some((m) => m.includes(anna.user.email)),
    ).toBe(false);
  });
});

describe('the daily scheduler', () => {
  beforeEach(async () => {
    await t.database.db.delete(jobRuns);
  });

  const counting = () => {
    const runs: string[] = [];
    const job: DailyJob = { name: 'test-job', hour: 7, run: async (day) => void runs.push(day) };
    return { runs, job };
  };
  // 07:05 in Stockholm on 24 November (UTC+1 in winter).
  const at = (iso: string) => () => new Date(iso);

  it('runs a job once on its day, from its hour', async () => {
    const { runs, job } = counting();
    const early = new DailyScheduler(t.database.db, quiet, [job], at('2026-11-24T05:59:00Z'));
    await early.tick();
    // Before 07:00 the day due is yesterday: a first start catches it up.
    expect(runs).toEqual(['2026-11-23']);
    const later = new DailyScheduler(t.database.db, quiet, [job], at('2026-11-24T06:05:00Z'));
    await later.tick();
    await later.tick();
    expect(runs).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('runs once across two instances ticking at the same time', async () => {
    const { runs, job } = counting();
    const clock = at('2026-11-24T06:30:00Z');
    const one = new DailyScheduler(t.database.db, quiet, [job], clock);
    const two = new DailyScheduler(t.database.db, quiet, [job], clock);
    await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
    expect(runs).toEqual(['2026-11-24']);
  });

  it('catches up a missed day once after a restart, not once per day missed', async () => {
    const { runs, job } = counting();
    await new DailyScheduler(t.database.db, quiet, [job], at('2026-11-20T07:00:00Z')).tick();
    // Down for three days; back on the 24th at 09:00 Swedish time.
    await new DailyScheduler(t.database.db, quiet, [job], at('2026-11-24T08:00:00Z')).tick();
    expect(runs).toEqual(['2026-11-20', '2026-11-24']);
  });

  it('tries again after a failed run', async () => {
    let fail = true;
    const runs: string[] = [];
    const job: DailyJob = {
      name: 'flaky-job',
      hour: 7,
      run: async (day) => {
        if (fail) throw new Error('SMTP down');
        runs.push(day);
      },
    };
    const scheduler = new DailyScheduler(t.database.db, quiet, [job], at('2026-11-24T07:00:00Z'));
    await scheduler.tick();
    fail = false;
    await scheduler.tick();
    expect(runs).toEqual(['2026-11-24']);
  });

  it('sends the mails once when two instances run the deadline job together', async () => {
    await t.database.db.delete(activities);
    await t.database.db.delete(deadlineMails);
    await world();
    const before = t.outbox().length;
    const job: DailyJob = {
      name: 'deadline-mails',
      hour: 7,
      run: async (day) =>
        void (await sendDeadlineMails({ db: t.database.db, mailer: t.ctx.mailer, log: quiet, baseUrl }, day)),
    };
    const clock = at('2026-11-24T06:10:00Z');
    await Promise.all([
      new DailyScheduler(t.database.db, quiet, [job], clock).tick(),
      new DailyScheduler(t.database.db, quiet, [job], clock).tick(),
    ]);
    expect(mails().slice(before)).toHaveLength(2);
  });
});
