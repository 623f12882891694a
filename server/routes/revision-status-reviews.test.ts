/**
 * docs/api.md §7 "Status per revision" under review: approving publishes the reviewed revision, rejecting sends it
 * back to work in progress, and a reviewer off the team reads the revision under review while the rest keep A.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, type MadeUser } from '../test/factories';
import { makeTextPdf } from '../test/pdf-fixture';
import { type TestApp } from '../test/test-app';
import { makeFileWithContent, startReviewOk, step } from '../test/reviews';
import { KINDS, openRevisionStatusWorld, revisionStatusHelpers } from '../test/routes-revision-status';

let t: TestApp;
let member: MadeUser;
let outsider: MadeUser;
let projectId: string;
beforeAll(async () => {
  ({ t, member, outsider, projectId } = await openRevisionStatusWorld());
});
afterAll(async () => {
  await t.close();
});
const { upload, get, one } = revisionStatusHelpers(() => ({ t, member, projectId }));

describe('a review of a new revision', () => {
  it('approving publishes the reviewed revision; rejecting sends it back to wip and outsiders keep A', async () => {
    const revised = async () => {
      const file = await makeFileWithContent(t, member.token, projectId);
      const b = await t.request({
        method: 'POST',
        url: `/constructionfile/${file._id}/revisions`,
        token: member.token,
        payload: { url: await upload(KINDS[0], makeTextPdf([['B', 'Ny.']])) },
      });
      expect(b.json()).toMatchObject({ revision: 'B', status: 'wip' });
      return file._id;
    };
    const approved = await revised();
    const rejected = await revised();
    const review = await startReviewOk(t, member.token, {
      project: projectId,
      files: [
        { kind: 'constructionfile', id: approved },
        { kind: 'constructionfile', id: rejected },
      ],
      reviewers: [member.user.id],
      approver: member.user.id,
    });
    // Under review the team sees B shared; outsiders still A.
    expect(await one(KINDS[0], approved, member.token)).toMatchObject({ revision: 'B', status: 'shared' });
    expect(await one(KINDS[0], approved, outsider.token)).toMatchObject({ revision: 'A', status: 'published' });
    expect((await step(t, member.token, review._id, 'complete')).statusCode).toBe(200);
    const decided = await step(t, member.token, review._id, 'decide', {
      decisions: [
        { id: approved, decision: 'approved' },
        { id: rejected, decision: 'rejected', comment: 'Fel mått' },
      ],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await one(KINDS[0], approved, outsider.token)).toMatchObject({ revision: 'B', status: 'published' });
    expect(await one(KINDS[0], rejected, member.token)).toMatchObject({ revision: 'B', status: 'wip' });
    expect(await one(KINDS[0], rejected, outsider.token)).toMatchObject({ revision: 'A', status: 'published' });
  });
});

describe('a reviewer off the team', () => {
  it('reads the revision under review, and its markups; the rest of the world keeps A', async () => {
    const db = t.database.db;
    const reviewer = await makeMember(db, await makeOrganization(db));
    const file = await makeFileWithContent(t, member.token, projectId);
    const b = makeTextPdf([['B', 'Granskas.']]);
    const added = await t.request({
      method: 'POST',
      url: `/constructionfile/${file._id}/revisions`,
      token: member.token,
      payload: { url: await upload(KINDS[0], b) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const review = await startReviewOk(t, member.token, {
      project: projectId,
      files: [{ kind: 'constructionfile', id: file._id }],
      reviewers: [reviewer.user.id],
      approver: member.user.id,
    });
    const revisions = (await get(`/constructionfile/${file._id}/revisions`, member.token)).json();
    const underReview = revisions.result.find((r: { revision: string }) => r.revision === 'B');
    expect(underReview).toMatchObject({ status: 'shared', current: true });
    // The reviewer sees the file as the rest of the world does, at A, but reads B through the review.
    expect(await one(KINDS[0], file._id, reviewer.token)).toMatchObject({ revision: 'A', status: 'published' });
    const theirList = (await get(`/constructionfile/${file._id}/revisions`, reviewer.token)).json();
    expect(theirList.result.map((r: { revision: string; current: boolean }) => [r.revision, r.current])).toEqual([
      ['A', true],
    ]);
    const read = await get(underReview.url, reviewer.token);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(b)).toBe(true);
    const markups = await get(
      `/constructionfile/${file._id}/markups?revisionId=${underReview._id}&review=${review._id}`,
      reviewer.token,
    );
    expect(markups.statusCode, markups.body).toBe(200);
    // Someone of another organization who takes no part in the review does not.
    expect((await get(underReview.url, outsider.token)).statusCode).toBe(404);
    const theirs = await get(`/constructionfile/${file._id}/markups?revisionId=${underReview._id}`, outsider.token);
    expect(theirs.statusCode).toBe(404);
  });
});
