/**
 * The contract's plain values — the base path, the auth paths, the languages — in a module without zod: the web
 * app's entry chunk needs these on every page, and importing them from a schema module would bring zod along.
 * The schema modules re-export them.
 */
export const API_BASE = '/api/v1';

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
