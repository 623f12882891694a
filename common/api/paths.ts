/**
 * The contract's paths, in a module without zod: the web app names them on every page, and importing them from a
 * schema module would bring zod and every schema of that module along. The schema modules re-export them.
 */
/** The names of a path template's `:params` (`'/project/:projectId/:memberId'` → `'projectId' | 'memberId'`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One of the paths below with its `:params` filled in, each encoded: `apiPath(PROJECT_PATHS.one, { id })`. The web
 * app names every API path this way; web/lib/api-client.ts adds the base (`API_BASE`).
 */
export function apiPath<P extends string>(template: P, params: Record<PathParams<P>, string>): string {
  const values: Record<string, string> = params;
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}

export const PROJECT_PATHS = {
  list: '/project',
  one: '/project/:id',
  bulkDelete: '/delete_projects_bulk',
  teamMember: '/project/:projectId/:memberId',
  activity: '/activity',
  activityOne: '/activity/:id',
  taxonomies: '/taxonomies',
  bookmarks: '/user/:id',
} as const;

export const AUDIT_PATHS = { list: '/audit', csv: '/audit.csv' } as const;

export const DASHBOARD_PATH = '/dashboard';

export const FILE_PATHS = {
  constructionFiles: '/constructionfile',
  constructionFile: '/constructionfile/:id',
  constructionFileContent: '/constructionfile/:id/content',
  constructionFilesBulkDelete: '/delete_files_bulk',
  drawings: '/drawingfile',
  drawing: '/drawingfile/:id',
  drawingContent: '/drawingfile/:id/content',
  drawingsBulkDelete: '/delete_drawings_bulk',
  documentTypes: '/public/documentType',
  constructionFileDownloadLink: '/constructionfile/:id/download_link',
  drawingDownloadLink: '/drawingfile/:id/download_link',
  constructionFileThumbnail: '/constructionfile/:id/thumbnail',
  drawingThumbnail: '/drawingfile/:id/thumbnail',
  constructionFileRevisions: '/constructionfile/:id/revisions',
  constructionFileRevisionContent: '/constructionfile/:id/revisions/:revisionId/content',
  drawingRevisions: '/drawingfile/:id/revisions',
  drawingRevisionContent: '/drawingfile/:id/revisions/:revisionId/content',
  /** docs/api.md §6 "Bulk download": the project's files under a filter, as one streamed ZIP. */
  projectFilesZip: '/project/:id/files.zip',
  /** A ticket for a browser link to the ZIP (a link cannot send the Authorization header). */
  projectFilesZipLink: '/project/:id/files.zip/download_link',
} as const;

/** docs/api.md §6 "Drawing register": a folder of drawings matched to a project's register, and its exports. */
export const REGISTER_PATHS = {
  match: '/drawing_register/match',
  csv: '/drawing_register.csv',
  xlsx: '/drawing_register.xlsx',
} as const;

export const UPLOAD_PATHS = {
  upload: '/upload_file',
  content: '/uploads/:id',
} as const;

export const LIMITS_PATHS = {
  limits: '/public/limits',
} as const;

export const IMPORT_PATH = '/upload_csv_file';

export const SHARING_PATHS = {
  create: '/create_share_link',
  list: '/share_link',
  revoke: '/share_link/:shareToken',
  sharedProject: '/api_shared/project',
  sharedFiles: '/api_shared/project_files',
  /** The link's published files as one streamed ZIP (docs/api.md §6 "Bulk download"). */
  sharedFilesZip: '/api_shared/project_files.zip',
} as const;

/** Single sign-on (docs/api.md §7): the organization's set-up, and the calls of a sign-in through its provider. */
export const SSO_PATHS = {
  config: '/organization/:id/sso',
  verifyDomain: '/organization/:id/sso/verify-domain',
  /** Checks an issuer's discovery before saving (docs/api.md §7). */
  configTest: '/organization/:id/sso/test',
  lookup: '/auth/sso/lookup',
  start: '/auth/sso/start',
  callback: '/auth/sso/callback',
  exchange: '/auth/sso/exchange',
} as const;

/** The web app's route the callback hands a finished sign-in to, and the query parameter of a failed one. */
export const SSO_WEB_DONE_PATH = '/sso/klar';
export const SSO_ERROR_PARAM = 'sso_error';

/** docs/api.md §7 "Markups and comments". */
export const MARKUP_PATHS = {
  constructionFileMarkups: '/constructionfile/:id/markups',
  drawingMarkups: '/drawingfile/:id/markups',
  one: '/markup/:id',
  replies: '/markup/:id/replies',
  restore: '/markup/:id/restore',
} as const;

export const USER_PATHS = {
  list: '/user',
  one: '/user/:id',
  changeAccountType: '/change_account_type',
} as const;

export const ORGANIZATION_PATHS = {
  list: '/organization',
  one: '/organization/:id',
  addMember: '/add_org_member',
  removeMember: '/remove_org_member',
} as const;

export const REVIEW_PATHS = {
  list: '/review',
  one: '/review/:id',
  complete: '/review/:id/complete',
  decide: '/review/:id/decide',
  cancel: '/review/:id/cancel',
} as const;

export const ACCOUNT_SECURITY_PATHS = {
  totpSetup: '/auth/mfa/totp/setup',
  totpEnable: '/auth/mfa/totp/enable',
  disable: '/auth/mfa/disable',
  recoveryCodes: '/auth/mfa/recovery-codes',
  loginMfa: '/auth/login/mfa',
  sessions: '/auth/sessions',
  session: '/auth/sessions/:id',
} as const;

export const PASSKEY_PATHS = {
  registerOptions: '/auth/passkeys/register/options',
  register: '/auth/passkeys/register',
  list: '/auth/passkeys',
  one: '/auth/passkeys/:id',
  loginOptions: '/auth/passkeys/login/options',
  login: '/auth/passkeys/login',
} as const;
