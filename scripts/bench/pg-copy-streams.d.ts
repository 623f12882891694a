// The part of pg-copy-streams the import benchmark uses (its types are a separate package we do not need).
declare module 'pg-copy-streams' {
  import type { Submittable } from 'pg';
  import type { Readable, Writable } from 'node:stream';
  export function from(sql: string): Submittable & Writable;
  export function to(sql: string): Submittable & Readable;
}
