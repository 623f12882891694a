/**
 * The vocabulary of actions the server authorizes. The rules live in server/policies/rules/, one per action,
 * asked through `authorize`/`can`; the web app reads the `abilities` the server attaches (to the signed-in user
 * and to each project and organization) and never decides on its own.
 */
export const ACTIONS = [
  /** See a person's contact details (e-mail, phone, address) where they appear, e.g. on a project team. */
  'user.seeContact',
  'user.update',
  'user.changePassword',
  'user.changeAccountType',
  /** One's own bookmarks (of what one may see): only oneself, not even the superadmin another's. */
  'user.changeBookmarks',
  /**
   * Sign in through an organization's single sign-on: only as one of its members, never as the superadmin, so an
   * organization's provider cannot speak for an account that is not the organization's.
   */
  'user.signInWithSso',
  'organization.create',
  'organization.read',
  'organization.seeMembers',
  'organization.seeWaitlist',
  'organization.seeRequester',
  'organization.update',
  'organization.approve',
  /** Delete an approved organization; deny or withdraw a pending request. */
  'organization.delete',
  'organization.manageMembers',
  /** Set up, read (without its secret) and remove the organization's single sign-on: its admins. */
  'organization.manageSso',
  /** Prove a claimed single sign-on domain by its DNS TXT record: whoever manages the organization's SSO. */
  'organization.verifySsoDomain',
  /** Mark a claimed domain proven without DNS (e.g. a test environment): the superadmin alone, audited. */
  'organization.markSsoDomainVerified',
  /** Put a person in an organization: only one who applied to it, or the superadmin joining by themself. */
  'organization.admit',
  /** Lists of projects, construction files and drawings need an organization. */
  'project.list',
  'project.create',
  /** Create or import projects in any organization (naming it), not only one's own. */
  'project.chooseOrganization',
  'project.read',
  /** Settings, team, budget, archive. */
  'project.update',
  'project.delete',
  'project.manageTeam',
  /** Put a person on a project's team: whoever manages the team, and only people of the project's organization. */
  'project.joinTeam',
  'project.share',
  /** A construction file or drawing: its project's readers, but work in progress only inside the team. */
  'file.read',
  /**
   * One revision of a file (its content, its markups, its upload): inside the team every one; outside, the
   * published ones, the one the caller sees as current, and one a review they take part in names.
   */
  'file.readRevision',
  /** Activities, lessons learned, construction files and drawings. */
  'project.manageContent',
  /** Budget figures, lessons learned and CSV import: not part of limited functionality. */
  'feature.full',
  'import.run',
  /** Read or attach an upload one made, while nothing claimed it (the superadmin: anyone's). */
  'upload.use',
  /** The audit log: organization admins their organization's, the superadmin everyone's. */
  'audit.read',
  /** Reviews (Granskning): start one on a project's files, read it, do one's part, decide, cancel. */
  'review.create',
  'review.read',
  'review.complete',
  'review.decide',
  'review.cancel',
  /**
   * Markups on a file's pages: any reader of the file adds them, sees the published ones and their own private
   * ones, resolves and answers them; the author changes them; the author or the organization's admins delete them.
   */
  'markup.create',
  'markup.read',
  'markup.update',
  'markup.resolve',
  'markup.reply',
  'markup.delete',
  'markup.restore',
  /** The server's metrics (`GET metrics`): the superadmin, or a scraper with METRICS_TOKEN. */
  'system.metrics',
] as const;
export type Action = (typeof ACTIONS)[number];
