/**
 * The contract's plain values — the base path, the auth paths, the languages, the enumerations — in a module without zod: the web
 * app's entry chunk needs these on every page, and importing them from a schema module would bring zod along.
 * The schema modules re-export them.
 */
export const API_BASE = '/api/v1';
/** The browsable OpenAPI reference (server/plugins/openapi.ts), linked from the web app's help. */
export const API_DOCS_PATH = '/api/docs';

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const AUTH_PATHS = {
  login: '/auth/login',
  register: '/auth/register',
  verifyToken: '/auth/verify_token',
  logout: '/auth/logout',
  sendPasswordResetEmail: '/auth/send_password_reset_email',
  resetPassword: '/auth/reset_password',
  changePassword: '/change_password',
  publicOrganizations: '/public/organization',
} as const;

export const VISIBILITIES = ['public', 'organization', 'members'] as const;

export const ACTIVITY_STATUSES = ['todo', 'ongoing', 'done'] as const;

export const USER_TYPES = ['full', 'limited'] as const;

/**
 * ISO 19650 states (docs/api.md §6 "Status"): `wip` is seen only by the project team and the organization's admins,
 * share links show only `published`. A file created without one is published.
 */
export const FILE_STATUSES = ['wip', 'shared', 'published', 'archived'] as const;

/**
 * Security events (issue #34 item 10), seen by the person's organization's admins, and by the superadmin alone when
 * no account or organization is known. The ones counted in bulk are one row per hour with a count, never one a probe.
 */
export const SECURITY_AUDIT_ACTIONS = [
  'auth.login',
  /** A wrong password, or an e-mail with no account: counted per account, client address and hour. */
  'auth.loginFailed',
  /** Sign-in refused past the guessing limit (429): counted per account, client address and hour. */
  'auth.lockout',
  /** Signed out: the session's token revoked on the server. */
  'auth.logout',
  /** Your own password changed (other sessions end). */
  'auth.passwordChange',
  /** A password set with a reset link (every session ends). */
  'auth.passwordReset',
  /** A superadmin set someone else's password (every session of theirs ends; they are mailed a notice). */
  'auth.passwordSet',
  /** Calls refused with 401, 403, 404 or 429: counted per caller (or client address), route, status and hour. */
  'auth.refused',
  /** Two-step sign-in turned on (TOTP confirmed, recovery codes made). */
  'auth.mfaEnabled',
  /** Two-step sign-in turned off (with password and code). */
  'auth.mfaDisabled',
  /** A sign-in's second step done with a recovery code (that code is used up). */
  'auth.recoveryCodeUsed',
  /** Ten new recovery codes made (the old ones no longer work), with the password and a current code. */
  'auth.recoveryCodesRenewed',
  /** A session ended by its owner from their list of sessions. */
  'auth.sessionEnded',
  /** A passkey added to the account (two-step sign-in is then on). */
  'auth.passkeyAdded',
  /** A passkey removed from the account (with the password). */
  'auth.passkeyRemoved',
  /** A sign-in done with a passkey: alone, or as its second step. */
  'auth.passkeyUsed',
  /** Signed in through the organization's OpenID provider (single sign-on). */
  'auth.ssoLogin',
  /** An organization's single sign-on set up or changed (provider, domains, on or off). */
  'auth.ssoConfigured',
  /** An organization's single sign-on removed. */
  'auth.ssoRemoved',
  /** A single sign-on e-mail domain proven by its DNS TXT record (the domain in `details.to`). */
  'auth.ssoDomainVerified',
  /** A single sign-on e-mail domain marked proven by the superadmin, without DNS (the domain in `details.to`). */
  'auth.ssoDomainMarkedVerified',
] as const;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  /** An activity's or a file's status changed (and nothing else). */
  'status',
  /** A file got a new revision (its content). */
  'revision',
  'delete',
  'import',
  'approve',
  /** File content read: signed in, or through a share link (once per client, file and hour). */
  'read',
  'shareLink.create',
  'shareLink.revoke',
  'team.add',
  'team.remove',
  /** A team member's role in the project changed (details: from, to). */
  'team.role',
  'member.add',
  'member.remove',
  'member.admin',
  'member.accountType',
  /** A review (Granskning) started, a reviewer's part done, the approver's decisions, a review cancelled. */
  'review.start',
  'review.complete',
  'review.decide',
  'review.cancel',
  /**
   * A markup published on a file's page (made so, or a private one made public), a published one deleted, and one
   * put back by undo.
   */
  'markup.publish',
  'markup.delete',
  'markup.restore',
  ...SECURITY_AUDIT_ACTIONS,
] as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
