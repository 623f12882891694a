/** Where file contents live: local disk under DATA_DIR by default, S3-compatible storage when configured. */
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
}

export interface BlobRange {
  start: number;
  end: number;
}

/** A stored blob as a listing sees it: its key and when it was last written. */
export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

export interface BlobStore {
  /** Streams `body` to `key`; nothing is left under `key` if the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<BlobInfo>;
  get(key: string, range?: BlobRange): Promise<Readable>;
  stat(key: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
  /**
   * Every blob of ours (keys the server made; anything else in the folder or bucket is left out), in pages of
   * at most `pageSize`, read lazily: a million blobs never sit in memory at once.
   */
  list(pageSize?: number): AsyncIterable<StoredBlob[]>;
  /** Removes what writes cut short left behind (temporary files, unfinished multipart uploads) from before `before`. */
  removeUnfinished(before: Date): Promise<number>;
}

export const LIST_PAGE_SIZE = 1000;

const STORE_KEY = /^[a-z0-9][a-z0-9-]{7,80}$/;

/** Keys the server makes (UUIDs); the stores refuse any other, and their listings skip any other. */
export const isStoreKey = (key: string) => STORE_KEY.test(key);
