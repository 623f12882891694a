/**
 * A file's latest review decision (common/api/review.ts `FileReviewDecision`), read with a page of files
 * (file-view.ts): the approver's decision and comment stay on the file until a later review decides it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FileReviewDecision } from '../../common/api/review';
import { reviewFiles, reviews, users } from '../db/schema';

/** [file id, review id, review name, decision, comment, decided at, revision id, revision, approver id, first, last] */
export type DecisionJson = [
  string,
  string,
  string,
  FileReviewDecision['decision'],
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/** The JSON list of the latest decided review row of each file `where` (on `rf.file_id`) picks, with its approver. */
export const latestDecisionsJson = (where: SQL) => sql`
  select json_agg(json_build_array(d.file_id, d.review_id, d.name, d.decision, d.decision_comment, d.decided_at,
    d.revision_id, d.revision, u.id, u.first_name, u.last_name))
  from (
    select distinct on (rf.file_id) rf.file_id, rf.review_id, r.name, rf.decision, rf.decision_comment,
      rf.decided_at, rf.revision_id, rf.revision, r.approver_id
    from ${reviewFiles} rf join ${reviews} r on r.id = rf.review_id
    where rf.decided_at is not null and ${where}
    order by rf.file_id, rf.decided_at desc
  ) d left join ${users} u on u.id = d.approver_id`;

export function decisionsOf(list: DecisionJson[]): Map<string, FileReviewDecision> {
  return new Map(
    list.map(([fileId, review, reviewName, decision, comment, decidedAt, revisionId, revision, id, first, last]) => [
      fileId,
      {
        review,
        reviewName,
        decision,
        comment,
        approver: id ? { _id: id, firstName: first ?? '', lastName: last ?? '' } : null,
        decidedAt: new Date(decidedAt).toISOString(),
        revisionId,
        revision,
      },
    ]),
  );
}
