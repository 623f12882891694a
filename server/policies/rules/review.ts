/** The rules of reviews (docs/api.md §7 "Reviews"): who starts, reads, answers, decides and cancels one. */
import { MSG_REVIEW } from '../../../common/messages';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { changeProject, manageContent, notProjectAdmin, readProject } from './project-access';
import type { ReviewTarget, RulesOf } from './targets';

const takesPart = (t: ReviewTarget, c: UserRow) =>
  t.createdBy === c.id || t.approverId === c.id || t.reviewerIds.includes(c.id);

export const REVIEW_RULES: RulesOf<'review'> = {
  /** Starting a review changes the files' status: the right to manage the project's files. */
  'review.create': { allow: (c, t) => manageContent(t, c), deny: notProjectAdmin },
  /** Another organization sees nothing of a review unless it takes part (an outside reviewer of a public project). */
  'review.read': { allow: (c, t) => readProject(t, c) && (takesPart(t, c) || manageContent(t, c)) },
  'review.complete': {
    allow: (c, t) => readProject(t, c) && t.reviewerIds.includes(c.id),
    deny: () => forbidden(MSG_REVIEW.notReviewer),
  },
  'review.decide': {
    allow: (c, t) => readProject(t, c) && t.approverId === c.id,
    deny: () => forbidden(MSG_REVIEW.notApprover),
  },
  /** Its creator, and whoever may change the project (admins, administrator accounts on the team). */
  'review.cancel': {
    allow: (c, t) => (readProject(t, c) && t.createdBy === c.id) || changeProject(t, c),
    deny: () => forbidden(MSG_REVIEW.notCreator),
  },
};
