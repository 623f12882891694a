/**
 * Who reads, changes and fills a project: the checks the project, file, review and markup rules build on.
 */
import { MSG } from '../../../common/messages';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { isAdministratorAccount, isOrgAdmin, isOrgMember, isSuperadmin } from '../checks';
import type { ProjectTarget, RevisionFacts } from './targets';

export const readProject = ({ project, onTeam }: ProjectTarget, caller: UserRow) =>
  isSuperadmin(caller) ||
  project.visibility === 'public' ||
  isOrgAdmin(caller, project.organizationId) ||
  (isOrgMember(caller, project.organizationId) && (project.visibility === 'organization' || onTeam));

/** Settings, team, budget, archive, delete, share links: admins, and administrator accounts on the team. */
export const changeProject = ({ project, onTeam }: ProjectTarget, caller: UserRow) =>
  isSuperadmin(caller) ||
  isOrgAdmin(caller, project.organizationId) ||
  (onTeam && isOrgMember(caller, project.organizationId) && isAdministratorAccount(caller));

export const notProjectAdmin = () => forbidden(MSG.notProjectOrgAdmin);

/** manageContent: everyone on the team of their own organization's project, and whoever may change the project. */
export const manageContent = (t: ProjectTarget, c: UserRow) =>
  changeProject(t, c) || (t.onTeam && isOrgMember(c, t.project.organizationId));

/** Who sees work in progress (hence every revision): the team of the own organization's project, and its admins. */
export const seesWorkInProgress = (t: ProjectTarget, c: UserRow) =>
  isSuperadmin(c) || isOrgAdmin(c, t.project.organizationId) || (t.onTeam && isOrgMember(c, t.project.organizationId));

/**
 * The revisions open to a reader outside the team. A share link (no caller) is one such reader, with no review:
 * shared-file routes ask this directly.
 */
export const revisionOpenOutside = (r: RevisionFacts) => r.released || r.seenCurrent || r.inCallersReview;
