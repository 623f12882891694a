import { describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { makeMember, makeUser } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { PDF } from '../test/uploads';
import { constructionFileHelpers } from '../test/routes-construction-files';

const t = testAppPerFile();
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const { setup, uploadPdf, createFile } = constructionFileHelpers(() => t);

describe('construction files', () => {
  it('creates a file on a project and serves its PDF byte for byte', async () => {
    const { member, project, org } = await setup();
    const res = await createFile(member.token, project.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bygglov A1',
      year: 2026,
      documentType: 'Bygglov',
      projectType: 'Ombyggnad',
      project: { _id: project.id, name: project.name },
      organization: { _id: org.id, name: org.name },
      size: PDF.length,
      contentType: 'application/pdf',
      abilities: { update: true, delete: true },
    });
    const content = await t.request({ method: 'GET', url: res.json().url, token: member.token });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers the exact texts: no project, empty name, foreign upload', async () => {
    const { member, project } = await setup();
    const noProject = await createFile(member.token, undefined as unknown as string, { project: undefined });
    expect(noProject.json().error).toBe(MSG_FILES.noProjectId);
    const emptyName = await createFile(member.token, project.id, { name: '   ' });
    expect(emptyName.json().error).toBe(MSG_FILES.filenameEmpty);
    const other = await makeUser(db());
    const foreignUrl = await uploadPdf(other.token);
    const foreign = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'x', project: project.id, url: foreignUrl },
    });
    expect(foreign.statusCode).toBe(400);
    const url = await uploadPdf(member.token);
    await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'a', project: project.id, url },
    });
    const twice = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'b', project: project.id, url },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('a register entry without a file has no url until one is attached', async () => {
    const { member, project } = await setup();
    const entry = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'Väntar på PDF', project: project.id },
    });
    expect(entry.json()).toMatchObject({ url: null, size: null });
    const url = await uploadPdf(member.token);
    const attached = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${entry.json()._id}`,
      token: member.token,
      payload: { url },
    });
    expect(attached.json().url).toMatch(/\/content$/);
  });

  it('renames and retypes with PATCH; "File id missing." and "Filename cannot be empty."', async () => {
    const { member, project } = await setup();
    const id = (await createFile(member.token, project.id)).json()._id;
    const renamed = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${id}`,
      token: member.token,
      payload: { name: 'Bygglov rev B', documentType: 'Relationshandling' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Bygglov rev B', documentType: 'Relationshandling' });
    const viaBody = await t.request({
      method: 'PATCH',
      url: '/constructionfile',
      token: member.token,
      payload: { _id: id, year: 2025 },
    });
    expect(viaBody.json().year).toBe(2025);
    const noId = await t.request({
      method: 'PATCH',
      url: '/constructionfile',
      token: member.token,
      payload: { name: 'x' },
    });
    expect(noId.json().error).toBe(MSG_FILES.fileIdMissing);
    const empty = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${id}`,
      token: member.token,
      payload: { name: '' },
    });
    expect(empty.json().error).toBe(MSG_FILES.filenameEmpty);
  });

  it('new content is the next revision, the old one kept; deleting removes the row and every revision', async () => {
    const { member, project } = await setup();
    const created = (await createFile(member.token, project.id)).json();
    expect(created).toMatchObject({ revision: 'A', revisionCount: 1, status: 'published' });
    const before = t.blobs().length;
    const newUrl = await uploadPdf(member.token, 'rev2.pdf', Buffer.concat([PDF, Buffer.from('% rev 2\n')]));
    const patched = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${created._id}`,
      token: member.token,
      payload: { url: newUrl },
    });
    expect(patched.json()).toMatchObject({ revision: 'B', revisionCount: 2 });
    expect(t.blobs()).toHaveLength(before + 1);
    const del = await t.request({ method: 'DELETE', url: `/constructionfile/${created._id}`, token: member.token });
    expect(del.json()).toEqual({ success: true });
    expect(t.blobs()).toHaveLength(before - 1);
    expect((await t.request({ method: 'GET', url: created.url, token: member.token })).statusCode).toBe(404);
  });

  it('deletes with the exact texts and in bulk, all or nothing', async () => {
    const { member, project } = await setup();
    expect((await t.request({ method: 'DELETE', url: '/constructionfile', token: member.token })).json().error).toBe(
      MSG_FILES.missingFileId,
    );
    expect(
      (await t.request({ method: 'POST', url: '/delete_files_bulk', token: member.token, payload: { ids: [] } })).json()
        .error,
    ).toBe(MSG_FILES.missingFileIds);
    const ids = [
      (await createFile(member.token, project.id)).json()._id,
      (await createFile(member.token, project.id)).json()._id,
    ];
    const other = await setup();
    const foreign = (await createFile(other.member.token, other.project.id)).json()._id;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/delete_files_bulk',
          token: member.token,
          payload: { ids: [...ids, foreign] },
        })
      ).statusCode,
    ).toBe(404);
    const ok = await t.request({ method: 'POST', url: '/delete_files_bulk', token: member.token, payload: { ids } });
    expect(ok.json()).toEqual({ success: true, deletedCount: 2 });
  });
});

describe('deleting a project', () => {
  it('takes its files and their blobs with it', async () => {
    const { member, project, org } = await setup();
    const admin = await makeMember(db(), org, { admin: true });
    await createFile(member.token, project.id);
    const before = t.blobs().length;
    expect((await t.request({ method: 'DELETE', url: `/project/${project.id}`, token: admin.token })).statusCode).toBe(
      200,
    );
    expect(t.blobs()).toHaveLength(before - 1);
    const list = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ project: project.id })}`,
      token: admin.token,
    });
    expect(list.json().total).toBe(0);
  });
});
