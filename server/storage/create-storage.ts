import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createDiskStore } from './disk-store';

/** The configured blob store: disk under DATA_DIR/files unless S3 is configured. */
export function createStorage(config: Config): BlobStore {
  // S3-compatible storage arrives with the files issue; until then the S3_* variables are refused at start.
  if (config.s3) throw new Error('S3 storage is not available in this version; unset the S3_* variables.');
  return createDiskStore(path.join(config.dataDir, 'files'));
}
