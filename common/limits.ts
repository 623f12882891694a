/** Business constants and limits shared by server and web (SPEC.md point 9, API.md points 3 and 5). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const DASHBOARD_LATEST_PROJECTS = 2;
export const RELATED_PROJECTS_LIMIT = 6;

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 500;

export const DEFAULT_MAX_UPLOAD_MB = 512;
export const UPLOAD_TIMEOUT_MS = 45_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Absolute lifetime of an api token; after it the user signs in again. */
export const API_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

export const TOKEN_STORAGE_KEY = 'id_token';
export const LANGUAGE_STORAGE_KEY = 'byggarkiv.language';

/** Interface timings and layers (SPEC.md point 9). */
export const UI = {
  scrollTopThresholdPx: 200,
  scrollTopDurationMs: 600,
  dropdownCloseDelayMs: 200,
  accordionDurationMs: 250,
  resizeDebounceMs: 200,
  dropdownZIndex: 115,
  scrollAfterNavigationMs: 100,
  primaryColor: '#009EF7',
} as const;
