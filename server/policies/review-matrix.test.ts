/**
 * The review routes ask the rules (authorize.test.ts `review.*`): every role against every call, on a public project
 * whose review has a reviewer from another organization. Another organization not taking part sees nothing (404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../common/api/review';
import type { ProjectRow } from '../db/schema';
import { makeProject, type MadeUser } from '../test/factories';
import { makeFileWithContent, startReviewCall, startReviewOk, step } from '../test/reviews';
import type { TestApp } from '../test/test-app';
import { makeRoles, rolesOf, withTestApp, type RoleSpec } from './matrix-support';

let t: TestApp;
let project: ProjectRow;
const MADE = {
  creator: { in: 'a' },
  reviewer: { in: 'a' },
  outsideReviewer: { in: 'b' },
  approver: { in: 'a', accountType: 'administrator' },
  memberOffTeam: { in: 'a' },
  otherOrgMember: { in: 'b' },
  noOrg: 'noOrg',
} satisfies Record<string, RoleSpec>;
const ROLES = rolesOf(MADE);
type Role = (typeof ROLES)[number];
const people = {} as Record<Role, MadeUser>;

withTestApp((app) => (t = app));
beforeAll(async () => {
  const db = t.database.db;
  const { a, people: made } = await makeRoles(db, MADE);
  Object.assign(people, made);
  project = await makeProject(db, a, {
    visibility: 'public',
    team: [people.creator.user.id, people.reviewer.user.id, people.approver.user.id],
  });
});

async function freshReview(completed = false): Promise<Review> {
  const file = await makeFileWithContent(t, people.creator.token, project.id);
  const review = await startReviewOk(t, people.creator.token, {
    project: project.id,
    files: [{ kind: 'constructionfile', id: file._id }],
    reviewers: [people.reviewer.user.id, people.outsideReviewer.user.id],
    approver: people.approver.user.id,
  });
  if (completed)
    for (const who of ['reviewer', 'outsideReviewer'] as const)
      expect((await step(t, people[who].token, review._id, 'complete')).statusCode).toBe(200);
  return review;
}

//                SA   OA   CR   RV   XR   AP   MO   XO   NO
const MATRIX: Record<string, number[]> = {
  create: [201, 201, 201, 201, 403, 201, 403, 403, 403],
  read: [200, 200, 200, 200, 200, 200, 404, 404, 404],
  complete: [403, 403, 403, 200, 200, 403, 404, 404, 404],
  decide: [403, 403, 403, 403, 403, 200, 404, 404, 404],
  cancel: [200, 200, 200, 403, 403, 200, 404, 404, 404],
};

describe('review permission matrix (public project, a reviewer of another organization)', () => {
  for (const [action, statuses] of Object.entries(MATRIX)) {
    ROLES.forEach((role, i) => {
      it(`${role} → ${action} answers ${statuses[i]}`, async () => {
        const token = people[role].token;
        let status: number;
        if (action === 'create') {
          const file = await makeFileWithContent(t, people.creator.token, project.id);
          const res = await startReviewCall(t, token, {
            project: project.id,
            files: [{ kind: 'constructionfile', id: file._id }],
            reviewers: [people.reviewer.user.id],
            approver: people.approver.user.id,
          });
          status = res.statusCode;
        } else if (action === 'read') {
          const review = await freshReview();
          status = (await t.request({ method: 'GET', url: `/review/${review._id}`, token })).statusCode;
          // The list says the same: the review is in the caller's list exactly when they may read it.
          const list = await t.request({ method: 'GET', url: `/review?project=${project.id}&limit=500`, token });
          const ids = (list.json() as { result?: Review[] }).result?.map((r) => r._id) ?? [];
          expect(ids.includes(review._id)).toBe(status === 200);
        } else {
          const review = await freshReview(action === 'decide');
          const payload =
            action === 'decide'
              ? { decisions: review.files.map((f) => ({ id: f.id, decision: 'approved' })) }
              : action === 'complete'
                ? { comment: 'Klart' }
                : undefined;
          status = (await step(t, token, review._id, action as 'complete' | 'decide' | 'cancel', payload)).statusCode;
        }
        expect(status).toBe(statuses[i]);
      });
    });
  }
});
