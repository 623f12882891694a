/**
 * Every permission rule of docs/product.md point 6 and docs/api.md, one per action of `common/permissions.ts`: who is
 * allowed, and what a refusal answers. Nothing outside this folder decides; it asks `authorize`/`can`.
 * `policies/scopes.ts` states the read rules again in SQL for lists; project-visibility.test.ts keeps
 * the two in agreement.
 */
import type { Action } from '../../common/permissions';
import type { FileStatus } from '../../common/api/files';
import { MSG, MSG_ACCOUNT, MSG_MARKUP, MSG_PROJECT, MSG_REVIEW } from '../../common/messages';
import type { OrganizationRow, ProjectRow, UploadRow, UserRow } from '../db/schema';
import { badRequest, forbidden, notOrgMember, type AppError } from '../errors';
import { isAdministratorAccount, isOrgAdmin, isOrgMember, isSelf, isSuperadmin } from './checks';

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

const readProject = ({ project, onTeam }: ProjectTarget, caller: UserRow) =>
  isSuperadmin(caller) ||
  project.visibility === 'public' ||
  isOrgAdmin(caller, project.organizationId) ||
  (isOrgMember(caller, project.organizationId) && (project.visibility === 'organization' || onTeam));

/** Settings, team, budget, archive, delete, share links: admins, and administrator accounts on the team. */
const changeProject = ({ project, onTeam }: ProjectTarget, caller: UserRow) =>
  isSuperadmin(caller) ||
  isOrgAdmin(caller, project.organizationId) ||
  (onTeam && isOrgMember(caller, project.organizationId) && isAdministratorAccount(caller));

const notProjectAdmin = () => forbidden(MSG.notProjectOrgAdmin);
const projectChange: Rule<ProjectTarget> = { allow: (c, t) => changeProject(t, c), deny: notProjectAdmin };
const hasFullFunctionality = (caller: UserRow) => caller.superadmin || caller.userType === 'full';
const needsOrganization = (caller: UserRow) => isSuperadmin(caller) || caller.organizationId !== null;
const orgAdmin: Rule<OrganizationRef> = {
  allow: (c, org) => isSuperadmin(c) || isOrgAdmin(c, org.id),
  deny: () => forbidden(MSG.notOrgAdmin),
};

/** Who sees work in progress (hence every revision): the team of the own organization's project, and its admins. */
const seesWorkInProgress = (t: ProjectTarget, c: UserRow) =>
  isSuperadmin(c) || isOrgAdmin(c, t.project.organizationId) || (t.onTeam && isOrgMember(c, t.project.organizationId));

/**
 * The revisions open to a reader outside the team. A share link (no caller) is one such reader, with no review:
 * shared-file routes ask this directly.
 */
export const revisionOpenOutside = (r: RevisionFacts) => r.released || r.seenCurrent || r.inCallersReview;

/** manageContent: everyone on the team of their own organization's project, and whoever may change the project. */
const manageContent = (t: ProjectTarget, c: UserRow) =>
  changeProject(t, c) || (t.onTeam && isOrgMember(c, t.project.organizationId));
/** The file's readers see its published markups and their own private ones. */
const readMarkup = (t: MarkupTarget, c: UserRow) =>
  RULES['file.read'].allow(c, t) && (t.visibility === 'published' || t.authorId === c.id);

/** A markup's author, or an admin of its project's organization (deleting it, and undoing that). */
const markupOwner = (t: MarkupTarget, c: UserRow) =>
  readMarkup(t, c) && (t.authorId === c.id || isSuperadmin(c) || isOrgAdmin(c, t.project.organizationId));

const takesPart = (t: ReviewTarget, c: UserRow) =>
  t.createdBy === c.id || t.approverId === c.id || t.reviewerIds.includes(c.id);

