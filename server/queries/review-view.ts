/**
 * Reviews as presenters and policies need them: the review row with its project, files, reviewers and the people
 * named, read for many reviews in a few statements (a list page is five queries, not five per review).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  constructionFiles,
  drawingFiles,
  fileRevisions,
  projects,
  projectTeam,
  reviewFiles,
  reviewReviewers,
  reviews,
  uploads,
  users,
  type ProjectRow,
  type ReviewFileRow,
  type ReviewReviewerRow,
  type ReviewRow,
  type UserRow,
} from '../db/schema';
import type { FileStatus } from '../../common/api/files';
import type { ReviewTarget } from '../policies/authorize';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/** A reviewed file with what the file is now (null: deleted since). */
export interface ReviewFileView extends ReviewFileRow {
  current: { name: string; status: FileStatus } | null;
  /** The reviewed revision's content type (null once its revision is gone). */
  contentType: string | null;
}

export interface ReviewView {
  row: ReviewRow;
  project: Pick<ProjectRow, 'id' | 'name' | 'organizationId' | 'visibility'>;
  files: ReviewFileView[];
  reviewers: Array<ReviewReviewerRow & { person: Person }>;
  people: Map<string, Person>;
  /** Whether the caller is on the project's team (the policies ask). */
  onTeam: boolean;
}

/** The review's target for `authorize`. */
export function reviewTarget(view: Pick<ReviewView, 'row' | 'project' | 'reviewers' | 'onTeam'>): ReviewTarget {
  return {
    project: view.project,
    onTeam: view.onTeam,
    createdBy: view.row.createdBy,
    reviewerIds: view.reviewers.map((r) => r.userId),
    approverId: view.row.approverId,
  };
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

async function liveFiles(db: Db, files: readonly ReviewFileRow[]) {
  const ids = (kind: ReviewFileRow['fileKind']) => files.filter((f) => f.fileKind === kind).map((f) => f.fileId);
  const [a, b] = await Promise.all(
    [
      [constructionFiles, ids('constructionfile')],
      [drawingFiles, ids('drawing')],
    ].map(([table, list]) => {
      const t = table as typeof constructionFiles | typeof drawingFiles;
      const wanted = list as string[];
      return wanted.length
        ? db.select({ id: t.id, name: t.name, status: t.status }).from(t).where(inArray(t.id, wanted))
        : Promise.resolve([]);
    }),
  );
  return new Map([...(a ?? []), ...(b ?? [])].map((f) => [f.id, { name: f.name, status: f.status }]));
}

/** The reviews of `ids` as seen by `caller` (in the order of `ids`; missing ones left out). */
export async function loadReviewViews(db: Db, caller: UserRow, ids: readonly string[]): Promise<ReviewView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      review: reviews,
      project: {
        id: projects.id,
        name: projects.name,
        organizationId: projects.organizationId,
        visibility: projects.visibility,
      },
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(inArray(reviews.id, [...ids]));
  if (rows.length === 0) return [];
  const reviewIds = rows.map((r) => r.review.id);
  const projectIds = [...new Set(rows.map((r) => r.project.id))];
  const [files, reviewers, team] = await Promise.all([
    db.select().from(reviewFiles).where(inArray(reviewFiles.reviewId, reviewIds)).orderBy(asc(reviewFiles.position)),
    db
      .select({ reviewer: reviewReviewers, person: personColumns })
      .from(reviewReviewers)
      .innerJoin(users, eq(users.id, reviewReviewers.userId))
      .where(inArray(reviewReviewers.reviewId, reviewIds))
      .orderBy(asc(reviewReviewers.position)),
    db
      .select({ projectId: projectTeam.projectId })
      .from(projectTeam)
      .where(and(inArray(projectTeam.projectId, projectIds), eq(projectTeam.userId, caller.id))),
  ]);
  const personIds = [
    ...new Set(rows.flatMap((r) => [r.review.createdBy, r.review.approverId]).filter((id): id is string => !!id)),
  ];
  const revisionIds = files.map((f) => f.revisionId).filter((id): id is string => id !== null);
  const [people, live, types] = await Promise.all([
    personIds.length ? db.select(personColumns).from(users).where(inArray(users.id, personIds)) : [],
    liveFiles(db, files),
    revisionIds.length
      ? db
          .select({ id: fileRevisions.id, contentType: uploads.contentType })
          .from(fileRevisions)
          .innerJoin(uploads, eq(uploads.id, fileRevisions.uploadId))
          .where(inArray(fileRevisions.id, revisionIds))
      : [],
  ]);
  const typeOf = new Map(types.map((r) => [r.id, r.contentType]));
  const peopleById = new Map(people.map((p) => [p.id, p]));
  const teamProjects = new Set(team.map((t) => t.projectId));
  const byId = new Map(
    rows.map(({ review, project }) => [
      review.id,
      {
        row: review,
        project,
        files: files
          .filter((f) => f.reviewId === review.id)
          .map((f) => ({
            ...f,
            current: live.get(f.fileId) ?? null,
            contentType: (f.revisionId && typeOf.get(f.revisionId)) ?? null,
          })),
        reviewers: reviewers
          .filter((r) => r.reviewer.reviewId === review.id)
          .map((r) => ({ ...r.reviewer, person: r.person })),
        people: peopleById,
        onTeam: teamProjects.has(project.id),
      } satisfies ReviewView,
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((v): v is ReviewView => v !== undefined);
}
