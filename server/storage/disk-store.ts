/** Blob store on the local disk: write to a temporary file, then rename, so a blob is whole or absent. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobRange, BlobStore } from './blob-store';

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{7,80}$/;

export function createDiskStore(root: string): BlobStore {
  const fileFor = (key: string) => {
    // Keys are made by the server; this guard makes sure no other string can ever name a path.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key: string, body: Readable): Promise<BlobInfo> {
      const target = fileFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `.${randomUUID()}.part`);
      try {
        await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { size: (await fsp.stat(target)).size };
    },
    async get(key: string, range?: BlobRange): Promise<Readable> {
      const file = fileFor(key);
      await fsp.access(file);
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
    },
    async stat(key: string): Promise<BlobInfo | null> {
      try {
        return { size: (await fsp.stat(fileFor(key))).size };
      } catch {
        return null;
      }
    },
    async delete(key: string): Promise<void> {
      await fsp.rm(fileFor(key), { force: true });
    },
  };
}
