/**
 * What the in-memory index's twin tests (file-, drawing- and project-search, filter-bits) start from: the app with
 * the index, its twin without it on the same database (test/index-twin.ts), two organizations and a caller of every
 * kind — an admin and a member of the first, a member of the second, an outsider and a superadmin.
 */
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow, ProjectRow } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

export interface TwinSetup {
  t: TestApp;
  plain: FastifyInstance;
  orgA: OrganizationRow;
  orgB: OrganizationRow;
  callers: Record<'admin' | 'member' | 'other' | 'outsider' | 'superadmin', MadeUser>;
}

export async function twinSetup(): Promise<TwinSetup> {
  const t = await createTestApp();
  const plain = await t.twin({ searchIndex: false });
  const db = t.database.db;
  const orgA = await makeOrganization(db);
  const orgB = await makeOrganization(db);
  const callers = {
    admin: await makeMember(db, orgA, { admin: true }),
    member: await makeMember(db, orgA),
    other: await makeMember(db, orgB),
    outsider: await makeUser(db),
    superadmin: await makeUser(db, { superadmin: true }),
  };
  return { t, plain, orgA, orgB, callers };
}

/** A project for a twin test: the organization it is in, the setup's callers on its team, and its other columns. */
export type TwinProject = Omit<NonNullable<Parameters<typeof makeProject>[2]>, 'team'> & {
  in: 'orgA' | 'orgB';
  team?: (keyof TwinSetup['callers'])[];
};

/** The projects, made one after another in the order given (the tests pick them by place). */
export async function makeTwinProjects(setup: TwinSetup, list: TwinProject[]): Promise<ProjectRow[]> {
  const made: ProjectRow[] = [];
  for (const { in: org, team, ...values } of list) {
    const teamIds = team?.map((name) => setup.callers[name].user.id);
    made.push(await makeProject(setup.t.database.db, setup[org], { ...values, team: teamIds }));
  }
  return made;
}
