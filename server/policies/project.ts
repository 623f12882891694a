/**
 * Who may see and change a project (SPEC.md point 6, API.md point 5 "Projects"). `queries/visibility.ts`
 * states the same read rule in SQL; project-visibility.test.ts keeps the two in agreement.
 */
import type { ProjectRow, UserRow } from '../db/schema';
import { isAdministratorAccount, isOrgAdmin, isOrgMember, isSuperadmin } from './checks';

export type ProjectRef = Pick<ProjectRow, 'id' | 'organizationId' | 'visibility'>;

export const projectPolicy = {
  read: (caller: UserRow, project: ProjectRef, onTeam: boolean) =>
    isSuperadmin(caller) ||
    project.visibility === 'public' ||
    isOrgAdmin(caller, project.organizationId) ||
    (isOrgMember(caller, project.organizationId) && (project.visibility === 'organization' || onTeam)),
  /** Settings, team, budget, archive, delete, share links. */
  change: (caller: UserRow, project: ProjectRef, onTeam: boolean) =>
    isSuperadmin(caller) ||
    isOrgAdmin(caller, project.organizationId) ||
    (onTeam && isOrgMember(caller, project.organizationId) && isAdministratorAccount(caller)),
  /** Activities, lessons learned, files and drawings. */
  manageContent: (caller: UserRow, project: ProjectRef, onTeam: boolean) =>
    projectPolicy.change(caller, project, onTeam) || (onTeam && isOrgMember(caller, project.organizationId)),
  create: (caller: UserRow) =>
    isSuperadmin(caller) || (caller.organizationId !== null && (caller.isOrgAdmin || isAdministratorAccount(caller))),
};

export const hasFullFunctionality = (caller: UserRow) => caller.superadmin || caller.userType === 'full';

export function projectAbilities(caller: UserRow, project: ProjectRef, onTeam: boolean) {
  const change = projectPolicy.change(caller, project, onTeam);
  return {
    update: change,
    delete: change,
    manageContent: projectPolicy.manageContent(caller, project, onTeam),
    share: change,
  };
}
