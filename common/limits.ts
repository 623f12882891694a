/** Business constants and limits shared by server and web (docs/product.md point 9, docs/api.md points 3 and 5). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const DASHBOARD_LATEST_PROJECTS = 2;
export const RELATED_PROJECTS_LIMIT = 6;

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 500;

export const DEFAULT_MAX_UPLOAD_MB = 512;
/** Files one drawing-register match request may carry; the web app sends a larger folder's dry run in batches. */
export const MAX_REGISTER_PARTS = 300;
export const UPLOAD_TIMEOUT_MS = 45_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Absolute lifetime of an api token; after it the user signs in again. */
export const API_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Share links (issue #34.6): a new link lives this many days unless its creator chooses otherwise, and never more
 * than the maximum after it was made (links made before expiries were required end then too). The server allows
 * a day more than the maximum, so the end of the last day a picker offers always fits whatever the time zone.
 */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 365;
/** The lifetimes the share dialog offers with one click, in days. */
export const SHARE_LINK_DAY_CHOICES = [7, 30, 90, 365] as const;

export const TOKEN_STORAGE_KEY = 'id_token';
export const LANGUAGE_STORAGE_KEY = 'byggarkiv.language';

/** Interface timings and layers (docs/product.md point 9). */
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
