/**
 * The approver's word on the file (issue #36 item 1, docs/api.md §7 "Reviews"): a file's latest review decision is
 * part of the file for those who manage the project's files — one file, and the rows of the lists — and stays with
 * the revision it was about when a newer one is uploaded, until a later review decides again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileReviewDecision } from '../../common/api/review';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { makeFileWithContent, startReviewOk, step } from '../test/reviews';
import { createTestApp, type TestApp } from '../test/test-app';
import { addFileRevision, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type WithDecision = { _id: string; reviewDecision: FileReviewDecision | null };

async function setup() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const lead = await makeMember(db, org, { firstName: 'Lena', lastName: 'Ledare' });
  const anna = await makeMember(db, org, { firstName: 'Anna', lastName: 'Berg' });
  const offTeam = await makeMember(db, org);
  const outsider = await makeMember(db, other);
  // A public project: a member off the team and another organization read the published file.
  const project = await makeProject(db, org, { visibility: 'public', team: [lead.user.id, anna.user.id] });
  const file = await makeFileWithContent(t, lead.token, project.id);
  const drawing = await makeFileWithContent(t, lead.token, project.id, 'drawingfile');
  return { lead, anna, offTeam, outsider, project, file, drawing };
}

async function decide(s: Awaited<ReturnType<typeof setup>>, decisions: Array<Record<string, string>>) {
  const review = await startReviewOk(t, s.lead.token, {
    project: s.project.id,
    files: [
      { kind: 'constructionfile', id: s.file._id },
      { kind: 'drawingfile', id: s.drawing._id },
    ],
    reviewers: [s.lead.user.id],
    approver: s.anna.user.id,
  });
  expect((await step(t, s.lead.token, review._id, 'complete')).statusCode).toBe(200);
  const res = await step(t, s.anna.token, review._id, 'decide', { decisions });
  expect(res.statusCode, res.body).toBe(200);
  return review;
}

const getFile = async (token: string, path: string, id: string) =>
  (await t.request({ method: 'GET', url: `/${path}/${id}`, token })).json() as WithDecision;
const listed = async (token: string, path: string, id: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/${path}?query=${encodeURIComponent(JSON.stringify({ _id: id }))}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: WithDecision[] }).result[0];
};

describe("the approver's decision on the file", () => {
  it('is on the file and its list row for the team, with the comment, the approver, the review and the revision', async () => {
    const s = await setup();
    expect((await getFile(s.lead.token, 'constructionfile', s.file._id)).reviewDecision).toBeNull();
    const review = await decide(s, [
      { id: s.file._id, decision: 'approved' },
      { id: s.drawing._id, decision: 'rejected', comment: 'Kontrollera måttet' },
    ]);
    const rejected = await getFile(s.lead.token, 'drawingfile', s.drawing._id);
    expect(rejected.reviewDecision).toEqual({
      review: review._id,
      reviewName: 'Systemhandling K',
      decision: 'rejected',
      comment: 'Kontrollera måttet',
      approver: { _id: s.anna.user.id, firstName: 'Anna', lastName: 'Berg' },
      decidedAt: expect.any(String),
      revisionId: review.files[1]?.revisionId,
      revision: 'A',
    });
    expect((await listed(s.lead.token, 'drawingfile', s.drawing._id))?.reviewDecision).toEqual(rejected.reviewDecision);
    expect((await listed(s.lead.token, 'constructionfile', s.file._id))?.reviewDecision).toMatchObject({
      decision: 'approved',
      comment: '',
    });
    // Those who read the published file but do not work on it see no decision.
    for (const reader of [s.offTeam, s.outsider]) {
      expect((await getFile(reader.token, 'constructionfile', s.file._id)).reviewDecision).toBeNull();
      expect((await listed(reader.token, 'constructionfile', s.file._id))?.reviewDecision).toBeNull();
    }
  });

  it('stays, about its revision, when a new revision is uploaded, and gives way to the next review’s', async () => {
    const s = await setup();
    await decide(s, [
      { id: s.file._id, decision: 'rejected', comment: 'Fel skala' },
      { id: s.drawing._id, decision: 'approved' },
    ]);
    const up = await addFileRevision(
      t,
      s.lead.token,
      s.file._id,
      Buffer.concat([PDF, Buffer.from('% B\n')]),
      'rev-b.pdf',
    );
    expect(up.statusCode, up.body).toBe(201);
    const revised = await getFile(s.lead.token, 'constructionfile', s.file._id);
    expect(revised.reviewDecision).toMatchObject({ decision: 'rejected', comment: 'Fel skala', revision: 'A' });

    await decide(s, [
      { id: s.file._id, decision: 'approved_with_comments', comment: 'Bra nu' },
      { id: s.drawing._id, decision: 'approved' },
    ]);
    expect((await getFile(s.lead.token, 'constructionfile', s.file._id)).reviewDecision).toMatchObject({
      decision: 'approved_with_comments',
      comment: 'Bra nu',
      revision: 'B',
    });
  });
});
