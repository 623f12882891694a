/** A team member's role in the project (`PATCH project/{projectId}/{memberId}`), on the real HTTP layer and DB. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
type TeamMember = { _id: string; role: string };

describe('role in the project', () => {
  it('starts as the profile role, is changed on the membership only, and is audited with from and to', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const { user: anna } = await makeMember(db(), org, { role: 'Konstruktör' });
    const first = await makeProject(db(), org);
    const second = await makeProject(db(), org);
    for (const project of [first, second]) {
      const added = await t.request({
        method: 'POST',
        url: `/project/${project.id}`,
        token,
        payload: { userId: anna.id },
      });
      expect(added.json().team).toMatchObject([{ _id: anna.id, role: 'Konstruktör' }]);
    }
    const changed = await t.request({
      method: 'PATCH',
      url: `/project/${first.id}/${anna.id}`,
      token,
      payload: { role: '  Platschef ' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().team).toMatchObject([{ _id: anna.id, role: 'Platschef' }]);
    const read = async (id: string) =>
      ((await t.request({ method: 'GET', url: `/project/${id}?populate=team`, token })).json().team as TeamMember[])[0];
    await expect.poll(async () => (await read(first.id))?.role).toBe('Platschef');
    // The other project and the profile keep theirs.
    expect((await read(second.id))?.role).toBe('Konstruktör');
    const listed = await t.request({
      method: 'GET',
      url: `/project?query=${encodeURIComponent(JSON.stringify({ _id: first.id }))}&populate=team`,
      token,
    });
    expect((listed.json().result[0].team as TeamMember[])[0]?.role).toBe('Platschef');
    const profile = await t.request({ method: 'GET', url: `/user/${anna.id}`, token });
    expect(profile.json().role).toBe('Konstruktör');
    const audit = await t.request({ method: 'GET', url: `/audit?project=${first.id}`, token });
    expect(audit.json().result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'team.role', change: { from: 'Konstruktör', to: 'Platschef' } }),
      ]),
    );
  });

  it('answers bad input with 400, someone off the team with 404, and changes nothing then', async () => {
    const org = await makeOrganization(db());
    const { token } = await makeMember(db(), org, { admin: true });
    const { user: anna } = await makeMember(db(), org);
    const { user: off } = await makeMember(db(), org);
    const project = await makeProject(db(), org, { team: [anna.id] });
    const patch = (memberId: string, payload: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/project/${project.id}/${memberId}`, token, payload });
    const long = await patch(anna.id, { role: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('80');
    expect((await patch(anna.id, {})).statusCode).toBe(400);
    expect((await patch(anna.id, { role: 'A', extra: 1 })).statusCode).toBe(400);
    expect((await patch(anna.id, { role: 7 })).statusCode).toBe(400);
    expect((await patch(off.id, { role: 'Platschef' })).statusCode).toBe(404);
    expect((await patch('not-an-id', { role: 'Platschef' })).statusCode).toBe(400);
    const team = (await t.request({ method: 'GET', url: `/project/${project.id}?populate=team`, token })).json().team;
    expect(team).toMatchObject([{ _id: anna.id, role: '' }]);
    // Clearing a role is allowed.
    expect((await patch(anna.id, { role: 'Beställare' })).json().team[0].role).toBe('Beställare');
    expect((await patch(anna.id, { role: '' })).json().team[0].role).toBe('');
  });
});
