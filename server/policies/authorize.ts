/**
 * The one way to ask a permission question: `can` answers it, `authorize` refuses with the rule's own answer.
 * Routes, commands, queries and presenters ask; only `rules/` decides.
 */
import type { Action } from '../../common/permissions';
import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';
import { RULES, type Rule, type Targets } from './rules';

export type {
  FileTarget,
  MarkupTarget,
  OrganizationRef,
  ProjectRef,
  ProjectTarget,
  RevisionFacts,
  RevisionTarget,
  ReviewTarget,
} from './rules';
export { revisionOpenOutside } from './rules';

/** Actions on nothing in particular take no target. */
type TargetArgs<A extends Action> = Targets[A] extends null ? [] : [target: Targets[A]];

function ruleOf<A extends Action>(action: A): Rule<Targets[A]> {
  return RULES[action] as Rule<Targets[A]>;
}

export function can<A extends Action>(caller: UserRow, action: A, ...[target]: TargetArgs<A>): boolean {
  return ruleOf(action).allow(caller, (target ?? null) as Targets[A]);
}

export function authorize<A extends Action>(caller: UserRow, action: A, ...[target]: TargetArgs<A>): void {
  const rule = ruleOf(action);
  const value = (target ?? null) as Targets[A];
  if (!rule.allow(caller, value)) throw rule.deny ? rule.deny(caller, value) : forbidden();
}
