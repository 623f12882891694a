/** The by-id view in one statement is the same view the list's several queries make, field for field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadProjectView, loadProjectViews } from './project-view';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('loadProjectView', () => {
  it('answers what loadProjectViews answers, with and without each populate', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const anna = await makeMember(db, org, { firstName: 'Anna', lastName: 'Öberg', title: 'Projektledare' });
    const bo = await makeMember(db, org, { firstName: 'Bo', lastName: 'Andersson' });
    const outside = await makeUser(db, { firstName: 'Cecilia', lastName: 'Berg' });
    const project = await makeProject(db, org, {
      name: 'Förskolan Ängsbacken',
      description: 'Ny förskola, sex avdelningar',
      budget: 12_500_000,
      team: [anna.user.id, bo.user.id, outside.user.id],
    });
    await db.insert(activities).values([
      { projectId: project.id, name: 'Bygglov', deadline: '2026-12-15', responsibleId: anna.user.id, status: 'done' },
      { projectId: project.id, name: 'Rivning', deadline: '2027-02-01', keywords: ['rivning', 'asbest'] },
      { projectId: project.id, name: 'Slutbesiktning', deadline: '2027-09-30', responsibleId: bo.user.id },
    ]);
    const bare = await makeProject(db, org, { name: 'Tomt projekt' });

    for (const row of [project, bare])
      for (const team of [false, true])
        for (const withActivities of [false, true]) {
          const populate = { team, activities: withActivities };
          const [expected] = await loadProjectViews(db, null, [row], populate);
          expect(await loadProjectView(db, row.id, populate)).toEqual(expected);
        }
    const full = await loadProjectView(db, project.id, { team: true, activities: true });
    expect(full?.team.map((u) => u.lastName)).toEqual(['Andersson', 'Berg', 'Öberg']);
    expect(full?.completed).toBe(33);
    expect(full?.row.createdAt).toBeInstanceOf(Date);
    expect(await loadProjectView(db, '00000000-0000-4000-8000-000000000000', { team: true, activities: true })).toBe(
      undefined,
    );
    expect(await loadProjectView(db, 'inte-ett-id', { team: false, activities: false })).toBe(undefined);
  });
});
