/**
 * Who sees which rows, as SQL: the list-side twin of the policies (docs/product.md point 6). Lists AND their filter
 * with these scopes, so a filter can narrow what a caller sees but never widen it.
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  auditEvents,
  constructionFiles,
  type drawingFiles,
  fileRevisions,
  organizationApplications,
  organizations,
  projects,
  projectTeam,
  reviewReviewers,
  reviews,
  users,
  type UserRow,
} from '../db/schema';

/**
 * Users: the superadmin sees everyone; others see themselves and their organization; its admins also see
 * its applicants, and an organization-less person whose exact e-mail they typed (to approve them if they applied;
 * nobody is added without applying). Phone and address only by `user.seeContact` (presenters/user.ts).
 */
export function userScope(caller: UserRow, exactEmail?: string): SQL | undefined {
  if (caller.superadmin) return undefined;
  const parts: SQL[] = [eq(users.id, caller.id)];
  if (caller.organizationId) {
    parts.push(eq(users.organizationId, caller.organizationId));
    if (caller.isOrgAdmin) {
      parts.push(
        inArray(
          users.id,
          sql`(select ${organizationApplications.userId} from ${organizationApplications} where ${organizationApplications.organizationId} = ${caller.organizationId})`,
        ),
      );
      if (exactEmail)
        parts.push(and(isNull(users.organizationId), eq(sql`lower(${users.email})`, exactEmail.toLowerCase())) as SQL);
    }
  }
  return or(...parts);
}

/** Organizations: approved ones for everyone signed in; a pending one for its requester; all for the superadmin. */
export function organizationScope(caller: UserRow): SQL | undefined {
  if (caller.superadmin) return undefined;
  return or(eq(organizations.approved, true), eq(organizations.requestedBy, caller.id));
}

/**
 * Projects: public ones for everyone in an organization; of the own organization, all for its admins and,
 * for members, those with organization visibility plus members-only ones whose team they are on.
 * Callers without an organization are refused before this (they list nothing).
 */
export function projectScope(caller: UserRow): SQL | undefined {
  if (caller.superadmin) return undefined;
  const isPublic = eq(projects.visibility, 'public');
  if (!caller.organizationId) return isPublic;
  const own = eq(projects.organizationId, caller.organizationId);
  if (caller.isOrgAdmin) return or(isPublic, own);
  return or(isPublic, and(own, or(eq(projects.visibility, 'organization'), onTeamOf(projects.id, caller.id))));
}

/**
 * projectScope for the person of the `users` row a query joins, not a caller known beforehand: for statements that
 * serve many people at once (the deadline mails). The same rules: the superadmin and public projects; in the
 * project's own organization, its admins, and members for projects open to it or whose team they are on.
 */
export function projectSeenByJoinedUser(): SQL {
  const ownOrganization = sql`${users.organizationId} = ${projects.organizationId}`;
  const onTeam = sql`exists (select 1 from ${projectTeam} where ${projectTeam.projectId} = ${projects.id}
    and ${projectTeam.userId} = ${users.id})`;
  return or(
    eq(users.superadmin, true),
    eq(projects.visibility, 'public'),
    and(ownOrganization, or(eq(users.isOrgAdmin, true), eq(projects.visibility, 'organization'), onTeam)),
  ) as SQL;
}

/** Callers who see the same projects and files (the scopes here): one key for caches shared between them. */
export function scopeAudience(caller: UserRow): string {
  if (caller.superadmin) return 'S';
  if (!caller.organizationId) return 'P';
  return caller.isOrgAdmin ? `A:${caller.organizationId}` : `M:${caller.id}:${caller.organizationId}`;
}

/** Audit events: the superadmin sees all; an organization admin their organization's (audit.read decides who asks). */
export function auditScope(caller: UserRow): SQL | undefined {
  if (caller.superadmin) return undefined;
  return caller.organizationId ? eq(auditEvents.organizationId, caller.organizationId) : sql`false`;
}

/**
 * An organization's requester as the caller reads it (policies/rules `organization.seeRequester`: the superadmin, and
 * the requester their own request): null on every other row, so a list filter on `requestedBy` learns nothing the
 * answer itself leaves out.
 */
