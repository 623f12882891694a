/** docs/api.md §6 "Bulk download": a project's files (or a share link's) as one streamed ZIP. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PROJECT } from '../../common/messages';
import { constructionFiles, uploads } from '../db/schema';
import { makeMember, makeOrganization, makeProject, shareFiles } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { unzip } from '../test/unzip';
import { multipart, PDF, PNG } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const pdf = (text: string) => Buffer.concat([PDF, Buffer.from(`% ${text}\n`)]);

async function world() {
  const org = await makeOrganization(db());
  const admin = await makeMember(db(), org, { admin: true });
  const member = await makeMember(db(), org);
  const colleague = await makeMember(db(), org);
  const project = await makeProject(db(), org, { name: 'Kv. Björken', team: [member.user.id] });
  const add = async (
    path: string,
    payload: Record<string, unknown>,
    content?: Buffer,
    purpose = 'constructionfile',
  ) => {
    const url = content
      ? (
          await t.request({
            method: 'POST',
            url: `/upload_file?purpose=${purpose}`,
            token: member.token,
            ...multipart(content, purpose === 'drawing' ? 'plan.png' : 'handling.pdf'),
          })
        ).json().url
      : undefined;
    const res = await t.request({
      method: 'POST',
      url: path,
      token: member.token,
      payload: { project: project.id, url, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; url: string };
  };
  const files = {
    bygglov: await add('/constructionfile', { name: 'Bygglov', documentType: 'Bygglov' }, pdf('bygglov')),
    bygglov2: await add('/constructionfile', { name: 'bygglov', documentType: 'Bygglov' }, pdf('bygglov 2')),
    protokoll: await add('/constructionfile', { name: 'Protokoll 1/2', documentType: 'Protokoll' }, pdf('protokoll')),
    wip: await add('/constructionfile', { name: 'Utkast', documentType: 'Protokoll', status: 'wip' }, pdf('utkast')),
    entry: await add('/constructionfile', { name: 'Väntar på PDF', documentType: 'Bygglov' }),
    drawing: await add('/drawingfile', { name: 'Plan 1', drawingType: 'A' }, PNG, 'drawing'),
  };
  return { org, admin, member, colleague, project, files };
}

/** Entry names, case-folded: which of two same-named files gets "(2)" depends on their order. */
const names = (entries: Array<{ name: string }>) => entries.map((e) => e.name.toLowerCase()).sort();

