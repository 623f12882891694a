/**
 * Every permission rule of docs/product.md point 6 and docs/api.md, one per action of `common/permissions.ts`: who is
 * allowed, and what a refusal answers. Each entity's rules stand in their own file here; this table joins them, and
 * its type makes sure no action is left without one. Nothing outside policies/ decides; it asks `authorize`/`can`.
 * `policies/scopes.ts` states the read rules again in SQL for lists; project-visibility.test.ts keeps the two in
 * agreement.
 */
import type { Action } from '../../../common/permissions';
import { FEATURE_RULES } from './features';
import { FILE_RULES } from './file';
import { MARKUP_RULES } from './markup';
import { ORGANIZATION_RULES } from './organization';
import { PROJECT_RULES } from './project';
import { REVIEW_RULES } from './review';
import type { Rule, Targets } from './targets';
import { USER_RULES } from './user';

export * from './targets';
export { revisionOpenOutside } from './project-access';

export const RULES: { [A in Action]: Rule<Targets[A]> } = {
  ...USER_RULES,
  ...ORGANIZATION_RULES,
  ...PROJECT_RULES,
  ...FILE_RULES,
  ...FEATURE_RULES,
  ...REVIEW_RULES,
  ...MARKUP_RULES,
};
