/** What the route permission matrices (*-matrix.test.ts) share. Test-only. */
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { makeMember, makeOrganization, makeUser } from '../test/factories';
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
