/** What the route permission matrices (*-matrix.test.ts) share. Test-only. */
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/** One test app for a file's tests: made before them and handed to `use`, closed after them. */
export function withTestApp(use: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** Organizations A and B, with the two people every role list starts from: a superadmin and A's admin. */
export async function makeTwoOrganizations(db: Db) {
  const a = await makeOrganization(db);
  const b = await makeOrganization(db);
  const superadmin = await makeUser(db, { superadmin: true, accountType: 'administrator' });
  const orgAdmin = await makeMember(db, a, { admin: true });
  return { a, b, superadmin, orgAdmin };
}

/** How a matrix makes one of its roles: a member of A or B (with `makeMember`'s options), or someone in neither. */
export type RoleSpec = ({ in: 'a' | 'b' } & NonNullable<Parameters<typeof makeMember>[2]>) | 'noOrg';

/** The roles a matrix names: the superadmin and A's admin first, then its own in the order `specs` gives them. */
export const rolesOf = <R extends string>(specs: Record<R, RoleSpec>): ('superadmin' | 'orgAdmin' | R)[] => [
  'superadmin',
  'orgAdmin',
  ...(Object.keys(specs) as R[]),
];

/** Organizations A and B, and a person for every role: the superadmin, A's admin, and those `specs` describes. */
export async function makeRoles<R extends string>(db: Db, specs: Record<R, RoleSpec>) {
  const { a, b, superadmin, orgAdmin } = await makeTwoOrganizations(db);
  const people = { superadmin, orgAdmin } as Record<'superadmin' | 'orgAdmin' | R, MadeUser>;
  for (const role of Object.keys(specs) as R[]) {
    const spec: RoleSpec = specs[role];
    if (spec === 'noOrg') people[role] = await makeUser(db);
    else {
      const { in: org, ...options } = spec;
      people[role] = await makeMember(db, org === 'a' ? a : b, options);
    }
  }
  return { a, b, people };
}
