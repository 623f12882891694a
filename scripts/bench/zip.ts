/**
 * `npm run bench -- zip` (issue 15 point 4): a 2 GB project downloaded as one ZIP. Its files are uploaded and
 * registered through the API; the download is read to the end while the server's memory is sampled.
 * Target: memory growth under 100 MB.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, ensureDatabase, seedAdminWithProject, startServer } from './harness';
import { upload, withMemory } from './transfer';

const FILES = 32;
const FILE_SIZE = 64 * 1024 * 1024;
const TOKEN = 'bench-zip-member-token-000000000000000000000';
const mb = (bytes: number) => bytes / (1024 * 1024);

/** A PDF-looking file of FILE_SIZE bytes that does not compress (as scanned drawings do not). */
async function makeFile(file: string): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 7919 + (i >> 10)) & 0xff;
  const out = fs.createWriteStream(file);
  out.write('%PDF-1.7\n');
  for (let written = 9; written < FILE_SIZE; written += chunk.length) {
    if (!out.write(chunk.subarray(0, Math.min(chunk.length, FILE_SIZE - written))))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
}

function readAll(port: number, apiPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: apiPath, headers: { authorization: `Token ${TOKEN}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (d: Buffer) => (bytes += d.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function benchZip(): Promise<void> {
  const { serverUrl, url, name } = benchDatabaseUrl('byggarkiv_bench_zip');
  await ensureDatabase(serverUrl, name, true);
  const { projectId } = await seedAdminWithProject(url, {
    organization: 'Zipbygg AB',
    email: 'chef@zip.bench',
    project: 'Kv. Zipen',
    token: TOKEN,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-zip-'));
  const port = 3394;
  const server = await startServer(url, port, path.join(dir, 'data'));
  try {
    const file = path.join(dir, 'ritning.pdf');
    await makeFile(file);
    let started = performance.now();
    for (let i = 1; i <= FILES; i++) {
      const contentUrl = await upload(port, TOKEN, file);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/constructionfile`, {
        method: 'POST',
        headers: { authorization: `Token ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Ritning A-${String(i).padStart(3, '0')}`, project: projectId, url: contentUrl }),
      });
      if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
    }
    console.log(
      `Seeded ${FILES} files of ${mb(FILE_SIZE)} MB (${((FILES * FILE_SIZE) / 1024 ** 3).toFixed(1)} GB) through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const pid = server.pid ?? 0;
    const zip = await withMemory(pid, () => readAll(port, `/api/v1/project/${projectId}/files.zip`));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `ZIP of ${(zip.result / 1024 ** 3).toFixed(2)} GB in ${seconds.toFixed(1)} s (${(mb(zip.result) / seconds).toFixed(0)} MB/s), server memory +${mb(zip.growth).toFixed(0)} MB (target < 100 MB)`,
    );
    if (zip.result < FILES * FILE_SIZE) throw new Error('the ZIP is smaller than its files');
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
