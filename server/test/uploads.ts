/** Multipart bodies and sample files for upload tests. */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 1)]);

export function multipart(content: Buffer, fileName: string, field = 'file', contentType = 'application/octet-stream') {
  const boundary = `----byggarkiv${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every stored blob (and half-written temp file) under DATA_DIR/files. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** Every object the local S3 server holds. */
export function storedS3Objects(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
    .map((e) => e.name);
}

/** `POST upload_csv_file?importType=…` with the content as the multipart file. */
export function importCsvRequest(
  t: TestApp,
  token: string,
  type: string,
  content: string | Buffer,
  name = 'register.csv',
) {
  return t.request({
    method: 'POST',
    url: `/upload_csv_file?importType=${type}`,
    token,
    ...multipart(Buffer.isBuffer(content) ? content : Buffer.from(content), name),
  });
}

/** A multipart body with several `file` parts (a folder dropped at once). */
export function multipartFiles(files: Array<{ name: string; content: Buffer }>, field = 'file') {
  const boundary = `----byggarkiv${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...files.flatMap(({ name, content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `content` as `token` and adds it as the construction file's next revision; answers the revision call. */
export async function addFileRevision(
  t: Pick<TestApp, 'request'>,
  token: string,
  fileId: string,
  content: Buffer,
  fileName: string,
) {
  const uploaded = await t.request({
    method: 'POST',
    url: '/upload_file?purpose=constructionfile',
    token,
    ...multipart(content, fileName),
  });
  return t.request({
    method: 'POST',
    url: `/constructionfile/${fileId}/revisions`,
    token,
    payload: { url: (uploaded.json() as { url: string }).url },
  });
}
