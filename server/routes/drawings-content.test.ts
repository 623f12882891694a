import { describe, expect, it } from 'vitest';
import { expectContentServed, getContent } from '../test/content';
import { makeMember, makeOrganization, makeProject, shareFiles } from '../test/factories';
import { DWG, DXF, IFC } from '../test/routes-drawings';
import { testAppPerFile } from '../test/routes-app';
import { multipart, PNG } from '../test/uploads';

const t = testAppPerFile();
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

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
