/** Blob store on the local disk: write to a temporary file, then rename, so a blob is whole or absent. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  isStoreKey,
  LIST_PAGE_SIZE,
  type BlobInfo,
  type BlobRange,
  type BlobStore,
  type StoredBlob,
} from './blob-store';

/** `.<uuid>.part`: a blob being written, or one a crash cut short. */
const TEMP_FILE = /^\.[0-9a-f-]{36}\.part$/;

export function createDiskStore(root: string): BlobStore {
  const fileFor = (key: string) => {
    // Keys are made by the server; this guard makes sure no other string can ever name a path.
    if (!isStoreKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key.slice(0, 2), key);
  };

  /** The files of the two-letter folders, one directory entry at a time (opendir reads in small batches). */
  async function* walk(): AsyncGenerator<{ file: string; name: string; folder: string }> {
    let top: fs.Dir;
    try {
      top = await fsp.opendir(root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for await (const folder of top) {
      if (!folder.isDirectory()) continue;
      const dir = path.join(root, folder.name);
      for await (const entry of await fsp.opendir(dir))
        if (entry.isFile()) yield { file: path.join(dir, entry.name), name: entry.name, folder: folder.name };
    }
  }
  /** When a file was last written, or undefined when it went away while we walked. */
  const modified = async (file: string) => (await fsp.stat(file).catch(() => undefined))?.mtime;

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
    async *list(pageSize = LIST_PAGE_SIZE): AsyncGenerator<StoredBlob[]> {
      let page: StoredBlob[] = [];
      for await (const { file, name, folder } of walk()) {
        if (!isStoreKey(name) || !name.startsWith(folder)) continue;
        const modifiedAt = await modified(file);
        if (!modifiedAt) continue;
        page.push({ key: name, modifiedAt });
        if (page.length >= pageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    async removeUnfinished(before: Date): Promise<number> {
      let removed = 0;
      for await (const { file, name } of walk()) {
        if (!TEMP_FILE.test(name)) continue;
        const modifiedAt = await modified(file);
        if (!modifiedAt || modifiedAt >= before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
