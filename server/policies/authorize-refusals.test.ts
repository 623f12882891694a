/** A refusal answers with the rule's own status, code and text (authorize.test.ts has who is refused what). */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../common/permissions';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { authorize } from './authorize';
import { admit, applicant, onMembers, ORG_A, otherSuperadmin, type Role, ROLES } from './authorize-fixtures';

type TargetOf<A extends Action> = Parameters<typeof authorize<A>> extends [unknown, unknown, ...infer T] ? T : never;

/** What authorize throws when `role` asks for `action`: the refusal's status, code and text; null when allowed. */
function refusal<A extends Action>(role: Role, action: A, ...target: TargetOf<A>) {
  // The generic target cannot be spread back into authorize's own generic signature; TargetOf<A> checked it.
  const ask = authorize as (caller: UserRow, action: Action, ...target: unknown[]) => void;
  try {
    ask(ROLES[role].user, action, ...target);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  return null;
}

describe('authorize: a refusal answers as the rule says', () => {
  it('lists need an organization', () => {
    expect(refusal('noOrg', 'project.list')).toMatchObject({ status: 403, code: 'NOT_ORG_MEMBER' });
  });
  it('a member of an organization cannot ask for another', () => {
    expect(refusal('memberOnTeam', 'organization.create')).toMatchObject({
      status: 400,
      code: 'ALREADY_IN_ORGANIZATION',
    });
  });
  it('project creation tells members without an organization apart from regular accounts', () => {
    expect(refusal('noOrg', 'project.create')?.code).toBe('NOT_ORG_MEMBER');
    expect(refusal('memberOnTeam', 'project.create')).toMatchObject({
      status: 403,
      message: 'Only administrators and organization admins create projects.',
    });
  });
  it('limited functionality refuses the import with its own text', () => {
    expect(refusal('limitedOnTeam', 'import.run')?.message).toBe('This feature is not part of limited functionality.');
  });
  it('admitting someone who did not apply says so; the superadmin is refused as such', () => {
    const admitting = (role: Role, ...args: Parameters<typeof admit>) =>
      refusal(role, 'organization.admit', admit(...args));
    expect(admitting('orgAdmin', applicant, null)).toMatchObject({ status: 403, code: 'NOT_WAITING' });
    expect(admitting('orgAdmin', otherSuperadmin, ORG_A)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(admitting('memberOnTeam', applicant, ORG_A)?.code).toBe('NOT_ORG_ADMIN');
  });
  it('an allowed call passes', () => {
    expect(refusal('orgAdmin', 'project.update', onMembers('orgAdmin'))).toBeNull();
  });
});
