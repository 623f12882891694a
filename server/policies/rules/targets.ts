/**
 * What each action of `common/permissions.ts` is decided on, and the shape of a rule: the vocabulary the rule files
 * of this folder (one per entity, composed by index.ts) share.
 */
import type { Action } from '../../../common/permissions';
import type { FileStatus } from '../../../common/api/files';
import type { OrganizationRow, ProjectRow, UploadRow, UserRow } from '../../db/schema';
import type { AppError } from '../../errors';

export type OrganizationRef = Pick<OrganizationRow, 'id' | 'approved' | 'requestedBy'>;
export type ProjectRef = Pick<ProjectRow, 'id' | 'organizationId' | 'visibility'>;
/** A project and whether the caller is on its team (looked up once by the access queries). */
export type ProjectTarget = { project: ProjectRef; onTeam: boolean };

/** A person to put in an organization, and the organization they applied to join (null: none). */
export type AdmitTarget = {
  organization: OrganizationRef;
  person: Pick<UserRow, 'id' | 'superadmin'>;
  appliedTo: string | null;
};

/** A file (or drawing): its project, the caller's place in it, and the file's ISO 19650 status. */
export type FileTarget = ProjectTarget & { status: FileStatus };

/**
 * A review (docs/api.md §7 "Reviews"): its project, the caller's place in it, and who takes part. Its readers are those who
 * may manage the project's content and, while they may read the project, its participants.
 */
export type ReviewTarget = ProjectTarget & {
  createdBy: string | null;
  reviewerIds: readonly string[];
  approverId: string | null;
};

/**
 * One revision of a file the caller reads (docs/api.md §7 "Status per revision"): the file as they see it, and the
 * revision's facts the queries looked up.
 */
export type RevisionTarget = FileTarget & { revision: RevisionFacts };
export type RevisionFacts = {
  /** Published, or archived after: outsiders read the file's history up to its last published revision. */
  released: boolean;
  /** The revision the caller sees as the file's current (a `shared` file never published). */
  seenCurrent: boolean;
  /** A review the caller takes part in names it (a reviewer off the team checks the revision under review). */
  inCallersReview: boolean;
};

/** A markup (docs/api.md §7 "Markups and comments"): the file it is drawn on, its author and whether it is published. */
export type MarkupTarget = FileTarget & { authorId: string | null; visibility: 'private' | 'published' };

/** What each action is decided on; `null` for actions on nothing in particular. */
export type Targets = {
  'user.seeContact': Pick<UserRow, 'id' | 'organizationId'>;
  'user.update': Pick<UserRow, 'id'>;
  /** `id: null` is an e-mail that names no account. */
  'user.changePassword': { id: string | null };
  'user.changeAccountType': Pick<UserRow, 'organizationId'>;
  'user.changeBookmarks': Pick<UserRow, 'id'>;
  /** The organization whose provider vouches for the caller (the account the sign-in would open). */
  'user.signInWithSso': Pick<OrganizationRow, 'id'>;
  'organization.create': null;
  'organization.read': OrganizationRef;
  'organization.seeMembers': OrganizationRef;
  'organization.seeWaitlist': OrganizationRef;
  'organization.seeRequester': OrganizationRef;
  'organization.update': OrganizationRef;
  'organization.approve': null;
  'organization.delete': OrganizationRef;
  'organization.manageMembers': OrganizationRef;
  'organization.manageSso': OrganizationRef;
  'organization.verifySsoDomain': OrganizationRef;
  'organization.markSsoDomainVerified': OrganizationRef;
  'organization.admit': AdmitTarget;
  'project.list': null;
  'project.create': null;
  'project.chooseOrganization': null;
  'project.read': ProjectTarget;
  'project.update': ProjectTarget;
  'project.delete': ProjectTarget;
  'project.manageTeam': ProjectTarget;
  'project.joinTeam': ProjectTarget & { person: Pick<UserRow, 'organizationId'> };
  'project.share': ProjectTarget;
  'project.manageContent': ProjectTarget;
  'file.read': FileTarget;
  'file.readRevision': RevisionTarget;
  'feature.full': null;
  'import.run': null;
  'upload.use': Pick<UploadRow, 'uploadedBy' | 'claimedAt'>;
  'audit.read': null;
  'system.metrics': null;
  'review.create': ProjectTarget;
  'review.read': ReviewTarget;
  'review.complete': ReviewTarget;
  'review.decide': ReviewTarget;
  'review.cancel': ReviewTarget;
  'markup.create': FileTarget;
  'markup.read': MarkupTarget;
  'markup.update': MarkupTarget;
  'markup.resolve': MarkupTarget;
  'markup.reply': MarkupTarget;
  'markup.delete': MarkupTarget;
  'markup.restore': MarkupTarget;
};

export type Rule<T> = {
  allow: (caller: UserRow, target: T) => boolean;
  /** The refusal's answer; a plain 403 when absent. */
  deny?: (caller: UserRow, target: T) => AppError;
};

/** The rules of the actions named `<prefix>.…`: each entity's file fills one such table. */
export type RulesOf<Prefix extends string> = {
  [A in Extract<Action, `${Prefix}.${string}`>]: Rule<Targets[A]>;
};
