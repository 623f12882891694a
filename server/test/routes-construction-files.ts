/** A project with a member on its team, and construction files made on it through the API, for the route tests. */
import { expect } from 'vitest';
import { makeMember, makeOrganization, makeProject } from './factories';
import type { TestApp } from './test-app';
import { multipart, PDF } from './uploads';

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function constructionFileHelpers(app: () => TestApp) {
  async function setup() {
    const db = app().database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, { type: 'Ombyggnad', team: [member.user.id] });
    return { org, member, project };
  }
  async function uploadPdf(token: string, name = 'handling.pdf', content: Buffer = PDF) {
    const res = await app().request({ method: 'POST', url: '/upload_file', token, ...multipart(content, name) });
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  }
  async function createFile(
    token: string,
    project: string,
    over: Record<string, unknown> = {},
    upload: { name?: string; content?: Buffer } = {},
  ) {
    const url = await uploadPdf(token, upload.name, upload.content);
    return app().request({
      method: 'POST',
      url: '/constructionfile',
      token,
      payload: { name: 'Bygglov A1', year: 2026, documentType: 'Bygglov', project, url, ...over },
    });
  }
  return { setup, uploadPdf, createFile };
}
