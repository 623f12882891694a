/**
 * The markup routes ask the rules (authorize.test.ts `markup.*`): every role against every call, on a published
 * file of a members-only project, and on a public project's. Who may not read the file — a member off the team,
 * another organization, someone without one — gets 404, as for someone else's private markup.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '../../common/api/markups';
import type { ProjectRow } from '../db/schema';
import { makeProject, type MadeUser } from '../test/factories';
import { cloud, listMarkups, makeMarkup, markupCall } from '../test/markups';
import { makeFileWithContent } from '../test/reviews';
import type { TestApp } from '../test/test-app';
import { makeRoles, rolesOf, withTestApp, type RoleSpec } from './matrix-support';

let t: TestApp;
const files = {} as Record<'members' | 'public', string>;
const MADE = {
  author: { in: 'a' },
  teamMember: { in: 'a' },
  chiefOnTeam: { in: 'a', accountType: 'administrator' },
  memberOffTeam: { in: 'a' },
  otherOrg: { in: 'b', admin: true },
  noOrg: 'noOrg',
} satisfies Record<string, RoleSpec>;
const ROLES = rolesOf(MADE);
type Role = (typeof ROLES)[number];
const people = {} as Record<Role, MadeUser>;

withTestApp((app) => (t = app));
beforeAll(async () => {
  const db = t.database.db;
  const { a, people: made } = await makeRoles(db, MADE);
  Object.assign(people, made);
  const team = [people.author.user.id, people.teamMember.user.id, people.chiefOnTeam.user.id];
  const projects: Record<'members' | 'public', ProjectRow> = {
    members: await makeProject(db, a, { visibility: 'members', team }),
    public: await makeProject(db, a, { visibility: 'public', team }),
  };
  for (const which of ['members', 'public'] as const)
    files[which] = (await makeFileWithContent(t, people.author.token, projects[which].id))._id;
});

type Call = (token: string, markup: Markup, file: string) => Promise<{ statusCode: number }>;
const patch =
  (payload: Record<string, unknown>): Call =>
  (token, markup) =>
    t.request({ method: 'PATCH', url: `/markup/${markup._id}`, token, payload });
const CALLS: Record<string, Call> = {
  create: (token, _markup, file) => markupCall(t, token, file, cloud()),
  list: async (token, markup, file) => {
    const res = await listMarkups(t, token, file);
    // Listed exactly when it may be read.
    if (res.statusCode === 200) {
      const ids = (res.json() as { result: Markup[] }).result.map((m) => m._id);
      return { statusCode: ids.includes(markup._id) ? 200 : 404 };
    }
    return res;
  },
  change: patch({ text: 'Nytt', geometry: { x: 0, y: 0, w: 10, h: 10 }, color: '#000000' }),
  publish: patch({ visibility: 'published' }),
  resolve: patch({ resolved: true }),
  reply: (token, markup) =>
    t.request({ method: 'POST', url: `/markup/${markup._id}/replies`, token, payload: { text: 'Ok' } }),
  delete: (token, markup) => t.request({ method: 'DELETE', url: `/markup/${markup._id}`, token }),
  /** Undo of the author's delete. */
  restore: async (token, markup) => {
    await t.request({ method: 'DELETE', url: `/markup/${markup._id}`, token: people.author.token });
    return t.request({ method: 'POST', url: `/markup/${markup._id}/restore`, token });
  },
};

//                                       SA   OA   AU   TM   CT   MO   XO   NO
const MATRIX: Array<[call: string, project: 'members' | 'public', visibility: 'private' | 'published', number[]]> = [
  ['create', 'members', 'published', [201, 201, 201, 201, 201, 404, 404, 404]],
  ['create', 'public', 'published', [201, 201, 201, 201, 201, 201, 201, 201]],
  ['list', 'members', 'published', [200, 200, 200, 200, 200, 404, 404, 404]],
  ['list', 'members', 'private', [404, 404, 200, 404, 404, 404, 404, 404]],
  ['list', 'public', 'published', [200, 200, 200, 200, 200, 200, 200, 200]],
  ['change', 'members', 'published', [403, 403, 200, 403, 403, 404, 404, 404]],
  ['change', 'members', 'private', [404, 404, 200, 404, 404, 404, 404, 404]],
  ['publish', 'members', 'private', [404, 404, 200, 404, 404, 404, 404, 404]],
  ['resolve', 'members', 'published', [200, 200, 200, 200, 200, 404, 404, 404]],
  ['resolve', 'public', 'published', [200, 200, 200, 200, 200, 200, 200, 200]],
  ['reply', 'members', 'published', [201, 201, 201, 201, 201, 404, 404, 404]],
  ['reply', 'members', 'private', [404, 404, 201, 404, 404, 404, 404, 404]],
  ['delete', 'members', 'published', [200, 200, 200, 403, 403, 404, 404, 404]],
  ['delete', 'members', 'private', [404, 404, 200, 404, 404, 404, 404, 404]],
  ['delete', 'public', 'published', [200, 200, 200, 403, 403, 403, 403, 403]],
  ['restore', 'members', 'published', [200, 200, 200, 403, 403, 404, 404, 404]],
  ['restore', 'members', 'private', [404, 404, 200, 404, 404, 404, 404, 404]],
  ['restore', 'public', 'published', [200, 200, 200, 403, 403, 403, 403, 403]],
];

describe('markup permission matrix (a markup by a team member on a published file)', () => {
  for (const [call, project, visibility, statuses] of MATRIX) {
    ROLES.forEach((role, i) => {
      it(`${role} → ${call} (${visibility}, ${project} project) answers ${statuses[i]}`, async () => {
        const markup = await makeMarkup(t, people.author.token, files[project], { visibility });
        const res = await (CALLS[call] as Call)(people[role].token, markup, files[project]);
        expect(res.statusCode).toBe(statuses[i]);
      });
    });
  }
});
