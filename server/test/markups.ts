/** Markups in route tests: a project with people in every place, a file, and the calls. */
import { expect } from 'vitest';
import type { Markup } from '../../common/api/markups';
import { makeMember, makeOrganization, makeProject } from './factories';
import { makeFileWithContent } from './reviews';
import type { TestApp } from './test-app';

/** Org A's members-only project: lead and anna on its team, an admin of A, a member off the team, B's admin. */
export async function markupSetup(t: TestApp, projectValues: { visibility?: 'members' | 'public' } = {}) {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const other = await makeOrganization(db);
  const lead = await makeMember(db, org, { firstName: 'Lena', lastName: 'Ledare' });
  const anna = await makeMember(db, org, { firstName: 'Anna', lastName: 'Granskare' });
  const admin = await makeMember(db, org, { admin: true, firstName: 'Ada', lastName: 'Admin' });
  const offTeam = await makeMember(db, org, { firstName: 'Olle', lastName: 'Utanför' });
  const outsider = await makeMember(db, other, { admin: true, firstName: 'Xena', lastName: 'Annan' });
  const project = await makeProject(db, org, {
    visibility: projectValues.visibility ?? 'members',
    team: [lead.user.id, anna.user.id],
  });
  const file = await makeFileWithContent(t, lead.token, project.id, 'constructionfile');
  const drawing = await makeFileWithContent(t, lead.token, project.id, 'drawingfile');
  return { org, other, lead, anna, admin, offTeam, outsider, project, file, drawing };
}

export const cloud = (over: Record<string, unknown> = {}) => ({
  page: 1,
  kind: 'cloud',
  geometry: { x: 100, y: 200, w: 150, h: 80 },
  text: 'Kontrollera måttet',
  visibility: 'published',
  ...over,
});

export const markupCall = (
  t: Pick<TestApp, 'request'>,
  token: string,
  file: string,
  payload: unknown,
  kind: 'constructionfile' | 'drawingfile' = 'constructionfile',
) => t.request({ method: 'POST', url: `/${kind}/${file}/markups`, token, payload: payload as Record<string, unknown> });

export async function makeMarkup(
  t: Pick<TestApp, 'request'>,
  token: string,
  file: string,
  over: Record<string, unknown> = {},
  kind: 'constructionfile' | 'drawingfile' = 'constructionfile',
): Promise<Markup> {
  const res = await markupCall(t, token, file, cloud(over), kind);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function listMarkups(
  t: Pick<TestApp, 'request'>,
  token: string,
  file: string,
  query = '',
  kind: 'constructionfile' | 'drawingfile' = 'constructionfile',
) {
  return t.request({ method: 'GET', url: `/${kind}/${file}/markups${query}`, token });
}