export function organizationRequesterAsSeen(caller: UserRow): SQL | typeof organizations.requestedBy {
  if (caller.superadmin) return organizations.requestedBy;
  return sql`(case when ${organizations.requestedBy} = ${caller.id} then ${organizations.requestedBy} end)`;
}

/** Who shares a project page: the same visible set, the same abilities, the same hidden fields. */
export function projectAudience(caller: UserRow): string {
  return `${scopeAudience(caller)}:${caller.accountType}:${caller.userType}`;
}

/**
 * Which files and drawings a caller sees, as data: fileScope writes it as SQL, the in-memory search index
 * (search-index/file-search.ts) tests rows against it. Work in progress (`wip`) only for the project's team and
 * its organization's admins (policies/rules `file.read`).
 * - everything: a superadmin;
 * - public: someone outside any organization sees public projects' files;
 * - admin: public projects' files, and all of the own organization's;
 * - member: public projects' files and the own organization's projects open to it, and, wip included, the files
 *   of the own organization's projects the caller is on the team of.
 */
export type FileAudience =
  | { kind: 'everything' }
  | { kind: 'public' }
  | { kind: 'admin'; organizationId: string }
  | { kind: 'member'; organizationId: string; userId: string };

export function fileAudience(caller: UserRow): FileAudience {
  if (caller.superadmin) return { kind: 'everything' };
  if (!caller.organizationId) return { kind: 'public' };
  if (caller.isOrgAdmin) return { kind: 'admin', organizationId: caller.organizationId };
  return { kind: 'member', organizationId: caller.organizationId, userId: caller.id };
}

/**
 * What a share link shows (docs/api.md §5 "Sharing", §7 "Status per revision"): its project's construction files
 * whose last published revision is published — read at that revision. The list, its ZIP and a file's content
 * (queries/file-access.ts sharedFileRow) all ask this.
 */
export function shareLinkScope(projectId: string): SQL {
  return and(eq(constructionFiles.projectId, projectId), eq(constructionFiles.outsideStatus, 'published')) as SQL;
}

/**
 * Files and drawings: exactly those of the projects the caller may see (fileAudience), from the copies of the
 * project's organization and visibility each file carries (so a million rows need no join).
 */
export function fileScope(caller: UserRow, table: typeof constructionFiles | typeof drawingFiles): SQL | undefined {
  const audience = fileAudience(caller);
  if (audience.kind === 'everything') return undefined;
  // Outside the team, what counts is the status of the revision outsiders read (docs/api.md §7 "Status per revision").
  const notWip = ne(table.outsideStatus, 'wip');
  const isPublic = eq(table.projectVisibility, 'public');
  if (audience.kind === 'public') return and(isPublic, notWip);
  const own = eq(table.organizationId, audience.organizationId);
  if (audience.kind === 'admin') return or(and(isPublic, notWip), own);
  const onTeam = onTeamOf(table.projectId, audience.userId);
  return or(and(or(isPublic, and(own, eq(table.projectVisibility, 'organization'))), notWip), and(own, onTeam));
}

/**
 * The rows whose work in progress the caller sees (policies/rules `file.read`: the superadmin, the project organization's
 * admins, its members on the project's team); null is a share link's reader, who sees none.
 */
export function seesWorkInProgress(caller: UserRow | null, table: typeof constructionFiles | typeof drawingFiles): SQL {
  const audience = caller ? fileAudience(caller) : ({ kind: 'public' } as const);
  if (audience.kind === 'everything') return sql`true`;
  if (audience.kind === 'public') return sql`false`;
  const own = eq(table.organizationId, audience.organizationId);
  if (audience.kind === 'admin') return own;
  return and(own, onTeamOf(table.projectId, audience.userId)) as SQL;
}

/**
 * Whether the row's project (`projectId`, a column of the row) has this member on its team: one probe of
 * project_team's (user, project) index per row. Written `project_id in (select … where user_id = $1)` it was planned
 * once for every member (prepared): over a team table where one person is on every project (an import's author)
 * the generic plan read all of it for each page of fifty files (28 ms instead of 0.85). Over many rows (a list the
 * database answers) PostgreSQL still hashes the member's projects once (an alternative subplan).
 */
