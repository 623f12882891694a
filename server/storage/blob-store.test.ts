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
});