export const RULES: { [A in Action]: Rule<Targets[A]> } = {
  'user.seeContact': {
    allow: (c, user) => isSuperadmin(c) || isSelf(c, user.id) || isOrgMember(c, user.organizationId),
  },
  /** Profile fields: the user themself, or a superadmin. */
  'user.update': { allow: (c, user) => isSelf(c, user.id) || isSuperadmin(c) },
  /** Anyone changes their own (with the current password); the superadmin sets anyone's. */
  'user.changePassword': {
    allow: (c, user) => (user.id !== null && isSelf(c, user.id)) || isSuperadmin(c),
    deny: () => forbidden(MSG.passwordChangeFailed),
  },
  'user.changeAccountType': {
    allow: (c, user) => isSuperadmin(c) || isOrgAdmin(c, user.organizationId),
    deny: () => forbidden(MSG.notOrgAdmin),
  },
  'user.changeBookmarks': { allow: (c, user) => isSelf(c, user.id), deny: () => forbidden(MSG.forbidden) },
  'user.signInWithSso': { allow: (c, org) => !isSuperadmin(c) && isOrgMember(c, org.id) },
  /** Anyone outside an organization (or the superadmin) may ask for a new one. */
  'organization.create': {
    allow: (c) => isSuperadmin(c) || c.organizationId === null,
    deny: () => badRequest(MSG.alreadyInOrganization, undefined, 'ALREADY_IN_ORGANIZATION'),
  },
  /** Approved organizations are known to every signed-in user; a pending one only to its requester. */
  'organization.read': {
    allow: (c, org) => isSuperadmin(c) || org.approved || org.requestedBy === c.id || isOrgMember(c, org.id),
  },
  'organization.seeMembers': { allow: (c, org) => isSuperadmin(c) || isOrgMember(c, org.id) },
  'organization.seeWaitlist': { allow: (c, org) => isSuperadmin(c) || isOrgAdmin(c, org.id) },
  'organization.seeRequester': { allow: (c, org) => isSuperadmin(c) || org.requestedBy === c.id },
  'organization.update': orgAdmin,
  'organization.approve': { allow: (c) => isSuperadmin(c) },
  /** An approved one by its admins; a pending request is denied by the superadmin or withdrawn by its requester. */
  'organization.delete': {
    allow: (c, org) => isSuperadmin(c) || (org.approved ? isOrgAdmin(c, org.id) : org.requestedBy === c.id),
    deny: () => forbidden(MSG.notOrgAdmin),
  },
  'organization.manageMembers': orgAdmin,
  'organization.manageSso': orgAdmin,
  'organization.verifySsoDomain': orgAdmin,
  /** Without DNS, nothing proves the organization owns the domain: only the superadmin vouches for it. */
  'organization.markSsoDomainVerified': {
    allow: (c) => isSuperadmin(c),
    deny: () => forbidden(MSG_ACCOUNT.ssoMarkVerifiedSuperadminOnly),
  },
  /**
   * Nobody is put in an organization without asking (issue #34.7): its admins (and the superadmin) approve people
   * on its waiting list, never an organization-less account picked by id, and never the superadmin, who joins by
   * themself alone.
   */
  'organization.admit': {
    allow: (c, { organization, person, appliedTo }) =>
      orgAdmin.allow(c, organization) &&
      (isSelf(c, person.id) || (!person.superadmin && appliedTo === organization.id)),
    deny: (c, { organization, person }) =>
      !orgAdmin.allow(c, organization)
        ? forbidden(MSG.notOrgAdmin)
        : person.superadmin
          ? forbidden()
          : forbidden(MSG.notWaiting),
  },
  'project.list': { allow: needsOrganization, deny: notOrgMember },
  'project.create': {
    allow: (c) => isSuperadmin(c) || (c.organizationId !== null && (c.isOrgAdmin || isAdministratorAccount(c))),
    deny: (c) => (needsOrganization(c) ? forbidden(MSG_PROJECT.createNotAllowed) : notOrgMember()),
  },
  'project.chooseOrganization': { allow: (c) => isSuperadmin(c) },
  'project.read': { allow: (c, t) => readProject(t, c) },
  'project.update': projectChange,
  'project.delete': projectChange,
  'project.manageTeam': projectChange,
  'project.joinTeam': {
    allow: (c, t) => changeProject(t, c) && t.person.organizationId === t.project.organizationId,
    deny: (c, t) => (changeProject(t, c) ? badRequest(MSG_PROJECT.notInOrganization) : notProjectAdmin()),
  },
  'project.share': projectChange,
  /** Everyone on the team of their own organization's project, and whoever may change the project. */
  'project.manageContent': { allow: (c, t) => manageContent(t, c), deny: notProjectAdmin },
  /**
   * docs/api.md §6 "Status": `wip` is seen only by the project team and the project organization's admins (never by
   * another organization, not even on a public project).
   */
  'file.read': { allow: (c, t) => readProject(t, c) && (t.status !== 'wip' || seesWorkInProgress(t, c)) },
  'file.readRevision': {
    allow: (c, t) => RULES['file.read'].allow(c, t) && (seesWorkInProgress(t, c) || revisionOpenOutside(t.revision)),
  },
  'feature.full': { allow: hasFullFunctionality, deny: () => forbidden(MSG.limitedFunctionality) },
  'import.run': {
    allow: (c) => needsOrganization(c) && hasFullFunctionality(c),
    deny: (c) => (needsOrganization(c) ? forbidden(MSG.limitedFunctionality) : notOrgMember()),
  },
  /**
   * An upload is its uploader's only until something claims it; then it is read as what claimed it is (a file's
   * status and project, a project's logo), never by its uploader's say (issue #34.7).
   */
  'upload.use': {
    allow: (c, upload) => upload.claimedAt === null && (upload.uploadedBy === c.id || isSuperadmin(c)),
  },
  'audit.read': { allow: (c) => isSuperadmin(c) || isOrgAdmin(c, c.organizationId) },
  'system.metrics': { allow: (c) => isSuperadmin(c) },
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
  /** Anyone who may read the file marks it up (docs/api.md §7). */
  'markup.create': { allow: (c, t) => RULES['file.read'].allow(c, t) },
  'markup.read': { allow: (c, t) => readMarkup(t, c) },
  /** Geometry, text, colour and visibility are the author's. */
  'markup.update': {
    allow: (c, t) => readMarkup(t, c) && t.authorId === c.id,
    deny: () => forbidden(MSG_MARKUP.notAuthor),
  },
  /** Resolving and answering belong to the conversation: whoever sees the markup. */
  'markup.resolve': { allow: (c, t) => readMarkup(t, c) },
  'markup.reply': { allow: (c, t) => readMarkup(t, c) },
  'markup.delete': {
    allow: (c, t) => markupOwner(t, c),
    deny: () => forbidden(MSG_MARKUP.notDeleter),
  },
  /** Undo of a delete (within MARKUP_RESTORE_HOURS, the command's check): whoever could delete it. */
  'markup.restore': {
    allow: (c, t) => markupOwner(t, c),
    deny: () => forbidden(MSG_MARKUP.notRestorer),
  },
};
