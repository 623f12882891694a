/** The same contract for both blob stores: streamed in, read back whole or by range, gone when deleted. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import type { BlobStore } from './blob-store';
import { createStorage } from './create-storage';

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-store-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stores: Array<[string, () => BlobStore]> = [
  ['disk', () => createStorage(loadConfig({ DATA_DIR: dir }))],
  ['s3', () => createStorage(loadConfig({ DATA_DIR: dir, ...s3.env }))],
];

describe.each(stores)('%s blob store', (_name, make) => {
  it('streams 20 MB in and reads it back byte for byte, whole and by range', async () => {
    const store = make();
    const content = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4096) content.writeUInt32BE(i, i);
    const key = `0a${crypto.randomUUID().slice(2)}`;
    const chunks = function* () {
      for (let i = 0; i < content.length; i += 1024 * 1024) yield content.subarray(i, i + 1024 * 1024);
    };
    expect(await store.put(key, Readable.from(chunks()), 'application/pdf')).toEqual({ size: content.length });
    expect((await read(await store.get(key))).equals(content)).toBe(true);
    expect(
      (await read(await store.get(key, { start: 5_000_000, end: 5_000_099 }))).equals(
        content.subarray(5_000_000, 5_000_100),
      ),
    ).toBe(true);
    expect(await store.stat(key)).toEqual({ size: content.length });
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
  });

  it('keeps nothing when the stream fails halfway', async () => {
    const store = make();
    const key = `0b${crypto.randomUUID().slice(2)}`;
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        if (Math.random() < 0.2) this.destroy(new Error('connection dropped'));
      },
    });
    await expect(store.put(key, failing, 'application/pdf')).rejects.toThrow();
    expect(await store.stat(key)).toBeNull();
  });

  it('lists its keys in pages with their age', async () => {
    const store = make();
    const keys = Array.from({ length: 5 }, () => `0c${crypto.randomUUID().slice(2)}`);
    const started = Date.now() - 1000;
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]), 'application/pdf');
    const seen: string[] = [];
    for await (const page of store.list(2)) {
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(2);
      for (const blob of page) {
        expect(blob.modifiedAt.getTime()).toBeGreaterThanOrEqual(started - 60_000);
        seen.push(blob.key);
      }
    }
    expect(seen).toEqual(expect.arrayContaining(keys));
    expect(seen.every((key) => /^[a-z0-9][a-z0-9-]{7,80}$/.test(key))).toBe(true);
    for (const key of keys) await store.delete(key);
  });
});

describe('unfinished writes', () => {
  it('disk: removes temporary .part files older than the cut-off, keeps young ones and skips stray files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-parts-'));
    const store = createStorage(loadConfig({ DATA_DIR: root }));
    const folder = path.join(root, 'files', 'ab');
    fs.mkdirSync(folder, { recursive: true });
    const file = (name: string, ageMs: number) => {
      const full = path.join(folder, name);
      fs.writeFileSync(full, 'halv');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(full, when, when);
      return full;
    };
    const day = 24 * 60 * 60 * 1000;
    const old = file(`.${crypto.randomUUID()}.part`, 2 * day);
    const young = file(`.${crypto.randomUUID()}.part`, 60_000);
    const stray = file('Anteckningar.txt', 2 * day);
    expect(await store.removeUnfinished(new Date(Date.now() - day))).toBe(1);
    expect([fs.existsSync(old), fs.existsSync(young), fs.existsSync(stray)]).toEqual([false, true, true]);
    const listed: string[] = [];
    for await (const page of store.list()) listed.push(...page.map((b) => b.key));
    expect(listed).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('s3: skips objects it did not make; a server without ListMultipartUploads (s3rver) is no error', async () => {
    const store = createStorage(loadConfig({ DATA_DIR: dir, ...s3.env }));
    await store.put('notes/Readme.txt', Readable.from([Buffer.from('not ours')]), 'text/plain');
    const listed: string[] = [];
    for await (const page of store.list()) listed.push(...page.map((b) => b.key));
    expect(listed).not.toContain('notes/Readme.txt');
    expect(await store.removeUnfinished(new Date())).toBe(0);
    await store.delete('notes/Readme.txt');
  });
});
