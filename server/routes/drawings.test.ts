import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { expectContentServed, getContent } from '../test/content';
import { makeMember, makeOrganization, makeProject, shareFiles } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF, PNG } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const DXF = Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
const DWG = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(100, 0)]);
const IFC = Buffer.from(
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n",
);

describe('drawings', () => {
  it('accepts PDF, DWG, DXF, IFC, PNG and JPEG by content, and nothing else', async () => {
    const org = await makeOrganization(t.database.db);
    const { token } = await makeMember(t.database.db, org);
    const cases: Array<[Buffer, string, number, string?]> = [
      [PDF, 'a.pdf', 201, 'application/pdf'],
      [DWG, 'a.dwg', 201, 'image/vnd.dwg'],
      [DXF, 'a.dxf', 201, 'image/vnd.dxf'],
      [IFC, 'a.ifc', 201, 'application/x-step'],
      [PNG, 'a.png', 201, 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(40)]), 'a.jpg', 201, 'image/jpeg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'a.dwg', 415],
    ];
    for (const [content, name, status, type] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/upload_file?purpose=drawing',
        token,
        ...multipart(content, name),
      });
      expect(res.statusCode, name).toBe(status);
      if (type) expect(res.json().contentType).toBe(type);
    }
  });

  it('takes a PDF uploaded exactly as docs/api.md point 5 says, with no purpose (docs/api.md §6 "Upload purpose")', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, { team: [member.user.id] });
    const upload = async (content: Buffer, name: string, query = '') =>
      (
        await t.request({
          method: 'POST',
          url: `/upload_file${query}`,
          token: member.token,
          ...multipart(content, name),
        })
      ).json().url as string;
    const create = (path: string, url: string, extra: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: path,
        token: member.token,
        payload: { name: `F ${Math.random()}`, project: project.id, url, ...extra },
      });

    const drawing = await create('/drawingfile', await upload(PDF, 'plan.pdf'), { drawingType: 'Planritning' });
    expect(drawing.statusCode, drawing.body).toBe(201);
    expect(drawing.json().contentType).toBe('application/pdf');
    // A PDF sent as a drawing may as well become a construction file; a PNG drawing may not.
    const asFile = await create('/constructionfile', await upload(PDF, 'b.pdf', '?purpose=drawing'), {
      documentType: 'Avtal',
    });
    expect(asFile.statusCode, asFile.body).toBe(201);
    const png = await create('/constructionfile', await upload(PNG, 'c.png', '?purpose=drawing'), {
      documentType: 'Avtal',
    });
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toBe(MSG_FILES.invalidUpload);
    // Logos keep to their purpose (their size limit is smaller).
    const logo = await create('/drawingfile', await upload(PNG, 'd.png', '?purpose=logo'), {
      drawingType: 'Planritning',
    });
    expect(logo.statusCode).toBe(400);
  });

  it('creates, lists by project name and drawing type, edits, and deletes with the exact texts', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const project = await makeProject(db, org, { name: 'Kv. Lärkan', team: [member.user.id] });
    const url = (
      await t.request({
        method: 'POST',
        url: '/upload_file?purpose=drawing',
        token: member.token,
        ...multipart(DXF, 'plan.dxf'),
      })
    ).json().url;
    const created = await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: { name: 'Plan 1', drawingType: 'Planritning', info: 'Skala 1:100', project: project.id, url },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      projectName: 'Kv. Lärkan',
      drawingType: 'Planritning',
      contentType: 'image/vnd.dxf',
    });
    await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: { name: 'Fasad öst', drawingType: 'Fasadritning', project: project.id },
    });
    const names = await t.request({
      method: 'GET',
      url: `/drawingfile?distinct=projectName&query=${q({ organization: org.id })}`,
      token: member.token,
    });
    expect(names.json()).toEqual(['Kv. Lärkan']);
    const types = await t.request({
      method: 'GET',
      url: `/drawingfile?distinct=drawingType&query=${q({ organization: org.id })}`,
      token: member.token,
    });
    expect(types.json()).toEqual(['Fasadritning', 'Planritning']);
    const search = await t.request({
      method: 'GET',
      url: `/drawingfile?query=${q({ projectName: 'Kv. Lärkan', info: { $regex: '1:100' } })}`,
      token: member.token,
    });
    expect(search.json().result.map((d: { name: string }) => d.name)).toEqual(['Plan 1']);

    const admin = await makeMember(db, org, { admin: true });
    await t.request({
      method: 'PUT',
      url: `/project/${project.id}`,
      token: admin.token,
      payload: { name: 'Kv. Lärkan 2' },
    });
    expect(
      (await t.request({ method: 'GET', url: `/drawingfile/${created.json()._id}`, token: member.token })).json()
        .projectName,
    ).toBe('Kv. Lärkan 2');

    const edited = await t.request({
      method: 'PATCH',
      url: `/drawingfile/${created.json()._id}`,
      token: member.token,
      payload: { info: 'Skala 1:50' },
    });
    expect(edited.json().info).toBe('Skala 1:50');
    expect((await t.request({ method: 'DELETE', url: '/drawingfile', token: member.token })).json().error).toBe(
      MSG_FILES.missingDrawingId,
    );
    expect(
      (await t.request({ method: 'POST', url: '/delete_drawings_bulk', token: member.token, payload: {} })).json()
        .error,
    ).toBe(MSG_FILES.missingDrawingIds);
    expect(
      (await t.request({ method: 'DELETE', url: `/drawingfile/${created.json()._id}`, token: member.token })).json(),
    ).toEqual({ success: true });
  });
});

