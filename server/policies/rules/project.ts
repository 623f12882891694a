/** The rules of projects: listing, creating, reading and running one (docs/product.md point 6). */
import { MSG_PROJECT } from '../../../common/messages';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, notOrgMember } from '../../errors';
import { isAdministratorAccount, isSuperadmin } from '../checks';
import { changeProject, manageContent, notProjectAdmin, readProject } from './project-access';
import type { ProjectTarget, Rule, RulesOf } from './targets';

/** The superadmin, or anyone in an organization. */
export const needsOrganization = (caller: UserRow) => isSuperadmin(caller) || caller.organizationId !== null;
const projectChange: Rule<ProjectTarget> = { allow: (c, t) => changeProject(t, c), deny: notProjectAdmin };

export const PROJECT_RULES: RulesOf<'project'> = {
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
};
