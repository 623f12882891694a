/**
 * Blob store on S3-compatible object storage (AWS S3, MinIO, Ceph, …). Uploads stream as multipart
 * uploads in 8 MB parts, so memory stays flat whatever the file size; a failed upload is aborted.
 */
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import {
  isStoreKey,
  LIST_PAGE_SIZE,
  type BlobInfo,
  type BlobRange,
  type BlobStore,
  type StoredBlob,
} from './blob-store';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3Store(opts: S3Options): BlobStore {
  // The SDK warns, once per process (each test worker, each server), that its releases after January 2027 need
  // Node 22. Our SDK version is pinned in package.json, so the warning says nothing about this build; the switch
  // is the SDK's own (@aws-sdk/core emitWarningIfUnsupportedVersion). Set by an operator, it is left alone.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // Path-style addressing works with every S3-compatible server; checksums only where S3 requires them,
    // since some servers mishandle the streaming checksum trailer.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  return {
    async put(key: string, body: Readable, contentType: string): Promise<BlobInfo> {
      let size = 0;
      const counter = new PassThrough();
      counter.on('data', (chunk: Buffer) => (size += chunk.length));
      body.on('error', (err) => counter.destroy(err));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body.pipe(counter), ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      try {
        await upload.done();
      } catch (err) {
        await upload.abort().catch(() => undefined);
        throw body.errored ?? err;
      }
      return { size };
    },
    async get(key: string, range?: BlobRange): Promise<Readable> {
      const res = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return res.Body as Readable;
    },
    async stat(key: string): Promise<BlobInfo | null> {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0 };
      } catch {
        return null;
      }
    },
    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    /**
     * Pages by marker (the last key seen), which every S3-compatible server supports: ListObjectsV2's
     * continuation tokens are opaque per server, and s3rver (the test server) cannot make them under OpenSSL 3.
     */
    async *list(pageSize = LIST_PAGE_SIZE): AsyncGenerator<StoredBlob[]> {
      let Marker: string | undefined;
      do {
        const res = await client.send(new ListObjectsCommand({ Bucket, MaxKeys: Math.min(pageSize, 1000), Marker }));
        const contents = res.Contents ?? [];
        const page = contents.flatMap(({ Key, LastModified }) =>
          Key && LastModified && isStoreKey(Key) ? [{ key: Key, modifiedAt: LastModified }] : [],
        );
        if (page.length) yield page;
        Marker = res.IsTruncated ? contents.at(-1)?.Key : undefined;
      } while (Marker);
    },
    /**
     * Multipart uploads a crash left open keep their parts (and their cost) until aborted. Servers without
     * ListMultipartUploads (some S3 look-alikes) answer NotImplemented: there is then nothing we can do here,
     * and a lifecycle rule on the bucket (AbortIncompleteMultipartUpload) is the way.
     */
    async removeUnfinished(before: Date): Promise<number> {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let res;
        try {
          res = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
        } catch (err) {
          if ((err as { name?: string }).name === 'NotImplemented') return removed;
          throw err;
        }
        for (const { Key, UploadId, Initiated } of res.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || !isStoreKey(Key) || Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
          removed += 1;
        }
        const more = res.IsTruncated === true;
        KeyMarker = more ? res.NextKeyMarker : undefined;
        UploadIdMarker = more ? res.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}