async function drawingWorld() {
  const db = t.database.db;
  const org = await makeOrganization(db);
  const admin = await makeMember(db, org, { admin: true });
  const member = await makeMember(db, org);
  const project = await makeProject(db, org, { visibility: 'members', team: [member.user.id] });
  const upload = async (content: Buffer, name: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/upload_file?purpose=drawing',
        token: member.token,
        ...multipart(content, name),
      })
    ).json().url as string;
  const create = async (name: string, content: Buffer, fileName: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/drawingfile',
      token: member.token,
      payload: { name, drawingType: 'Planritning', project: project.id, url: await upload(content, fileName) },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string; url: string };
  };
  return { admin, member, project, upload, create };
}

describe('GET drawingfile/{id}/content', () => {
  const inline = (ascii: string, encoded: string) => `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;

  it('answers type, name, ETag, ranges, 416, 304 and If-Range, byte for byte; share tokens reach no drawings', async () => {
    const { admin, member, project, create } = await drawingWorld();
    const drawing = await create('Plan 1', DXF, 'export_17.dxf');
    await expectContentServed(
      t,
      drawing.url,
      { token: member.token },
      {
        content: DXF,
        contentType: 'image/vnd.dxf',
        disposition: inline('Plan 1.dxf', 'Plan%201.dxf'),
      },
    );
    const png = await create('Situationsplan', PNG, 'situation.png');
    await expectContentServed(
      t,
      png.url,
      { token: admin.token },
      {
        content: PNG,
        contentType: 'image/png',
        disposition: inline('Situationsplan.png', 'Situationsplan.png'),
      },
    );
    // A share link opens the project's construction files (its shared page), never its drawings.
    const shareToken = await shareFiles(t, admin.token, project.id);
    expect((await getContent(t, drawing.url, { shareToken })).statusCode).toBe(404);
  });

  it("a new url changes the ETag; the download name is the drawing's own, also after a rename", async () => {
    const { member, create, upload } = await drawingWorld();
    const drawing = await create('Plan 2', DXF, 'a.dxf');
    const reader = { token: member.token };
    const before = (await getContent(t, drawing.url, reader)).headers.etag as string;
    const patched = await t.request({
      method: 'PATCH',
      url: `/drawingfile/${drawing._id}`,
      token: member.token,
      payload: { url: await upload(DWG, 'plan.dwg'), name: "Plan (rev A)'*" },
    });
    expect(patched.statusCode).toBe(200);
    const stale = await getContent(t, drawing.url, reader, { headers: { 'if-none-match': before } });
    expect(stale.statusCode).toBe(200);
    const resumed = await getContent(t, drawing.url, reader, { headers: { range: 'bytes=10-', 'if-range': before } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.rawPayload.equals(DWG)).toBe(true);
    const after = await expectContentServed(t, drawing.url, reader, {
      content: DWG,
      contentType: 'image/vnd.dwg',
      disposition: inline("Plan (rev A)'*.dwg", 'Plan%20%28rev%20A%29%27%2A.dwg'),
    });
    expect(after).not.toBe(before);
  });

  it('deleting a drawing removes its blob and its content', async () => {
    const { member, create } = await drawingWorld();
    const drawing = await create('Plan 3', IFC, 'model.ifc');
    const before = t.blobs().length;
    const del = await t.request({ method: 'DELETE', url: `/drawingfile/${drawing._id}`, token: member.token });
    expect(del.json()).toEqual({ success: true });
    expect(t.blobs()).toHaveLength(before - 1);
    expect((await getContent(t, drawing.url, { token: member.token })).statusCode).toBe(404);
  });

  it('bulk deleting drawings removes their blobs', async () => {
    const { member, create } = await drawingWorld();
    const ids = [(await create('A', DXF, 'a.dxf'))._id, (await create('B', PNG, 'b.png'))._id];
    const before = t.blobs().length;
    const res = await t.request({
      method: 'POST',
      url: '/delete_drawings_bulk',
      token: member.token,
      payload: { ids },
    });
    expect(res.json()).toEqual({ success: true, deletedCount: 2 });
    expect(t.blobs()).toHaveLength(before - 2);
  });
});

describe('GET drawingfile: the documented url, size and contentType fields', () => {
  it('sorts by size and filters on contentType and url without a 400', async () => {
    const { member, project, create } = await drawingWorld();
    const made: Array<[string, Buffer]> = [
      [(await create('Modell', IFC, 'm.ifc'))._id, IFC],
      [(await create('Plan', DXF, 'p.dxf'))._id, DXF],
      [(await create('Bild', PNG, 'b.png'))._id, PNG],
    ];
    const ids = made.map(([id]) => id);
    const bySize = [...made].sort((a, b) => a[1].length - b[1].length).map(([id]) => id);
    const list = async (params: string) => {
      const res = await t.request({ method: 'GET', url: `/drawingfile?${params}`, token: member.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.map((d: { _id: string }) => d._id) as string[];
    };
    expect(await list(`query=${q({ project: project.id })}&sort=size`)).toEqual(bySize);
    expect(await list(`query=${q({ project: project.id })}&sort=-size`)).toEqual([...bySize].reverse());
    expect(await list(`query=${q({ project: project.id, contentType: 'image/png' })}`)).toEqual([ids[2]]);
    expect(await list(`query=${q({ project: project.id, url: null })}`)).toEqual([]);
    expect(
      await list(`query=${q({ project: project.id, url: `/api/v1/drawingfile/${ids[1]}/content` })}&select=url,size`),
    ).toEqual([ids[1]]);
  });
});
