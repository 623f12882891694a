import { describe, expect, it } from 'vitest';
import { expectContentServed, getContent } from '../test/content';
import { makeMember, makeOrganization } from '../test/factories';
import { testAppPerFile } from '../test/routes-app';
import { PDF } from '../test/uploads';
import { constructionFileHelpers } from '../test/routes-construction-files';

const t = testAppPerFile();
const db = () => t.database.db;
const { setup, uploadPdf, createFile } = constructionFileHelpers(() => t);

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
