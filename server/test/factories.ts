/** Factories that make users and organizations straight in the database, fast and explicit. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users, type OrganizationRow, type UserRow } from '../db/schema';
import { issueApiToken } from '../commands/issue-api-token';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'Hemligt-lösen1';
let cachedHash: Promise<string> | undefined;

export interface MadeUser {
  user: UserRow;
  token: string;
  password: string;
}

export async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<MadeUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.se`,
      passwordHash: await cachedHash,
      firstName: 'Test',
      lastName: 'Person',
      ...values,
    })
    .returning();
  if (!user) throw new Error('no user');
  return { user, token: await issueApiToken(db, user.id), password: TEST_PASSWORD };
}

export async function makeOrganization(db: Db, values: Partial<typeof organizations.$inferInsert> = {}): Promise<OrganizationRow> {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${randomUUID().slice(0, 8)}`, approved: true, ...values })
    .returning();
  if (!org) throw new Error('no organization');
  return org;
}

/** A member (or admin) of an organization. */
export async function makeMember(db: Db, org: OrganizationRow, opts: { admin?: boolean } & Partial<typeof users.$inferInsert> = {}) {
  const { admin, ...values } = opts;
  return makeUser(db, { organizationId: org.id, isOrgAdmin: admin ?? false, ...values });
}

export async function reloadUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
