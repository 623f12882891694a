/** `GET dashboard`: figures over every ongoing team project, not the first hundred the web app used to load. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, projects, projectTeam } from '../db/schema';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

describe('GET dashboard', () => {
  it('aggregates every ongoing project of the user’s team, at any number', async () => {
    const org = await makeOrganization(db());
    const member = await makeMember(db(), org);
    const colleague = await makeMember(db(), org);
    // 130 team projects, one in three with a budget of (i + 1) × 1,000 kr; each with a todo and a done activity.
    const rows = await db()
      .insert(projects)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          organizationId: org.id,
          name: `Projekt ${String(i).padStart(3, '0')}`,
          type: 'Nybyggnad',
          startDate: '2026-01-15',
          budget: i % 3 === 0 ? (i + 1) * 1000 : null,
        })),
      )
      .returning({ id: projects.id, name: projects.name });
    await db()
      .insert(projectTeam)
      .values(rows.map((p) => ({ projectId: p.id, userId: member.user.id })));
    await db()
      .insert(activities)
      .values(
        rows.flatMap((p, i) => [
          { projectId: p.id, name: `Besiktning ${i}`, deadline: `2027-01-${String((i % 28) + 1).padStart(2, '0')}` },
          { projectId: p.id, name: `Klar ${i}`, deadline: '2020-01-01', status: 'done' as const },
        ]),
      );
    // Not counted: an archived team project, a project whose team the user is not on.
    const archived = await makeProject(db(), org, { archived: true, budget: 9_999_999, team: [member.user.id] });
    await db().insert(activities).values({ projectId: archived.id, name: 'Arkiverad', deadline: '2020-01-01' });
    const others = await makeProject(db(), org, { budget: 8_888_888, team: [colleague.user.id] });
    await db().insert(activities).values({ projectId: others.id, name: 'Någon annans', deadline: '2020-01-01' });

    const res = await t.request({ method: 'GET', url: '/dashboard', token: member.token });
    expect(res.statusCode, res.body).toBe(200);
    const budgeted = Array.from({ length: 130 }, (_, i) => i).filter((i) => i % 3 === 0);
    expect(res.json()).toEqual({
      ongoingProjects: 130,
      activitiesByStatus: { todo: 130, ongoing: 0, done: 130 },
      upcoming: expect.any(Array),
      budget: {
        total: budgeted.reduce((sum, i) => sum + (i + 1) * 1000, 0),
        budgetedProjects: budgeted.length,
        largest: [129, 126, 123, 120, 117].map((i) => ({
          _id: rows[i]?.id,
          name: `Projekt ${String(i).padStart(3, '0')}`,
          budget: (i + 1) * 1000,
        })),
      },
    });
    const upcoming = res.json().upcoming as Array<{ name: string; deadline: string; projectName: string }>;
    expect(upcoming).toHaveLength(6);
    expect(upcoming.map((a) => a.deadline)).toEqual([...upcoming.map((a) => a.deadline)].sort());
    expect(upcoming[0]).toMatchObject({ deadline: '2027-01-01', status: 'todo', projectName: 'Projekt 000' });
    expect(upcoming.map((a) => a.name)).not.toContain('Någon annans');
  });

  it('gives limited accounts no budget figures, and an empty picture to someone without projects', async () => {
    const org = await makeOrganization(db());
    const limited = await makeMember(db(), org, { userType: 'limited' });
    await makeProject(db(), org, { budget: 500_000, team: [limited.user.id] });
    const res = await t.request({ method: 'GET', url: '/dashboard', token: limited.token });
    expect(res.json()).toMatchObject({ ongoingProjects: 1, budget: null });
    const newcomer = await makeMember(db(), org);
    expect((await t.request({ method: 'GET', url: '/dashboard', token: newcomer.token })).json()).toEqual({
      ongoingProjects: 0,
      activitiesByStatus: { todo: 0, ongoing: 0, done: 0 },
      upcoming: [],
      budget: { total: 0, budgetedProjects: 0, largest: [] },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/dashboard' })).statusCode).toBe(401);
  });
});
