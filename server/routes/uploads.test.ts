import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FILES } from '../../common/messages';
import { cleanupUploads } from '../commands/cleanup-uploads';
import { uploads } from '../db/schema';
import { makeMember, makeOrganization, makeProject, makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { multipart, PDF, PNG, storedS3Objects } from '../test/uploads';

let t: TestApp;
let s3: TestS3 | undefined;
let blobs: () => string[];

const upload = (token: string, content: Buffer, name: string, query = '') =>
  t.request({ method: 'POST', url: `/upload_file${query}`, token, ...multipart(content, name) });

describe.each(['disk', 's3'] as const)('uploads on %s storage', (backend) => {
  beforeAll(async () => {
    s3 = backend === 's3' ? await startTestS3() : undefined;
    t = await createTestApp({ MAX_UPLOAD_MB: '1', ...(s3?.env ?? {}) });
    // t.blobs() knows which storage the test app really uses (TEST_STORAGE=s3 gives it a local S3 of its own).
    blobs = () => (s3 ? storedS3Objects(s3.directory) : t.blobs());
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  describe('POST upload_file', () => {
    it('stores a PDF and reads it back byte for byte, with ranges and an ETag', async () => {
      const { token } = await makeUser(t.database.db);
      const res = await upload(token, PDF, 'Bygglov ÅÄÖ.pdf');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        fileName: 'Bygglov ÅÄÖ.pdf',
        size: PDF.length,
        contentType: 'application/pdf',
      });
      const url = res.json().url as string;
      expect(url).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);

      const full = await t.request({ method: 'GET', url, token });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(PDF)).toBe(true);
      expect(full.headers['content-type']).toBe('application/pdf');
      expect(full.headers['content-disposition']).toBe(
        `inline; filename="Bygglov AAO.pdf"; filename*=UTF-8''Bygglov%20%C3%85%C3%84%C3%96.pdf`,
      );

      const part = await t.request({ method: 'GET', url, token, headers: { range: 'bytes=5-14' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 5-14/${PDF.length}`);
      expect(part.rawPayload.equals(PDF.subarray(5, 15))).toBe(true);
      const tail = await t.request({ method: 'GET', url, token, headers: { range: 'bytes=-6' } });
      expect(tail.rawPayload.toString()).toBe('%%EOF\n');
      const bad = await t.request({ method: 'GET', url, token, headers: { range: `bytes=${PDF.length}-` } });
      expect(bad.statusCode).toBe(416);

      const cached = await t.request({
        method: 'GET',
        url,
        token,
        headers: { 'if-none-match': full.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
      const download = await t.request({ method: 'GET', url: `${url}?download=true`, token });
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('refuses what is not a PDF by content (415), whatever its name, and keeps nothing', async () => {
      const { token } = await makeUser(t.database.db);
      const before = blobs().length;
      const res = await upload(token, Buffer.from('MZ this is an exe renamed'), 'ritning.pdf');
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe(MSG_FILES.notPdf);
      expect(blobs()).toHaveLength(before);
    });

    it('refuses a file over MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
      const { token } = await makeUser(t.database.db);
      const before = blobs().length;
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const res = await upload(token, big, 'stor.pdf');
      expect(res.statusCode).toBe(413);
      expect(blobs()).toHaveLength(before);
    });

    it('answers empty files, missing files and empty names with 400 and the exact texts', async () => {
      const { token } = await makeUser(t.database.db);
      expect((await upload(token, Buffer.alloc(0), 'tom.pdf')).json().error).toBe(MSG_FILES.emptyFile);
      const noFile = await t.request({
        method: 'POST',
        url: '/upload_file',
        token,
        ...multipart(PDF, 'a.pdf', 'other'),
      });
      expect(noFile.json().error).toBe(MSG_FILES.noFileSelected);
      const notMultipart = await t.request({ method: 'POST', url: '/upload_file', token, payload: { file: 'x' } });
      expect(notMultipart.json().error).toBe(MSG_FILES.noFileSelected);
      const emptyName = await upload(token, PDF, 'a.pdf', '?fileName=%20%20');
      expect(emptyName.statusCode).toBe(400);
      expect(emptyName.json().error).toBe(MSG_FILES.filenameEmpty);
      expect((await t.request({ method: 'POST', url: '/upload_file', ...multipart(PDF, 'a.pdf') })).statusCode).toBe(
        401,
      );
    });

    it('overwrite=true replaces the earlier unclaimed upload of the same name; claimed ones stay', async () => {
      const org = await makeOrganization(t.database.db);
      const admin = await makeMember(t.database.db, org, { admin: true });
      const first = (await upload(admin.token, PDF, 'ritning.pdf')).json();
      const kept = (await upload(admin.token, PDF, 'ritning.pdf', '?overwrite=false')).json();
      const before = blobs().length;
      const second = (await upload(admin.token, PDF, 'ritning.pdf', '?overwrite=true')).json();
      expect(blobs()).toHaveLength(before - 1);
      for (const gone of [first.url, kept.url])
        expect((await t.request({ method: 'GET', url: gone, token: admin.token })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: second.url, token: admin.token })).statusCode).toBe(200);

      // Once a file refers to it, an upload is the file's: a later overwrite leaves it alone.
      const project = await t.request({
        method: 'POST',
        url: '/project',
        token: admin.token,
        payload: { name: 'Överskrivning', type: 'Nybyggnad', startDate: '2026-05-01' },
      });
      const file = await t.request({
        method: 'POST',
        url: '/constructionfile',
        token: admin.token,
        payload: { name: 'Ritning', documentType: 'Bygglov', project: project.json()._id, url: second.url },
      });
      expect(file.statusCode).toBe(201);
      await upload(admin.token, PDF, 'ritning.pdf', '?overwrite=true');
      expect((await t.request({ method: 'GET', url: second.url, token: admin.token })).statusCode).toBe(200);
    });

    it('never lets a client name reach a path', async () => {
      const { token } = await makeUser(t.database.db);
      const res = await upload(token, PDF, '../../../etc/passwd.pdf');
      expect(res.json().fileName).toBe('passwd.pdf');
      expect(blobs().every((f) => /^[0-9a-f-]{36}(\._S3rver_object)?$/.test(f))).toBe(true);
    });

    it('leaves nothing behind when the connection drops mid-upload', async () => {
      const { token } = await makeUser(t.database.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const before = blobs().length;
      const boundary = 'cut';
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/v1/upload_file HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 900000\r\n\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="halv.pdf"\r\n\r\n`,
          );
          socket.write(Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)]));
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 100);
        });
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(blobs()).toHaveLength(before);
    });
  });

  describe('logos and who reads uploads', () => {
    it('a project logo is readable by those who see the project, an unclaimed upload only by its uploader', async () => {
      const db = t.database.db;
      const org = await makeOrganization(db);
      const admin = await makeMember(db, org, { admin: true });
      const colleague = await makeMember(db, org);
      const stranger = await makeMember(db, await makeOrganization(db));
      const logo = (await upload(admin.token, PNG, 'logo.png', '?purpose=logo')).json();
      expect(logo.contentType).toBe('image/png');
      expect((await t.request({ method: 'GET', url: logo.url, token: colleague.token })).statusCode).toBe(404);
      const project = await t.request({
        method: 'POST',
        url: '/project',
        token: admin.token,
        payload: { name: 'Med logga', type: 'Nybyggnad', startDate: '2026-05-01', logo: logo.url },
      });
      expect(project.json().logo).toBe(logo.url);
      expect((await t.request({ method: 'GET', url: logo.url, token: colleague.token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: logo.url, token: stranger.token })).statusCode).toBe(404);
      const pdfAsLogo = (await upload(admin.token, PDF, 'x.pdf', '?purpose=logo')).statusCode;
      expect(pdfAsLogo).toBe(415);
      const foreign = await t.request({
        method: 'PUT',
        url: `/project/${project.json()._id}`,
        token: admin.token,
        payload: { logo: '/api/v1/uploads/00000000-0000-0000-0000-000000000000' },
      });
      expect(foreign.statusCode).toBe(400);
    });

    it('sweeps uploads nothing refers to after a day', async () => {
      const { token } = await makeUser(t.database.db);
      const url = (await upload(token, PDF, 'glömd.pdf')).json().url;
      expect((await cleanupUploads(t.ctx, new Date(Date.now() + 25 * 60 * 60 * 1000))).uploads).toBeGreaterThan(0);
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(404);
    });

    it('sweeps blobs no upload row names after a day, page by page; named and young ones stay', async () => {
      const db = t.database.db;
      const org = await makeOrganization(db);
      const member = await makeMember(db, org);
      const project = await makeProject(db, org, { team: [member.user.id] });
      const uploaded = (await upload(member.token, PDF, 'kvar.pdf')).json();
      const file = (
        await t.request({
          method: 'POST',
          url: '/constructionfile',
          token: member.token,
          payload: { name: 'Kvar', project: project.id, url: uploaded.url },
        })
      ).json();
      const [named] = await db
        .select()
        .from(uploads)
        .where(eq(uploads.id, uploaded.url.split('/').pop()));
      // A blob whose row never came (a crash between storing and recording) or whose delete failed.
      const orphans = [randomUUID(), randomUUID(), randomUUID()];
      for (const key of orphans) await t.ctx.storage.put(key, Readable.from([PDF]), 'application/pdf');
      // Half-written temporary files exist only on disk; S3 has open multipart uploads instead.
      const diskRoot = t.ctx.config.s3 ? undefined : path.join(t.dataDir, 'files');
      const temp = (age: number) => {
        if (!diskRoot) return undefined;
        const file = path.join(diskRoot, 'ab', `.${randomUUID()}.part`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, 'halv');
        const when = new Date(Date.now() - age);
        fs.utimesSync(file, when, when);
        return file;
      };
      const oldTemp = temp(25 * 60 * 60 * 1000);
      const youngTemp = temp(60 * 1000);

      const young = await cleanupUploads(t.ctx, new Date(), 2);
      expect(young).toMatchObject({ orphanBlobs: 0 });
      for (const key of orphans) expect(await t.ctx.storage.stat(key)).not.toBeNull();
      if (oldTemp && youngTemp) {
        expect(young.unfinished).toBe(1);
        expect(fs.existsSync(oldTemp)).toBe(false);
        expect(fs.existsSync(youngTemp)).toBe(true);
      }

      const later = await cleanupUploads(t.ctx, new Date(Date.now() + 25 * 60 * 60 * 1000), 2);
      expect(later.orphanBlobs).toBeGreaterThanOrEqual(orphans.length);
      for (const key of orphans) expect(await t.ctx.storage.stat(key)).toBeNull();
      expect(named && (await t.ctx.storage.stat(named.storageKey))).toEqual({ size: PDF.length });
      const content = await t.request({ method: 'GET', url: file.url, token: member.token });
      expect(content.rawPayload.equals(PDF)).toBe(true);
      if (oldTemp && youngTemp) expect(fs.existsSync(youngTemp)).toBe(false);
    });
  });
});
