/**
 * An import's CSV, known to be within MAX_UPLOAD_MB before its first row is written.
 *
 * Rows are written in batches while the file streams in, so a limit noticed on the way (multipart only marks a
 * cut-off file `truncated`) would come after earlier batches were committed. The size is therefore made certain
 * before the import reads a row:
 * - the request's Content-Length bounds the file part inside it: at or under the limit the file cannot be over,
 *   and it streams straight into the import (what browsers send, and the fast path);
 * - otherwise (over it, or a chunked body without a length) the file is first copied to a temporary file while
 *   its bytes are counted: one byte past the limit ends the request with 413 before anything was written;
 *   within it, the import reads the copy.
 * The alternatives were worse: deleting the batches of a too-large file afterwards (others may already use those
 * rows, and the honest answer would hinge on the clean-up), or one transaction for the whole import (on PGlite
 * it holds up every other request for as long as the file takes to read).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MSG_FILES } from '../../../common/messages';
import { payloadTooLarge } from '../../errors';

export interface ImportUpload {
  file: Readable;
  /** The request's Content-Length, when it sent one. */
  declaredBytes?: number;
}

export interface BoundedInput {
  stream: Readable;
  /** Removes the temporary copy, if one was made. */
  close(): Promise<void>;
}

/** Counts bytes on their way and fails with 413 at the first one past the limit. */
class ByteLimit extends Transform {
  private bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(payloadTooLarge(MSG_FILES.tooLarge));
    done(null, chunk);
  }
}

/** The upload as a stream that is certainly within `maxBytes`, or a 413 error before any of it is used. */
export async function boundedInput(upload: ImportUpload, maxBytes: number): Promise<BoundedInput> {
  const declared = upload.declaredBytes;
  if (declared !== undefined && Number.isFinite(declared) && declared <= maxBytes)
    return { stream: upload.file, close: async () => undefined };
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'byggarkiv-import-'));
  const close = () => fsp.rm(dir, { recursive: true, force: true });
  const copy = path.join(dir, 'import.csv');
  try {
    await pipeline(upload.file, new ByteLimit(maxBytes), fs.createWriteStream(copy, { flags: 'wx' }));
  } catch (err) {
    await close();
    throw err;
  }
  return { stream: fs.createReadStream(copy), close };
}
