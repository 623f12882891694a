/** Where file contents live: local disk under DATA_DIR by default, S3-compatible storage when configured. */
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
}

export interface BlobRange {
  start: number;
  end: number;
}

export interface BlobStore {
  /** Streams `body` to `key`; nothing is left under `key` if the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<BlobInfo>;
  get(key: string, range?: BlobRange): Promise<Readable>;
  stat(key: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
}
