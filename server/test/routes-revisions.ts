/** A project with a member on its team and a colleague off it, and files with revisions made through the API. */
import { expect } from 'vitest';
import { makeMember, makeOrganization, makeProject } from './factories';
import type { TestApp } from './test-app';
import { multipart, PDF } from './uploads';

/** The test PDF made distinct by a revision number. */
export const pdfNumber = (n: number) => Buffer.concat([PDF, Buffer.from(`% revision ${n}\n`)]);

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function revisionHelpers(app: () => TestApp) {
  async function setup(visibility: 'public' | 'organization' = 'organization') {
    const db = app().database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const colleague = await makeMember(db, org);
    const project = await makeProject(db, org, { visibility, team: [member.user.id] });
    return { org, member, colleague, project };
  }
  async function upload(token: string, content: Buffer = PDF, name = 'handling.pdf', purpose = 'constructionfile') {
    const res = await app().request({
      method: 'POST',
      url: `/upload_file?purpose=${purpose}`,
      token,
      ...multipart(content, name),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().url as string;
  }
  async function createFile(token: string, project: string, over: Record<string, unknown> = {}) {
    const res = await app().request({
      method: 'POST',
      url: '/constructionfile',
      token,
      payload: { name: 'Bygglov', documentType: 'Bygglov', project, url: await upload(token, pdfNumber(1)), ...over },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; url: string; revision: string };
  }
  const addRevision = async (token: string, id: string, payload: Record<string, unknown>, path = 'constructionfile') =>
    app().request({ method: 'POST', url: `/${path}/${id}/revisions`, token, payload });
  return { setup, upload, createFile, addRevision };
}
