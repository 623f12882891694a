// The part of s3rver's API the tests use (the package ships no types).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string; configs: unknown[] }>;
  }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
