import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MSG_FILES } from '../../common/messages';
import { expectContentServed, getContent } from '../test/content';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

async function setup() {
  const org = await makeOrganization(db());
  const member = await makeMember(db(), org);
  const project = await makeProject(db(), org, { type: 'Ombyggnad', team: [member.user.id] });
  return { org, member, project };
}
async function uploadPdf(token: string, name = 'handling.pdf', content: Buffer = PDF) {
  const res = await t.request({ method: 'POST', url: '/upload_file', token, ...multipart(content, name) });
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
  return t.request({
    method: 'POST',
    url: '/constructionfile',
    token,
    payload: { name: 'Bygglov A1', year: 2026, documentType: 'Bygglov', project, url, ...over },
  });
}

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

  it('lists with search, filters, distinct values, populate and paging', async () => {
    const { member, project, org } = await setup();
    await createFile(member.token, project.id, { name: 'Kontrollplan PBL', documentType: 'Kontrollplan' });
    await createFile(member.token, project.id, { name: 'Protokoll byggmöte 3', documentType: 'Protokoll' });
    await createFile(member.token, project.id, { name: 'Protokoll byggmöte 4', documentType: 'Protokoll' });
    const search = {
      organization: org.id,
      $or: [{ name: { $regex: 'BYGGMÖTE', $options: 'i' } }, { documentType: { $regex: 'byggmöte', $options: 'i' } }],
    };
    const res = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q(search)}&sort=name&limit=1&populate=project`,
      token: member.token,
    });
    expect(res.json()).toMatchObject({ total: 2, limit: 1 });
    expect(res.json().result[0]).toMatchObject({ name: 'Protokoll byggmöte 3', project: { _id: project.id } });
    const types = await t.request({
      method: 'GET',
      url: `/constructionfile?distinct=documentType&query=${q({ project: project.id })}`,
      token: member.token,
    });
    expect(types.json()).toEqual(['Kontrollplan', 'Protokoll']);
    const byType = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ projectType: 'Ombyggnad', organization: org.id })}`,
      token: member.token,
    });
    expect(byType.json().total).toBe(3);
    const docTypes = await t.request({
      method: 'GET',
      url: `/public/documentType?projectId=${project.id}`,
      token: member.token,
    });
    expect(docTypes.json()).toEqual(expect.arrayContaining(['Bygglov', 'Kontrollplan', 'Protokoll']));
  });

  it('answers distinct values of every field within what the caller sees and the filter keeps', async () => {
    const { member, project, org } = await setup();
    const second = await makeProject(db(), org, { type: 'Nybyggnad', team: [member.user.id] });
    await createFile(member.token, project.id, { documentType: 'Protokoll', year: 2019 });
    await createFile(member.token, project.id, { documentType: 'Bygglov', year: 2021 });
    await createFile(member.token, second.id, { documentType: 'Kontrollplan', year: 2021 });
    // Another organization's files on a members-only project are not the member's to count.
    const other = await makeOrganization(db());
    const stranger = await makeMember(db(), other);
    const hidden = await makeProject(db(), other, { visibility: 'members', team: [stranger.user.id] });
    await createFile(stranger.token, hidden.id, { documentType: 'Hemlig typ', year: 2001 });
    const distinct = async (field: string, filter: unknown) =>
      (
        await t.request({
          method: 'GET',
          url: `/constructionfile?distinct=${field}&query=${q(filter)}`,
          token: member.token,
        })
      ).json() as unknown[];
    const mine = { organization: org.id };
    expect(await distinct('documentType', mine)).toEqual(['Bygglov', 'Kontrollplan', 'Protokoll']);
    expect(await distinct('documentType', { ...mine, year: 2021 })).toEqual(['Bygglov', 'Kontrollplan']);
    expect(await distinct('documentType', { ...mine, projectType: 'Nybyggnad', year: 2019 })).toEqual([]);
    expect(await distinct('year', mine)).toEqual([2019, 2021]);
    expect(await distinct('projectType', { ...mine, year: 2021 })).toEqual(['Nybyggnad', 'Ombyggnad']);
    expect(await distinct('project', { ...mine, documentType: 'Kontrollplan' })).toEqual([second.id]);
    expect(await distinct('organization', {})).not.toContain(other.id);
    expect(await distinct('documentType', {})).not.toContain('Hemlig typ');
  });

  it('files follow their project: visibility change, and users without organization list nothing', async () => {
    const { member, project, org } = await setup();
    const colleague = await makeMember(db(), org);
    await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token: (await makeMember(db(), org, { admin: true })).token,
      payload: { visibility: 'members' },
    });
    const id = (await createFile(member.token, project.id)).json()._id;
    expect(
      (await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: colleague.token })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: member.token })).statusCode).toBe(
      200,
    );
    const noOrg = await makeUser(db());
    const res = await t.request({ method: 'GET', url: '/constructionfile', token: noOrg.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notOrgMember);
  });

  it('bookmarks files', async () => {
    const { member, project } = await setup();
    const id = (await createFile(member.token, project.id)).json()._id;
    const res = await t.request({
      method: 'PATCH',
      url: `/user/${member.user.id}?action=addBookmarks`,
      token: member.token,
      payload: { files: [id] },
    });
    expect(res.json().files).toEqual([id]);
    expect(
      (await t.request({ method: 'GET', url: `/constructionfile/${id}`, token: member.token })).json().bookmarked,
    ).toBe(true);
  });

  it("lists only the caller's own bookmarks with { bookmarked: true }, whoever else sees the same files", async () => {
    const { org, member, project } = await setup();
    const first = await makeMember(db(), org, { admin: true });
    const second = await makeMember(db(), org, { admin: true });
    const [bygglov, startbesked, slutbesked] = await Promise.all(
      ['Bygglov', 'Startbesked', 'Slutbesked'].map(
        async (name) => (await createFile(member.token, project.id, { name })).json()._id as string,
      ),
    );
    const bookmark = (who: { user: { id: string }; token: string }, files: (string | undefined)[]) =>
      t.request({
        method: 'PATCH',
        url: `/user/${who.user.id}?action=addBookmarks`,
        token: who.token,
        payload: { files },
      });
    await bookmark(first, [bygglov, slutbesked]);
    await bookmark(second, [startbesked]);
    const names = async (token: string, query: unknown) => {
      const answer = (
        await t.request({ method: 'GET', url: `/constructionfile?query=${q(query)}&sort=name`, token })
      ).json();
      return { total: answer.total, names: answer.result.map((f: { name: string }) => f.name) };
    };
    const filter = { $and: [{ project: project.id }, { bookmarked: true }] };
    // Both admins share one audience; the second must not get the first one's cached total or page.
    expect(await names(first.token, filter)).toEqual({ total: 2, names: ['Bygglov', 'Slutbesked'] });
    expect(await names(second.token, filter)).toEqual({ total: 1, names: ['Startbesked'] });
    expect((await names(first.token, { project: project.id, bookmarked: false })).names).toEqual(['Startbesked']);
    await bookmark(second, [slutbesked]);
    expect((await names(second.token, filter)).total).toBe(2);
    const bad = await t.request({
      method: 'GET',
      url: `/constructionfile?query=${q({ bookmarked: 'yes' })}`,
      token: member.token,
    });
    expect(bad.statusCode).toBe(400);
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

describe('download links', () => {
  it('open the content without the header for 10 minutes, for that file only', async () => {
    const { member, project } = await setup();
    const file = (await createFile(member.token, project.id)).json();
    const other = (await createFile(member.token, project.id)).json();
    const link = await t.request({
      method: 'POST',
      url: `/constructionfile/${file._id}/download_link`,
      token: member.token,
    });
    expect(link.statusCode).toBe(201);
    const { url } = link.json();
    expect(url).toMatch(/download=true&ticket=/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const wrongFile = await t.app.inject({ method: 'GET', url: url.replace(file._id, other._id) });
    expect(wrongFile.statusCode).toBe(401);
    const stranger = await makeMember(db(), await makeOrganization(db()));
    expect(
      (await t.request({ method: 'POST', url: `/constructionfile/${file._id}/download_link`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET constructionfile/{id}/content', () => {
  const REV2 = Buffer.concat([PDF, Buffer.from('% revision 2 with more bytes\n')]);
  const inline = (ascii: string, encoded: string) => `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;

  it('answers type, name, ETag, ranges, 416, 304 and If-Range, signed in, byte for byte', async () => {
    const { member, project } = await setup();
    const file = (await createFile(member.token, project.id, {}, { name: 'scan_0042.pdf' })).json();
    await expectContentServed(
      t,
      file.url,
      { token: member.token },
      {
        content: PDF,
        contentType: 'application/pdf',
        disposition: inline('Bygglov A1.pdf', 'Bygglov%20A1.pdf'),
      },
    );
  });

  it('a PATCH with a new url changes the ETag: old validators get the new content whole', async () => {
    const { member, project } = await setup();
    const file = (await createFile(member.token, project.id)).json();
    const reader = { token: member.token };
    const before = (await getContent(t, file.url, reader)).headers.etag as string;
    const url = await uploadPdf(member.token, 'rev2.pdf', REV2);
    const patched = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${file._id}`,
      token: member.token,
      payload: { url },
    });
    expect(patched.json().url).toBe(file.url);
    const revalidated = await getContent(t, file.url, reader, { headers: { 'if-none-match': before } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.rawPayload.equals(REV2)).toBe(true);
    expect(revalidated.headers.etag).not.toBe(before);
    const resumed = await getContent(t, file.url, reader, { headers: { range: 'bytes=100-', 'if-range': before } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.rawPayload.equals(REV2)).toBe(true);
    const after = await expectContentServed(t, file.url, reader, {
      content: REV2,
      contentType: 'application/pdf',
      disposition: inline('Bygglov A1.pdf', 'Bygglov%20A1.pdf'),
    });
    expect(after).not.toBe(before);
  });

  it("downloads under the file's own name with the upload's extension, also after a rename", async () => {
    const { member, project } = await setup();
    const file = (await createFile(member.token, project.id, {}, { name: 'scan_0042.pdf' })).json();
    const disposition = async () =>
      (await getContent(t, file.url, { token: member.token }, { query: 'download=1' })).headers['content-disposition'];
    expect(await disposition()).toBe(`attachment; filename="Bygglov A1.pdf"; filename*=UTF-8''Bygglov%20A1.pdf`);
    const rename = (name: string) =>
      t.request({ method: 'PATCH', url: `/constructionfile/${file._id}`, token: member.token, payload: { name } });
    await rename("Ritning (rev A)'*");
    expect(await disposition()).toBe(
      `attachment; filename="Ritning (rev A)'*.pdf"; filename*=UTF-8''Ritning%20%28rev%20A%29%27%2A.pdf`,
    );
    await rename('Åtgärd ÅÄÖ.PDF');
    expect(await disposition()).toBe(
      `attachment; filename="Atgard AAO.PDF"; filename*=UTF-8''%C3%85tg%C3%A4rd%20%C3%85%C3%84%C3%96.PDF`,
    );
  });
});

describe('GET constructionfile: the documented url, size and contentType fields', () => {
  it('sorts by size and filters on size, contentType and url without a 400', async () => {
    const { member, project } = await setup();
    const big = Buffer.concat([PDF, Buffer.alloc(500, 0x20)]);
    const mid = Buffer.concat([PDF, Buffer.alloc(50, 0x20)]);
    const ids = {
      big: (await createFile(member.token, project.id, { name: 'Stor' }, { content: big })).json()._id as string,
      small: (await createFile(member.token, project.id, { name: 'Liten' })).json()._id as string,
      mid: (await createFile(member.token, project.id, { name: 'Mellan' }, { content: mid })).json()._id as string,
      none: (
        await t.request({
          method: 'POST',
          url: '/constructionfile',
          token: member.token,
          payload: { name: 'Utan PDF', project: project.id },
        })
      ).json()._id as string,
    };
    const list = async (params: string) => {
      const res = await t.request({ method: 'GET', url: `/constructionfile?${params}`, token: member.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((f: { _id: string }) => f._id) as string[];
    };
    const inProject = (extra: Record<string, unknown> = {}) => `query=${q({ project: project.id, ...extra })}`;
    expect(await list(`${inProject({ url: { $ne: null } })}&sort=size`)).toEqual([ids.small, ids.mid, ids.big]);
    expect(await list(`${inProject({ url: { $ne: null } })}&sort=${q({ size: -1 })}`)).toEqual([
      ids.big,
      ids.mid,
      ids.small,
    ]);
    expect(await list(inProject({ url: null }))).toEqual([ids.none]);
    expect(await list(inProject({ size: big.length }))).toEqual([ids.big]);
    expect(await list(inProject({ contentType: 'application/pdf', size: { $in: [PDF.length] } }))).toEqual([ids.small]);
    expect(await list(inProject({ url: `/api/v1/constructionfile/${ids.mid}/content` }))).toEqual([ids.mid]);
    expect(await list(inProject({ url: { $regex: ids.big } }))).toEqual([ids.big]);
  });
});
