import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';

/** The configured blob store: S3-compatible storage when S3_BUCKET is set, else disk under DATA_DIR/files. */
export function createStorage(config: Config): BlobStore {
  if (config.s3) return createS3Store(config.s3);
  return createDiskStore(path.join(config.dataDir, 'files'));
}
