/** docs/api.md §7 "Reviews": the list, and the refusals of calls that may not be (permission rows: review-matrix.test.ts). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../common/api/review';
import { MSG_FILES, MSG_REVIEW } from '../../common/messages';
import { auditEvents } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { decodeQuotedPrintable, mailTo } from '../test/mail';
import { makeFileWithContent, startReviewCall, startReviewOk, step } from '../test/reviews';
import { testAppPerFile } from '../test/routes-app';
import { multipart, PDF } from '../test/uploads';
import { reviewHelpers } from '../test/routes-reviews';

const t = testAppPerFile();
const db = () => t.database.db;
const { setup, statusOf } = reviewHelpers(() => t);

describe('reviews', () => {
  it('lists with the list answer: by project, status (or closed), mine and role', async () => {
    const s = await setup();
    const [fileRef, drawingRef] = s.reviewSetup.files;
    const open = await startReviewOk(t, s.lead.token, { ...s.reviewSetup, files: fileRef ? [fileRef] : [] });
    const other = await startReviewOk(t, s.lead.token, { ...s.reviewSetup, files: drawingRef ? [drawingRef] : [] });
    expect((await step(t, s.lead.token, other._id, 'cancel')).statusCode).toBe(200);
    const list = async (token: string, query: string) => {
      const res = await t.request({ method: 'GET', url: `/review?${query}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; skip: number; limit: number; result: Review[] };
    };
    const all = await list(s.lead.token, `project=${s.project.id}`);
    expect(all).toMatchObject({ total: 2, skip: 0, limit: 50 });
    expect(all.result.map((r) => r._id)).toEqual([open._id, other._id]);
    expect((await list(s.lead.token, `project=${s.project.id}&status=open`)).result.map((r) => r._id)).toEqual([
      open._id,
    ]);
    expect((await list(s.lead.token, `project=${s.project.id}&status=closed`)).result.map((r) => r._id)).toEqual([
      other._id,
    ]);
    expect((await list(s.lead.token, `project=${s.project.id}&limit=1&skip=1`)).result.map((r) => r._id)).toEqual([
      other._id,
    ]);
    expect((await list(s.anna.token, `project=${s.project.id}&mine=true`)).total).toBe(2);
    expect((await list(s.anna.token, `project=${s.project.id}&role=created`)).total).toBe(0);
    expect((await list(s.lead.token, `project=${s.project.id}&role=created`)).total).toBe(2);
    const bad = await t.request({ method: 'GET', url: '/review?status=done', token: s.lead.token });
    expect(bad.statusCode).toBe(400);
    const badLimit = await t.request({ method: 'GET', url: '/review?limit=-1', token: s.lead.token });
    expect(badLimit.statusCode).toBe(400);
  });

  it('refuses a new revision of a file under an open review (409 FILE_IN_REVIEW), and a second open review of it', async () => {
    const s = await setup();
    const review = await startReviewOk(t, s.lead.token, s.reviewSetup);
    const up = await t.request({
      method: 'POST',
      url: '/upload_file',
      token: s.lead.token,
      ...multipart(Buffer.concat([PDF, Buffer.from('% B\n')]), 'b.pdf'),
    });
    const url = (up.json() as { url: string }).url;
    const revision = await t.request({
      method: 'POST',
      url: `/constructionfile/${s.file._id}/revisions`,
      token: s.lead.token,
      payload: { url },
    });
    expect(revision.statusCode).toBe(409);
    expect(revision.json()).toMatchObject({ code: 'FILE_IN_REVIEW', error: MSG_FILES.inReview });
    const patch = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${s.file._id}`,
      token: s.lead.token,
      payload: { url },
    });
    expect(patch.statusCode).toBe(409);
    // Its status is the review's to change: a manual one is refused too (the same status again is no change).
    for (const [kind, id] of [
      ['constructionfile', s.file._id],
      ['drawingfile', s.drawing._id],
    ] as const) {
      const manual = await t.request({
        method: 'PATCH',
        url: `/${kind}/${id}`,
        token: s.lead.token,
        payload: { status: 'published' },
      });
      expect(manual.statusCode).toBe(409);
      expect(manual.json()).toMatchObject({ code: 'FILE_STATUS_IN_REVIEW', error: MSG_FILES.statusInReview });
    }
    const rename = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${s.file._id}`,
      token: s.lead.token,
      payload: { name: 'Bygglov omdöpt', status: 'shared' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const twice = await startReviewCall(t, s.lead.token, s.reviewSetup);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FILE_IN_REVIEW');
    // Once the review is cancelled, the file takes revisions again and gets its status back.
    expect((await step(t, s.lead.token, review._id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(s.lead.token, 'constructionfile', s.file._id)).toBe('wip');
    expect(await statusOf(s.lead.token, 'drawingfile', s.drawing._id)).toBe('published');
    const later = await t.request({
      method: 'POST',
      url: `/constructionfile/${s.file._id}/revisions`,
      token: s.lead.token,
      payload: { url },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(decodeQuotedPrintable(mailTo(t.outbox(), s.chef.user.email) ?? '')).toContain('Granskning avbruten');
    expect((await step(t, s.lead.token, review._id, 'cancel')).statusCode).toBe(409);
  });

  it('answers bad requests with a 4xx and a useful text, never a 500', async () => {
    const s = await setup();
    const elsewhere = await makeProject(db(), s.org, { visibility: 'organization', team: [s.lead.user.id] });
    const stranger = await makeFileWithContent(t, s.lead.token, elsewhere.id);
    const outsider = await makeMember(db(), await makeOrganization(db()));
    const colleagueOffTeam = await makeMember(db(), s.org);
    const cases: Array<[Record<string, unknown>, number, string?]> = [
      [{ files: [] }, 400, 'VALIDATION_FAILED'],
      [{ reviewers: [] }, 400, 'VALIDATION_FAILED'],
      [{ dueDate: '15/12/2026' }, 400, 'VALIDATION_FAILED'],
      [{ name: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ approver: undefined }, 400, 'VALIDATION_FAILED'],
      [{ files: [{ kind: 'pdf', id: s.file._id }] }, 400, 'VALIDATION_FAILED'],
      [{ files: [{ kind: 'constructionfile', id: stranger._id }] }, 400, 'REVIEW_FILE_NOT_IN_PROJECT'],
      [{ files: [s.reviewSetup.files[0], s.reviewSetup.files[0]] }, 400, 'REVIEW_FILE_TWICE'],
      [{ files: [{ kind: 'constructionfile', id: 'nope' }] }, 404],
      [{ files: [{ kind: 'drawingfile', id: s.file._id }] }, 404],
      [{ reviewers: ['00000000-0000-4000-8000-000000000000'] }, 400, 'REVIEW_UNKNOWN_PERSON'],
      [{ reviewers: ['not-a-uuid'] }, 400, 'REVIEW_UNKNOWN_PERSON'],
      [{ reviewers: [outsider.user.id] }, 400, 'REVIEW_PERSON_CANNOT_READ'],
      [{ approver: colleagueOffTeam.user.id }, 400, 'REVIEW_PERSON_CANNOT_READ'],
      [{ project: 'nope' }, 404],
    ];
    for (const [over, status, code] of cases) {
      const res = await startReviewCall(t, s.lead.token, s.reviewSetup, over);
      expect(res.statusCode, `${JSON.stringify(over)} → ${res.body}`).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }
    const review = await startReviewOk(t, s.lead.token, s.reviewSetup);
    await step(t, s.anna.token, review._id, 'complete');
    await step(t, s.bo.token, review._id, 'complete');
    const decide = async (payload: unknown) => step(t, s.chef.token, review._id, 'decide', payload);
    expect((await decide({ decisions: [] })).statusCode).toBe(400);
    expect((await decide({ decisions: [{ id: s.file._id, decision: 'maybe' }] })).statusCode).toBe(400);
    const notInReview = await decide({ decisions: [{ id: stranger._id, decision: 'approved' }] });
    expect(notInReview.statusCode).toBe(400);
    expect(notInReview.json().code).toBe('REVIEW_FILE_NOT_IN_REVIEW');
    expect((await decide('not json')).statusCode).toBe(415);
    expect((await t.request({ method: 'GET', url: '/review/nope', token: s.lead.token })).statusCode).toBe(404);
    const unknown = await t.request({
      method: 'GET',
      url: '/review/00000000-0000-4000-8000-000000000000',
      token: s.lead.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MSG_REVIEW.notFound);
    // Nothing of a refused start was kept.
    const [kept] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, elsewhere.id), eq(auditEvents.action, 'review.start')));
    expect(kept).toBeUndefined();
  });
});
