/** The 1 GB upload and download part of the files benchmark: speed against a disk copy, and server memory. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const SIZE = 1024 * 1024 * 1024;
const mb = (bytes: number) => bytes / (1024 * 1024);

export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** The processes `pid` started, and theirs (the server's PDF workers run as child processes). */
function descendantsOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the 4th field after the command's parenthesised name.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** The resident memory of `pid` and every process below it: the server with its PDF workers. */
export function treeRssOf(pid: number): number {
  let total = 0;
  for (const p of [pid, ...descendantsOf(pid)]) {
    try {
      total += rssOf(p);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/**
 * Samples the server's resident memory (`tree`: with its worker processes) while `work` runs; answers the peak
 * growth over the start.
 */
export async function withMemory<T>(
  pid: number,
  work: () => Promise<T>,
  tree = false,
): Promise<{ result: T; growth: number }> {
  const rss = tree ? treeRssOf : rssOf;
  const base = rss(pid);
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);
  try {
    const result = await work();
    return { result, growth: peak - base };
  } finally {
    clearInterval(timer);
  }
}

async function makeFile(file: string): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 7919) & 0xff;
  const out = fs.createWriteStream(file);
  out.write('%PDF-1.7\n');
  for (let written = 9; written < SIZE; written += chunk.length) {
    if (!out.write(chunk.subarray(0, Math.min(chunk.length, SIZE - written))))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
}

export function upload(port: number, token: string, file: string, apiPath = '/api/v1/upload_file'): Promise<string> {
  const boundary = 'benchboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stor.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: apiPath,
        headers: {
          authorization: `Token ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          res.statusCode === 201
            ? resolve((JSON.parse(body) as { url: string }).url)
            : res.statusCode === 200
              ? resolve(body)
              : reject(new Error(`upload ${res.statusCode} ${body}`)),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
}

function download(port: number, token: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { authorization: `Token ${token}` } }, (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => (bytes += d.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measureTransfers(port: number, token: string, pid: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-bench-transfer-'));
  const file = path.join(dir, 'stor.pdf');
  try {
    await makeFile(file);
    let started = performance.now();
    await pipeline(
      fs.createReadStream(file, { highWaterMark: 1024 * 1024 }),
      fs.createWriteStream(path.join(dir, 'copy.pdf')),
    );
    const copySpeed = mb(SIZE) / ((performance.now() - started) / 1000);
    fs.rmSync(path.join(dir, 'copy.pdf'));

    started = performance.now();
    const up = await withMemory(pid, () => upload(port, token, file));
    const upSpeed = mb(SIZE) / ((performance.now() - started) / 1000);
    started = performance.now();
    const down = await withMemory(pid, () => download(port, token, up.result));
    const downSpeed = mb(down.result) / ((performance.now() - started) / 1000);
    console.log(`Disk copy of 1 GB: ${copySpeed.toFixed(0)} MB/s`);
    console.log(
      `Upload 1 GB: ${upSpeed.toFixed(0)} MB/s (${((100 * upSpeed) / copySpeed).toFixed(0)} % of disk copy, target ≥ 50 %), server memory +${mb(up.growth).toFixed(0)} MB (target < 100 MB)`,
    );
    console.log(
      `Download 1 GB: ${downSpeed.toFixed(0)} MB/s (${((100 * downSpeed) / copySpeed).toFixed(0)} % of disk copy, target ≥ 50 %), server memory +${mb(down.growth).toFixed(0)} MB (target < 100 MB)`,
    );
    if (down.result !== fs.statSync(file).size) throw new Error('download size differs');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
