/** A project shared through a link, with three files and its team, for the share link route tests. */
import { makeMember, makeOrganization, makeProject } from './factories';
import type { TestApp } from './test-app';
import { multipart, PDF } from './uploads';

/** Helpers bound to the test file's app (`app` is read when a helper runs, after `beforeAll` made it). */
export function sharingHelpers(app: () => TestApp) {
  async function setup() {
    const db = app().database.db;
    const org = await makeOrganization(db, { name: `Delningsbolaget ${Math.random()}` });
    const admin = await makeMember(db, org, { admin: true });
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, {
      visibility: 'members',
      name: 'Hemligt projekt',
      team: [member.user.id],
    });
    const addFile = async (name: string, documentType: string) => {
      const url = (
        await app().request({
          method: 'POST',
          url: '/upload_file',
          token: admin.token,
          ...multipart(PDF, `${name}.pdf`),
        })
      ).json().url;
      return (
        await app().request({
          method: 'POST',
          url: '/constructionfile',
          token: admin.token,
          payload: { name, documentType, project: project.id, url },
        })
      ).json();
    };
    const files = [
      await addFile('Bygglov', 'Bygglov'),
      await addFile('Protokoll 1', 'Protokoll'),
      await addFile('Protokoll 2', 'Protokoll'),
    ];
    const link = await app().request({
      method: 'POST',
      url: '/create_share_link',
      token: admin.token,
      payload: { projectId: project.id, resourceType: 'files' },
    });
    return {
      org,
      admin,
      member,
      project,
      files,
      link: link.json() as { shareToken: string; url: string; link: { _id: string } },
    };
  }
  return { setup };
}
