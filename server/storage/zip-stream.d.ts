// The part of zip-stream's API the ZIP download uses (the package ships no types).
declare module 'zip-stream' {
  import { Transform } from 'node:stream';
  interface EntryData {
    name: string;
    date?: Date;
    /** STORE instead of DEFLATE. */
    store?: boolean;
  }
  export default class ZipStream extends Transform {
    constructor(options?: { zlib?: { level?: number }; forceZip64?: boolean; comment?: string });
    entry(
      source: NodeJS.ReadableStream | Buffer | string,
      data: EntryData,
      callback: (err?: Error | null) => void,
    ): this;
    setComment(comment: string): void;
    finalize(): void;
  }
}
