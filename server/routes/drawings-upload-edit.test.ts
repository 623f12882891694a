import { describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { makeMember, makeOrganization, makeProject } from '../test/factories';
import { DWG, DXF, IFC } from '../test/routes-drawings';
import { testAppPerFile } from '../test/routes-app';
import { multipart, PDF, PNG } from '../test/uploads';

const t = testAppPerFile();
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

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
