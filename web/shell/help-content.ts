import { API_DOCS_PATH } from '../../common/api/values';

/** Support contact details: the same in every language, so they live outside the catalogs. */
export const SUPPORT_EMAIL = 'support@byggarkiv.se';
export const SUPPORT_PHONE = '010-150 42 00';
export const SUPPORT_PHONE_HREF = 'tel:+46101504200';

/** FAQ entries; question and answer texts are `help:faq.<id>.question|answer`. */
export const FAQ_IDS = [
  'projects',
  'newProject',
  'files',
  'drawings',
  'revisions',
  'register',
  'sharing',
  'organizations',
] as const;

export type FaqId = (typeof FAQ_IDS)[number];

export const API_DOCS_URL = API_DOCS_PATH;