function onTeamOf(projectId: AnyPgColumn, userId: string): SQL {
  return sql`exists (select 1 from ${projectTeam} where ${projectTeam.userId} = ${userId} and ${projectTeam.projectId} = ${projectId})`;
}

/**
 * Rows the caller reads at an older revision than the current (queries/seen-file.ts readsOlderRevision, for those
 * who do not see work in progress); undefined when there can be none. Migration 0037's partial index finds them.
 */
export function readsOlderRevision(
  caller: UserRow | null,
  table: typeof constructionFiles | typeof drawingFiles,
): SQL | undefined {
  if (caller?.superadmin) return undefined;
  return sql`(${table.status} in ('wip', 'shared') and ${table.publishedRevisionId} is not null
    and not (${seesWorkInProgress(caller, table)}))`;
}

/**
 * A column of the revision each row is read at by the caller: `current` (the file row's copy of its current
 * revision's) or, for rows read at an older revision, that revision's own (`revision`, `created_at`).
 */
export function seenRevisionColumn(
  caller: UserRow | null,
  table: typeof constructionFiles | typeof drawingFiles,
  current: AnyPgColumn,
  ofRevision: 'revision' | 'created_at',
): SQL {
  const older = readsOlderRevision(caller, table);
  if (!older) return sql`${current}`;
  return sql`(case when ${older} then (select r.${sql.identifier(ofRevision)} from ${fileRevisions} r
    where r.id = ${table.publishedRevisionId}) else ${current} end)`;
}

/** What a search needs to read an outsider's older revision's PDF text (search-condition.ts `olderRevision`). */
export function olderRevisionSearch(
  caller: UserRow | null,
  table: typeof constructionFiles | typeof drawingFiles,
): { rows: SQL; upload: SQL } | undefined {
  const rows = readsOlderRevision(caller, table);
  if (!rows) return undefined;
  return { rows, upload: sql`(select r.upload_id from ${fileRevisions} r where r.id = ${table.publishedRevisionId})` };
}

/** The status each row has for the caller (docs/api.md §7 "Status per revision"): what lists filter and sort on. */
export function seenStatus(caller: UserRow, table: typeof constructionFiles | typeof drawingFiles): SQL {
  if (caller.superadmin) return sql`${table.status}`;
  return sql`(case when ${seesWorkInProgress(caller, table)} then ${table.status} else ${table.outsideStatus} end)`;
}

/** The upload each row is read at by the caller: the current revision's, or an outsider's last published one. */
export function seenUpload(caller: UserRow | null, table: typeof constructionFiles | typeof drawingFiles): SQL {
  const older = readsOlderRevision(caller, table);
  if (!older) return sql`${table.uploadId}`;
  return sql`(case when ${older} then (select r.upload_id from ${fileRevisions} r where r.id = ${table.publishedRevisionId})
    else ${table.uploadId} end)`;
}

const isReviewer = (userId: string) =>
  sql`exists (select 1 from ${reviewReviewers} where ${reviewReviewers.reviewId} = ${reviews.id}
    and ${reviewReviewers.userId} = ${userId})`;
/** The person takes part in the review: started it, reviews it or approves it. */
export const takesPartInReview = (userId: string) =>
  or(eq(reviews.createdBy, userId), eq(reviews.approverId, userId), isReviewer(userId)) as SQL;

/**
 * policies/rules `review.read` as SQL: participants while they may read the project, and those who may manage the
 * project's content (its organization's admins, and its team inside the organization).
 */
export function reviewScope(caller: UserRow): SQL | undefined {
  if (caller.superadmin) return undefined;
  const manage = caller.organizationId
    ? and(
        eq(projects.organizationId, caller.organizationId),
        caller.isOrgAdmin
          ? undefined
          : sql`exists (select 1 from ${projectTeam} where ${projectTeam.projectId} = ${projects.id}
              and ${projectTeam.userId} = ${caller.id})`,
      )
    : undefined;
  const asParticipant = and(takesPartInReview(caller.id), projectScope(caller));
  return manage ? or(manage, asParticipant) : asParticipant;
}
