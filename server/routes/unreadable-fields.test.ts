/**
 * A field a caller may not read is one they cannot filter, sort, select or group on either: a limited account
 * gets no budget (presenters/project.ts), and before this it could still narrow a hidden budget down with
 * `{"budget":{"$in":[…]}}` or `sort=-budget`. The hidden fields are found by asking the presenter (what a full
 * account reads and a limited one gets as null), so a field hidden later is covered the day it is hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, makeOrganization, makeProject, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let full: MadeUser;
let limited: MadeUser;
let projectId: string;
const BUDGET = 42_000_000;
const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await makeOrganization(db);
  full = await makeMember(db, org, { accountType: 'administrator' });
  limited = await makeMember(db, org, { accountType: 'administrator', userType: 'limited' });
  projectId = (
    await makeProject(db, org, {
      name: 'Vallaskolan',
      budget: BUDGET,
      budgetNotes: 'Inklusive markarbeten',
      lessonsLearned: 'Beställ stommen tidigt',
      team: [full.user.id, limited.user.id],
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

/** The project's fields a full account reads and the limited account gets as null. */
async function hiddenFromLimited(): Promise<string[]> {
  const read = async (token: string) =>
    (await t.request({ method: 'GET', url: `/project/${projectId}`, token })).json() as Record<string, unknown>;
  const [asFull, asLimited] = [await read(full.token), await read(limited.token)];
  return Object.keys(asFull).filter((key) => asFull[key] !== null && asLimited[key] === null);
}

/** Every way a list call can use a field: filters with each operator the language has, sort, select, distinct. */
const asks = (field: string, value: unknown) => [
  `/project?query=${q({ [field]: value })}`,
  `/project?query=${q({ [field]: { $ne: null } })}`,
  `/project?query=${q({ [field]: { $in: [value, 1, 2] } })}`,
  `/project?query=${q({ [field]: { $nin: [value] } })}`,
  `/project?query=${q({ [field]: { $eq: value } })}`,
  `/project?query=${q({ $or: [{ name: 'x' }, { $and: [{ [field]: value }] }] })}`,
  `/project?query=${q({ [field]: value })}&search=vallaskolan`,
  `/project?sort=${field}`,
  `/project?sort=-${field}`,
  `/project?sort=${q({ [field]: -1 })}`,
  `/project?select=name,${field}`,
  `/project/${projectId}?select=${field}`,
  `/project?distinct=${field}`,
];

describe('fields a caller may not read', () => {
  it('are, for a limited account, the budget figures and lessons learned', async () => {
    expect((await hiddenFromLimited()).sort()).toEqual(['budget', 'budgetNotes', 'lessonsLearned']);
  });

  it('answer a limited account exactly as a field that does not exist, in query, sort, select and distinct', async () => {
    for (const field of await hiddenFromLimited()) {
      const made = asks('noSuchField', BUDGET);
      for (const [i, ask] of asks(field, BUDGET).entries()) {
        const res = await t.request({ method: 'GET', url: ask, token: limited.token });
        expect(res.statusCode, `${ask}: ${res.body}`).toBe(400);
        const unknown = await t.request({ method: 'GET', url: made[i] ?? '', token: limited.token });
        // The same refusal, word for word but the name: nothing tells a hidden field from a made-up one.
        expect(res.json().code, ask).toBe(unknown.json().code);
        expect(res.json().error.replace(field, 'F'), ask).toBe(unknown.json().error.replace('noSuchField', 'F'));
      }
    }
  });

  it('stay usable for a full account', async () => {
    const found = await t.request({
      method: 'GET',
      url: `/project?query=${q({ budget: { $in: [BUDGET] } })}&sort=-budget&select=name,budget`,
      token: full.token,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().result).toEqual([expect.objectContaining({ name: 'Vallaskolan', budget: BUDGET })]);
    const one = await t.request({ method: 'GET', url: `/project/${projectId}?select=budgetNotes`, token: full.token });
    expect(one.json()).toMatchObject({ budgetNotes: 'Inklusive markarbeten' });
  });

  it('refuse a limited account’s select that names one beside readable fields; without it the call answers', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/project?query=${q({ name: 'Vallaskolan' })}&sort=-name&select=name,budget`,
      token: limited.token,
    });
    expect(res.statusCode, res.body).toBe(400);
    const kept = await t.request({
      method: 'GET',
      url: `/project?query=${q({ name: 'Vallaskolan' })}&sort=-name&select=name`,
      token: limited.token,
    });
    expect(kept.json().result).toEqual([{ _id: projectId, name: 'Vallaskolan' }]);
  });
});

describe("an organization's requester", () => {
  it('is filtered as the caller reads it: only the superadmin and the requester see who asked', async () => {
    const db = t.database.db;
    const requester = await makeUser(db);
    const org = await makeOrganization(db, { requestedBy: requester.user.id });
    const stranger = await makeMember(db, await makeOrganization(db));
    const superadmin = await makeUser(db, { superadmin: true });
    const total = async (token: string, filter: unknown) => {
      const res = await t.request({ method: 'GET', url: `/organization?query=${q(filter)}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    const asked = { _id: org.id, requestedBy: requester.user.id };
    expect(await total(superadmin.token, asked)).toBe(1);
    expect(await total(requester.token, asked)).toBe(1);
    expect(await total(stranger.token, asked)).toBe(0);
    expect(await total(stranger.token, { _id: org.id, requestedBy: { $in: [requester.user.id] } })).toBe(0);
    // What the stranger reads: no requester, and the filter agrees.
    const read = await t.request({ method: 'GET', url: `/organization/${org.id}`, token: stranger.token });
    expect(read.json().requestedBy).toBeNull();
    expect(await total(stranger.token, { _id: org.id, requestedBy: null })).toBe(1);
  });
});
