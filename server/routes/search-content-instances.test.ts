/**
 * Words inside PDFs on two instances of one database (docs/api.md §6 "Search"): which files' PDFs hold a word is
 * cached per instance (cache/caches.ts), following the text's and the revisions' tables rather than the files'. A
 * rename through one instance keeps the PDF's words finding the file on the other; a new revision through one makes
 * the old PDF's words stop finding it on the other, though nobody has read the new PDF yet.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionFiles } from '../db/schema';
import { makeMember, makeOrganization, makeProject, type MadeUser } from '../test/factories';
import { makeTextPdf } from '../test/pdf-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart } from '../test/uploads';
import { textExtractionJob } from '../text/text-extraction-queue';

let t: TestApp;
let other: FastifyInstance;
let member: MadeUser;
let projectId: string;

beforeAll(async () => {
  // No instance reads PDFs by itself: the test says when a PDF's text is read, so that a new revision's PDF stays
  // unread while the other instance is asked.
  t = await createTestApp({ PDF_TEXT_EXTRACTION: 'off' });
  other = await t.twin();
  const org = await makeOrganization(t.database.db);
  member = await makeMember(t.database.db, org);
  projectId = (await makeProject(t.database.db, org, { team: [member.user.id] })).id;
});
afterAll(async () => {
  await t.close();
});

async function uploadPdf(text: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/upload_file',
    token: member.token,
    ...multipart(makeTextPdf([[text]]), 'beskrivning.pdf'),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

/** What the background reading of a file's current PDF stores, as text/text-extraction-queue.ts does. */
async function readPdfText(fileId: string, text: string) {
  const [row] = await t.database.db
    .select({ uploadId: constructionFiles.uploadId })
    .from(constructionFiles)
    .where(eq(constructionFiles.id, fileId));
  const uploadId = row?.uploadId ?? '';
  await t.database.db.transaction((tx) =>
    textExtractionJob().finish(tx, uploadId, { status: 'done', pages: [{ page: 1, text }], pageCount: 1 }),
  );
}

/** The files the other instance finds for a search, by name. */
async function foundOnOther(search: string): Promise<string[]> {
  const res = await other.inject({
    method: 'GET',
    url: `/api/v1/constructionfile?search=${encodeURIComponent(search)}`,
    headers: { authorization: `Token ${member.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as Array<{ name: string }>).map((f) => f.name);
}

describe('PDF words on a second instance', () => {
  it('a rename keeps them finding the file; a new revision drops the old ones at once', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/constructionfile',
      token: member.token,
      payload: {
        name: 'Brandskydd',
        project: projectId,
        documentType: 'Teknisk beskrivning',
        year: 2026,
        url: await uploadPdf('Brandcellsgräns EI 60 i trapphuset.'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    await readPdfText(id, 'Brandcellsgräns EI 60 i trapphuset.');
    await expect.poll(() => foundOnOther('brandcellsgräns'), { timeout: 2_000, interval: 20 }).toEqual(['Brandskydd']);

    const renamed = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${id}`,
      token: member.token,
      payload: { name: 'Brandskyddsbeskrivning' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(() => foundOnOther('brandcellsgräns'), { timeout: 2_000, interval: 20 })
      .toEqual(['Brandskyddsbeskrivning']);

    const revised = await t.request({
      method: 'PATCH',
      url: `/constructionfile/${id}`,
      token: member.token,
      payload: { url: await uploadPdf('Radonmätning i källaren.') },
    });
    expect(revised.statusCode, revised.body).toBe(200);
    // Only the revision's notification tells the other instance: the new PDF is not read yet.
    await expect.poll(() => foundOnOther('brandcellsgräns'), { timeout: 2_000, interval: 20 }).toEqual([]);
    expect(await foundOnOther('radonmätning')).toEqual([]);
    await readPdfText(id, 'Radonmätning i källaren.');
    await expect
      .poll(() => foundOnOther('radonmätning'), { timeout: 2_000, interval: 20 })
      .toEqual(['Brandskyddsbeskrivning']);
  });
});
