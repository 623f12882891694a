/** A members-only project with a lead, two reviewers, an approver and two files to review, for the review route tests. */
import { makeMember, makeOrganization, makeProject } from './factories';
import { makeFileWithContent } from './reviews';
import type { TestApp } from './test-app';

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function reviewHelpers(app: () => TestApp) {
  async function setup() {
    const db = app().database.db;
    const org = await makeOrganization(db);
    const lead = await makeMember(db, org, { firstName: 'Lena', lastName: 'Ledare' });
    const anna = await makeMember(db, org, { firstName: 'Anna', lastName: 'Granskare' });
    const bo = await makeMember(db, org, { firstName: 'Bo', lastName: 'Granskare', language: 'en' });
    const chef = await makeMember(db, org, { firstName: 'Cecilia', lastName: 'Chef', accountType: 'administrator' });
    const project = await makeProject(db, org, {
      visibility: 'members',
      team: [lead.user.id, anna.user.id, bo.user.id, chef.user.id],
    });
    const file = await makeFileWithContent(app(), lead.token, project.id, 'constructionfile', { status: 'wip' });
    const drawing = await makeFileWithContent(app(), lead.token, project.id, 'drawingfile');
    const reviewSetup = {
      project: project.id,
      files: [
        { kind: 'constructionfile' as const, id: file._id },
        { kind: 'drawingfile' as const, id: drawing._id },
      ],
      reviewers: [anna.user.id, bo.user.id],
      approver: chef.user.id,
    };
    return { org, lead, anna, bo, chef, project, file, drawing, reviewSetup };
  }
  const statusOf = async (token: string, path: string, id: string) =>
    ((await app().request({ method: 'GET', url: `/${path}/${id}`, token })).json() as { status: string }).status;
  return { setup, statusOf };
}
