/**
 * The vocabulary of actions the server authorizes. The rules themselves live in server/policies/;
 * the web app reads the `abilities` the server attaches to entities and never decides on its own.
 */
export const ACTIONS = [
  'user.read',
  'user.update',
  'user.changePassword',
  'user.changeAccountType',
  'organization.create',
  'organization.read',
  'organization.update',
  'organization.approve',
  'organization.delete',
  'organization.manageMembers',
  'project.create',
  'project.read',
  'project.update',
  'project.delete',
  'project.manageContent',
  'file.read',
  'file.write',
  'share.create',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What a caller may do to one entity, as presenters attach it. */
export type Abilities = Partial<Record<string, boolean>>;

/**
 * Limited functionality (small owner-run firms) hides what their size does not need: budget figures,
 * lessons learned and CSV import. The server leaves these out of answers and refuses changes to them.
 */
export const LIMITED_HIDDEN_FEATURES = ['budget', 'lessonsLearned', 'csvImport'] as const;
export type LimitedFeature = (typeof LIMITED_HIDDEN_FEATURES)[number];
