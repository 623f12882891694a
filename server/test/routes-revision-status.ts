/**
 * The world of the status-per-revision route tests (docs/api.md §7 "Status per revision"): an app that extracts PDF
 * text, a public project with a team member, an outsider of another organization and a share link to its files.
 */
import { expect } from 'vitest';
import { makeMember, makeOrganization, makeProject, shareFiles, type MadeUser } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { multipart } from './uploads';

export interface RevisionStatusWorld {
  t: TestApp;
  member: MadeUser;
  outsider: MadeUser;
  projectId: string;
  /** The share link's token, URL-encoded. */
  shareToken: string;
}

export async function openRevisionStatusWorld(): Promise<RevisionStatusWorld> {
  const t = await createTestApp({ PDF_TEXT_EXTRACTION: 'on' });
  const db = t.database.db;
  const org = await makeOrganization(db);
  const member = await makeMember(db, org);
  const admin = await makeMember(db, org, { admin: true });
  const outsider = await makeMember(db, await makeOrganization(db));
  const projectId = (await makeProject(db, org, { visibility: 'public', team: [member.user.id] })).id;
  const shareToken = encodeURIComponent(await shareFiles(t, admin.token, projectId));
  return { t, member, outsider, projectId, shareToken };
}

export const KINDS = [
  { path: 'constructionfile', purpose: 'constructionfile' },
  { path: 'drawingfile', purpose: 'drawing' },
] as const;
export type Kind = (typeof KINDS)[number];

/** Reads and uploads in the world (`world` is read when a helper runs, after `beforeAll` opened it). */
export function revisionStatusHelpers(world: () => Pick<RevisionStatusWorld, 't' | 'member' | 'projectId'>) {
  async function upload(kind: Kind, pdf: Buffer) {
    const res = await world().t.request({
      method: 'POST',
      url: `/upload_file?purpose=${kind.purpose}`,
      token: world().member.token,
      ...multipart(pdf, 'ritning.pdf'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().url as string;
  }
  const get = (url: string, token?: string) => world().t.request({ method: 'GET', url, token });
  const one = async (kind: Kind, id: string, token: string) => (await get(`/${kind.path}/${id}`, token)).json();
  const textStatusOf = async (kind: Kind, id: string) =>
    (await one(kind, id, world().member.token)).textStatus as string;
  const found = async (kind: Kind, word: string, token: string) =>
    (
      await get(
        `/${kind.path}?search=${word}&query=${encodeURIComponent(JSON.stringify({ project: world().projectId }))}`,
        token,
      )
    )
      .json()
      .result.map((f: { _id: string; revision: string; status: string }) => [f._id, f.revision, f.status]);
  return { upload, get, one, textStatusOf, found };
}