describe('GET project/{id}/files.zip', () => {
  it('streams the current revision of every file the caller sees, names unique, as a download', async () => {
    const { member, colleague, project, files } = await world();
    // A new revision: the ZIP holds it, not the first one.
    const url = (
      await t.request({
        method: 'POST',
        url: '/upload_file',
        token: member.token,
        ...multipart(pdf('bygglov rev B'), 'b.pdf'),
      })
    ).json().url;
    await t.request({
      method: 'POST',
      url: `/constructionfile/${files.bygglov._id}/revisions`,
      token: member.token,
      payload: { url },
    });

    // Revision A long ago: the entry carries the current revision's date, not the first one's.
    await t.database.db
      .update(constructionFiles)
      .set({ createdAt: new Date('2020-01-02T12:00:00Z') })
      .where(eq(constructionFiles.id, files.bygglov._id));
    const res = await t.request({ method: 'GET', url: `/project/${project.id}/files.zip`, token: member.token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Kv.%20Bj%C3%B6rken.zip");
    const zip = await unzip(res.rawPayload);
    expect(zip.comment).toBe('');
    expect(names(zip.entries)).toEqual(['bygglov (2).pdf', 'bygglov.pdf', 'protokoll 1_2.pdf', 'utkast.pdf']);
    const bygglov = zip.entries.filter((e) => /^bygglov/i.test(e.name)).map((e) => e.data.toString());
    expect(bygglov).toContain(pdf('bygglov rev B').toString());
    expect(bygglov).not.toContain(pdf('bygglov').toString());
    const revised = zip.entries.find((e) => e.data.toString() === pdf('bygglov rev B').toString());
    expect(zip.dates.get(revised?.name ?? '')?.getFullYear()).toBeGreaterThanOrEqual(2026);

    // A colleague off the team: work in progress is not theirs to download.
    const theirs = await unzip(
      (await t.request({ method: 'GET', url: `/project/${project.id}/files.zip`, token: colleague.token })).rawPayload,
    );
    expect(names(theirs.entries)).not.toContain('utkast.pdf');
    expect(theirs.entries).toHaveLength(3);
  });

  it('takes the list filter and search, and the drawings with kind=drawing', async () => {
    const { member, project } = await world();
    const filtered = await unzip(
      (
        await t.request({
          method: 'GET',
          url: `/project/${project.id}/files.zip?query=${q({ documentType: 'Protokoll' })}`,
          token: member.token,
        })
      ).rawPayload,
    );
    expect(names(filtered.entries)).toEqual(['protokoll 1_2.pdf', 'utkast.pdf']);
    const searched = await unzip(
      (await t.request({ method: 'GET', url: `/project/${project.id}/files.zip?search=utkast`, token: member.token }))
        .rawPayload,
    );
    expect(names(searched.entries)).toEqual(['utkast.pdf']);
    const drawings = await unzip(
      (await t.request({ method: 'GET', url: `/project/${project.id}/files.zip?kind=drawing`, token: member.token }))
        .rawPayload,
    );
    expect(drawings.entries).toEqual([{ name: 'Plan 1.png', data: PNG }]);
  });

  it('names a blob that cannot be read in the archive comment instead of cutting the download off', async () => {
    const { member, project, files } = await world();
    // The protokoll's blob goes missing behind the database's back.
    const [blob] = await db()
      .select({ key: uploads.storageKey })
      .from(constructionFiles)
      .innerJoin(uploads, eq(uploads.id, constructionFiles.uploadId))
      .where(eq(constructionFiles.id, files.protokoll._id));
    if (!blob) throw new Error('no blob');
    await t.ctx.storage.delete(blob.key);
    const res = await t.request({ method: 'GET', url: `/project/${project.id}/files.zip`, token: member.token });
    expect(res.statusCode).toBe(200);
    const zip = await unzip(res.rawPayload);
    expect(names(zip.entries)).toEqual(['bygglov (2).pdf', 'bygglov.pdf', 'utkast.pdf']);
    expect(zip.comment).toBe('Byggarkiv: 1 file(s) could not be read and are missing: Protokoll 1_2.pdf');
  });

  it('is 404 for a project the caller cannot see, 401 without a session, 400 for a bad filter', async () => {
    const { project } = await world();
    const stranger = await makeMember(db(), await makeOrganization(db()));
    const hidden = await t.request({ method: 'GET', url: `/project/${project.id}/files.zip`, token: stranger.token });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(MSG_PROJECT.notFound);
    expect((await t.request({ method: 'GET', url: `/project/${project.id}/files.zip` })).statusCode).toBe(401);
    const { member, project: own } = await world();
    const bad = await t.request({ method: 'GET', url: `/project/${own.id}/files.zip?query=nope`, token: member.token });
    expect(bad.statusCode).toBe(400);
    const kind = await t.request({
      method: 'GET',
      url: `/project/${own.id}/files.zip?kind=photo`,
      token: member.token,
    });
    expect(kind.statusCode).toBe(400);
  });

  it("opens with a download link's ticket, for that project only", async () => {
    const { member, project } = await world();
    const other = await world();
    const link = await t.request({
      method: 'POST',
      url: `/project/${project.id}/files.zip/download_link`,
      token: member.token,
    });
    expect(link.statusCode, link.body).toBe(201);
    const { url } = link.json() as { url: string };
    expect(url.startsWith(`/api/v1/project/${project.id}/files.zip?ticket=`)).toBe(true);
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    const res = await t.request({
      method: 'GET',
      url: `/project/${project.id}/files.zip?ticket=${ticket}&kind=drawing`,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect((await unzip(res.rawPayload)).entries.map((e) => e.name)).toEqual(['Plan 1.png']);
    const elsewhere = await t.request({
      method: 'GET',
      url: `/project/${other.project.id}/files.zip?ticket=${ticket}`,
    });
    expect(elsewhere.statusCode).toBe(401);
    const stranger = await makeMember(db(), await makeOrganization(db()));
    const refused = await t.request({
      method: 'POST',
      url: `/project/${project.id}/files.zip/download_link`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('GET api_shared/project_files.zip', () => {
  it("holds the link's published files only; a dead token is 404", async () => {
    const { admin, project } = await world();
    const token = encodeURIComponent(await shareFiles(t, admin.token, project.id));
    const res = await t.request({ method: 'GET', url: `/api_shared/project_files.zip?shareToken=${token}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(names((await unzip(res.rawPayload)).entries)).toEqual([
      'bygglov (2).pdf',
      'bygglov.pdf',
      'protokoll 1_2.pdf',
    ]);
    const typed = await t.request({
      method: 'GET',
      url: `/api_shared/project_files.zip?shareToken=${token}&docType=Protokoll`,
    });
    expect(names((await unzip(typed.rawPayload)).entries)).toEqual(['protokoll 1_2.pdf']);
    expect((await t.request({ method: 'GET', url: '/api_shared/project_files.zip?shareToken=nope' })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api_shared/project_files.zip' })).statusCode).toBe(400);
  });
});
