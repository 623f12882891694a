/** Open reviews past their due date join the daily deadline mail (docs/api.md §7), for whoever they wait for. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { decodeQuotedPrintable, mailTo } from '../test/mail';
import { makeFileWithContent, startReviewCall, step } from '../test/reviews';
import { createTestApp, type TestApp } from '../test/test-app';
import { sendDeadlineMails } from './deadline-mails';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const quiet = { info: () => undefined, error: () => undefined, warn: () => undefined };
const baseUrl = 'https://byggarkiv.example.se';

describe('overdue reviews in the deadline mail', () => {
  it('go to the reviewers who have not completed, then to the approver; never before the due date', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const lead = await makeMember(db, org);
    const anna = await makeMember(db, org, { firstName: 'Anna' });
    const bo = await makeMember(db, org, { firstName: 'Bo', language: 'en' });
    const chef = await makeMember(db, org, { firstName: 'Cecilia' });
    const project = await makeProject(db, org, {
      name: 'Kv. Hästen',
      visibility: 'organization',
      team: [lead.user.id],
    });
    const review = async (name: string, dueDate: string) => {
      const file = await makeFileWithContent(t, lead.token, project.id);
      const res = await startReviewCall(
        t,
        lead.token,
        {
          project: project.id,
          files: [{ kind: 'constructionfile', id: file._id }],
          reviewers: [anna.user.id, bo.user.id],
          approver: chef.user.id,
        },
        { name, dueDate },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { _id: string };
    };
    const late = await review('Bygghandling K', '2026-11-20');
    await review('Framtida handling', '2026-12-20');
    expect((await step(t, bo.token, late._id, 'complete')).statusCode).toBe(200);

    const ctx = { db, mailer: t.ctx.mailer, log: quiet, baseUrl };
    await sendDeadlineMails(ctx, '2026-11-24');
    const toAnna = decodeQuotedPrintable(mailTo(t.outbox(), anna.user.email) ?? '');
    expect(toAnna).toContain('Försenade granskningar');
    expect(toAnna).toContain('Bygghandling K (Kv. Hästen)');
    expect(toAnna).toContain('din granskning');
    expect(toAnna).toContain(`${baseUrl}/granskningar/${late._id}`);
    expect(toAnna).not.toContain('Framtida handling');
    // Bo has done his part; the approver waits for Anna.
    expect(decodeQuotedPrintable(mailTo(t.outbox(), bo.user.email) ?? '')).not.toContain('Overdue reviews');
    expect(mailTo(t.outbox(), chef.user.email)).toBeUndefined();

    expect((await step(t, anna.token, late._id, 'complete')).statusCode).toBe(200);
    await sendDeadlineMails(ctx, '2026-11-25');
    const toChef = decodeQuotedPrintable(mailTo(t.outbox(), chef.user.email) ?? '');
    expect(toChef).toContain('Bygghandling K');
    expect(toChef).toContain('ditt beslut');
  });
});
