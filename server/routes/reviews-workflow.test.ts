/** docs/api.md §7 "Reviews": start, complete and decide, with statuses, mails and audit events (permission rows: review-matrix.test.ts). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../common/api/review';
import { MSG_REVIEW } from '../../common/messages';
import { auditEvents } from '../db/schema';
import { decodeQuotedPrintable, mailTo } from '../test/mail';
import { startReviewOk, step } from '../test/reviews';
import { testAppPerFile } from '../test/routes-app';
import { reviewHelpers } from '../test/routes-reviews';

const t = testAppPerFile();
const db = () => t.database.db;
const { setup, statusOf } = reviewHelpers(() => t);

describe('reviews', () => {
  it('runs start → reviewers complete → the approver decides, with statuses, mails and audit events', async () => {
    const s = await setup();
    const review = await startReviewOk(t, s.lead.token, s.reviewSetup);
    expect(review).toMatchObject({
      project: s.project.id,
      name: 'Systemhandling K',
      message: 'Granska bärning',
      dueDate: '2026-12-15',
      status: 'open',
      createdBy: { _id: s.lead.user.id, firstName: 'Lena' },
      approver: { _id: s.chef.user.id },
      reviewers: [
        { user: { _id: s.anna.user.id }, completedAt: null, comment: '' },
        { user: { _id: s.bo.user.id }, completedAt: null, comment: '' },
      ],
      files: [
        { kind: 'constructionfile', id: s.file._id, revision: 'A', decision: null },
        { kind: 'drawingfile', id: s.drawing._id, revision: 'A', decision: null },
      ],
      abilities: { complete: false, decide: false, cancel: true },
    });
    expect(review.files[0]?.url).toMatch(new RegExp(`/constructionfile/${s.file._id}/revisions/.+/content$`));
    expect(await statusOf(s.lead.token, 'constructionfile', s.file._id)).toBe('shared');
    expect(await statusOf(s.lead.token, 'drawingfile', s.drawing._id)).toBe('shared');
    // The reviewers are mailed in their language, the approver not yet.
    const started = decodeQuotedPrintable(mailTo(t.outbox(), s.anna.user.email) ?? '');
    expect(started).toContain('Granskning: Systemhandling K');
    expect(started).toContain(`/granskningar/${review._id}`);
    expect(decodeQuotedPrintable(mailTo(t.outbox(), s.bo.user.email) ?? '')).toContain('Review: Systemhandling K');
    expect(mailTo(t.outbox(), s.chef.user.email)).toBeUndefined();

    // What waits for whom.
    const waiting = async (token: string) =>
      ((await t.request({ method: 'GET', url: '/review?role=waiting', token })).json() as { result: Review[] }).result
        .map((r) => r._id)
        .includes(review._id);
    expect(await waiting(s.anna.token)).toBe(true);
    expect(await waiting(s.chef.token)).toBe(false);

    const early = await step(t, s.chef.token, review._id, 'decide', {
      decisions: [{ id: s.file._id, decision: 'approved' }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_READY', error: MSG_REVIEW.notReady });

    const annaDone = await step(t, s.anna.token, review._id, 'complete', { comment: 'Ser bra ut' });
    expect(annaDone.statusCode, annaDone.body).toBe(200);
    expect(annaDone.json().reviewers[0]).toMatchObject({ comment: 'Ser bra ut', completedAt: expect.any(String) });
    const again = await step(t, s.anna.token, review._id, 'complete');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_COMPLETED');
    expect(mailTo(t.outbox(), s.chef.user.email)).toBeUndefined();
    expect((await step(t, s.bo.token, review._id, 'complete')).statusCode).toBe(200);
    expect(decodeQuotedPrintable(mailTo(t.outbox(), s.chef.user.email) ?? '')).toContain('Alla granskare är klara');
    expect(await waiting(s.chef.token)).toBe(true);

    const first = await step(t, s.chef.token, review._id, 'decide', {
      decisions: [{ id: s.file._id, decision: 'approved_with_comments', comment: 'Rätta stavfel' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'open', abilities: { decide: true } });
    expect(mailTo(t.outbox(), s.lead.user.email)).toBeUndefined();
    const last = await step(t, s.chef.token, review._id, 'decide', {
      decisions: [{ id: s.drawing._id, decision: 'rejected', comment: 'Fel skala' }],
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'partly_approved',
      closedAt: expect.any(String),
      files: [
        { decision: 'approved_with_comments', decisionComment: 'Rätta stavfel' },
        { decision: 'rejected', decisionComment: 'Fel skala' },
      ],
      abilities: { complete: false, decide: false, cancel: false },
    });
    expect(await statusOf(s.lead.token, 'constructionfile', s.file._id)).toBe('published');
    expect(await statusOf(s.lead.token, 'drawingfile', s.drawing._id)).toBe('wip');
    const closed = decodeQuotedPrintable(mailTo(t.outbox(), s.lead.user.email) ?? '');
    expect(closed).toContain('Granskning avslutad');
    expect(closed).toContain('delvis godkänd');

    const after = await step(t, s.chef.token, review._id, 'decide', {
      decisions: [{ id: s.drawing._id, decision: 'approved' }],
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('REVIEW_CLOSED');

    const events = await db()
      .select({ action: auditEvents.action, entityType: auditEvents.entityType, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(eq(auditEvents.projectId, s.project.id));
    const actions = events.map((e) => `${e.entityType}:${e.action}`);
    expect(actions.filter((a) => a.startsWith('review:')).sort()).toEqual([
      'review:review.complete',
      'review:review.complete',
      'review:review.decide',
      'review:review.decide',
      'review:review.start',
    ]);
    // Each status change as a PATCH records it: to shared at the start, to published / wip at the close.
    expect(actions.filter((a) => a.endsWith(':status')).sort()).toEqual([
      'constructionfile:status',
      'constructionfile:status',
      'drawing:status',
      'drawing:status',
    ]);
  });

  it('approves all: the review is approved and every file published; all rejected: rejected, back to wip', async () => {
    const s = await setup();
    const decideAll = async (decision: 'approved' | 'rejected') => {
      const review = await startReviewOk(t, s.lead.token, { ...s.reviewSetup, reviewers: [s.anna.user.id] });
      await step(t, s.anna.token, review._id, 'complete');
      const res = await step(t, s.chef.token, review._id, 'decide', {
        decisions: s.reviewSetup.files.map((f) => ({ id: f.id, decision })),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Review;
    };
    expect((await decideAll('approved')).status).toBe('approved');
    expect(await statusOf(s.lead.token, 'constructionfile', s.file._id)).toBe('published');
    expect((await decideAll('rejected')).status).toBe('rejected');
    expect(await statusOf(s.lead.token, 'constructionfile', s.file._id)).toBe('wip');
    expect(await statusOf(s.lead.token, 'drawingfile', s.drawing._id)).toBe('wip');
  });
});
