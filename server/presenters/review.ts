/** A review view → the API's Review, with the caller's abilities and the reviewed revisions' addresses. */
import { FILE_PATHS, revisionContentUrl } from '../../common/api/files';
import type { Review } from '../../common/api/review';
import type { UserRow } from '../db/schema';
import { can } from '../policies/authorize';
import { reviewTarget, type Person, type ReviewView } from '../queries/review-view';

const person = (p: Person) => ({ _id: p.id, firstName: p.firstName, lastName: p.lastName });

export function presentReview(caller: UserRow, view: ReviewView): Review {
  const { row } = view;
  const target = reviewTarget(view);
  const open = row.status === 'open';
  const allDone = view.reviewers.every((r) => r.completedAt !== null);
  const creator = row.createdBy ? view.people.get(row.createdBy) : undefined;
  const approver = row.approverId ? view.people.get(row.approverId) : undefined;
  return {
    _id: row.id,
    project: view.project.id,
    projectName: view.project.name,
    name: row.name,
    message: row.message,
    createdBy: creator ? person(creator) : null,
    createdAt: row.createdAt.toISOString(),
    dueDate: row.dueDate,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    files: view.files.map((f) => {
      const kind = f.fileKind === 'drawing' ? ('drawingfile' as const) : ('constructionfile' as const);
      // The reviewed revision is read like the file is: while the caller may read the file as it is now.
      const readable =
        f.current !== null &&
        f.revisionId !== null &&
        can(caller, 'file.read', { project: view.project, onTeam: view.onTeam, status: f.current.status });
      const path =
        kind === 'drawingfile' ? FILE_PATHS.drawingRevisionContent : FILE_PATHS.constructionFileRevisionContent;
      return {
        kind,
        id: f.fileId,
        name: f.current?.name ?? f.name,
        revisionId: f.revisionId,
        revision: f.revision,
        url: readable && f.revisionId ? revisionContentUrl(path, f.fileId, f.revisionId) : null,
        contentType: f.contentType,
        decision: f.decision,
        decisionComment: f.decisionComment,
        decidedAt: f.decidedAt?.toISOString() ?? null,
      };
    }),
    reviewers: view.reviewers.map((r) => ({
      user: person(r.person),
      completedAt: r.completedAt?.toISOString() ?? null,
      comment: r.comment,
    })),
    approver: approver ? person(approver) : null,
    abilities: {
      complete:
        open &&
        can(caller, 'review.complete', target) &&
        view.reviewers.some((r) => r.userId === caller.id && r.completedAt === null),
      decide: open && allDone && can(caller, 'review.decide', target),
      cancel: open && can(caller, 'review.cancel', target),
    },
  };
}
