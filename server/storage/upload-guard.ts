/**
 * A pass-through stream that checks an upload while it flows to storage: its first bytes must be an
 * accepted kind (else 415) and it may not grow past the size limit (else 413). Nothing is buffered whole.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { payloadTooLarge, unsupportedMediaType } from '../errors';
import { SNIFF_BYTES, sniffKind, type FileKind } from './sniff';

export class UploadGuard extends Transform {
  bytes = 0;
  kind: FileKind | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  /** `overLimit`: the error past `maxBytes` when that is not the file's own limit (an organization's quota). */
  constructor(
    private readonly accepted: readonly FileKind[],
    private readonly maxBytes: number,
    private readonly messages: { tooLarge: string; wrongType: string },
    private readonly overLimit: () => Error = () => payloadTooLarge(messages.tooLarge),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(this.overLimit());
    if (this.kind) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (!this.kind && this.headBytes > 0) return this.decide(done);
    done();
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    const kind = sniffKind(head);
    if (!kind || !this.accepted.includes(kind)) return done(unsupportedMediaType(this.messages.wrongType));
    this.kind = kind;
    this.head = [];
    done(null, head);
  }
}
