/** The rules of files and their revisions (docs/api.md §6 "Status", §7 "Status per revision"). */
import type { UserRow } from '../../db/schema';
import { readProject, revisionOpenOutside, seesWorkInProgress } from './project-access';
import type { FileTarget, RulesOf } from './targets';

/**
 * docs/api.md §6 "Status": `wip` is seen only by the project team and the project organization's admins (never by
 * another organization, not even on a public project).
 */
export const readFile = (c: UserRow, t: FileTarget) =>
  readProject(t, c) && (t.status !== 'wip' || seesWorkInProgress(t, c));

export const FILE_RULES: RulesOf<'file'> = {
  'file.read': { allow: readFile },
  'file.readRevision': {
    allow: (c, t) => readFile(c, t) && (seesWorkInProgress(t, c) || revisionOpenOutside(t.revision)),
  },
};
