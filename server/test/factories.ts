/** Factories that make users and organizations straight in the database, fast and explicit. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organizations,
  projects,
  projectTeam,
  users,
  type OrganizationRow,
  type ProjectRow,
  type UserRow,
} from '../db/schema';
import { issueApiToken } from '../commands/issue-api-token';
import { hashPassword } from '../lib/passwords';
import type { TestApp } from './test-app';

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

export async function makeOrganization(
  db: Db,
  values: Partial<typeof organizations.$inferInsert> = {},
): Promise<OrganizationRow> {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${randomUUID().slice(0, 8)}`, approved: true, ...values })
    .returning();
  if (!org) throw new Error('no organization');
  return org;
}

/** A member (or admin) of an organization. */
export async function makeMember(
  db: Db,
  org: OrganizationRow,
  opts: { admin?: boolean } & Partial<typeof users.$inferInsert> = {},
) {
  const { admin, ...values } = opts;
  return makeUser(db, { organizationId: org.id, isOrgAdmin: admin ?? false, ...values });
}

export async function reloadUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

let projectCounter = 0;
/** A project straight in the database, with an optional team. */
export async function makeProject(
  db: Db,
  org: OrganizationRow,
  values: Partial<typeof projects.$inferInsert> & { team?: string[] } = {},
): Promise<ProjectRow> {
  const { team, ...rest } = values;
  projectCounter += 1;
  const [row] = await db
    .insert(projects)
    .values({
      organizationId: org.id,
      name: `Projekt ${projectCounter} ${randomUUID().slice(0, 6)}`,
      type: 'Nybyggnad',
      startDate: '2026-01-15',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no project');
  if (team?.length) await db.insert(projectTeam).values(team.map((userId) => ({ projectId: row.id, userId })));
  return row;
}

/** A share link to a project's files, made through the API by someone who may share it; its raw token. */
export async function shareFiles(t: Pick<TestApp, 'request'>, token: string, projectId: string): Promise<string> {
  const link = await t.request({
    method: 'POST',
    url: '/create_share_link',
    token,
    payload: { projectId, resourceType: 'files' },
  });
  return (link.json() as { shareToken: string }).shareToken;
}
