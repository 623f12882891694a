/**
 * A ZIP of stored blobs, streamed (docs/api.md §6 "Bulk download"): entries are read one at a time from the store
 * and written through, so memory stays flat whatever the archive's size; nothing is copied to disk first.
 * A blob that cannot be read is left out (or, if it breaks off midway, ends short) and named in the archive's
 * comment, so the download completes instead of being cut off.
 */
import { PassThrough, type Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import type { BlobStore } from './blob-store';

export interface ZipEntry {
  /** The entry's name inside the archive (unique; see uniqueEntryName). */
  name: string;
  storageKey: string;
  date: Date;
}

interface ZipLog {
  warn: (obj: object, msg: string) => void;
}

/** Characters archive tools or file systems refuse in a name; a folder separator would make a folder. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const UNSAFE = /[/\\:*?"<>|\u0000-\u001f]/g;

/**
 * Names an entry uniquely (case-insensitively, as Windows and macOS compare): "Bygglov.pdf", then
 * "Bygglov (2).pdf". `taken` remembers the names given so far.
 */
export function uniqueEntryName(fileName: string, taken: Set<string>): string {
  const clean = fileName.replace(UNSAFE, '_').replace(/^\.+/, '_').trim() || 'fil';
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let name = clean;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The archive comment naming what could not be read. A ZIP comment has no encoding flag (tools read it as
 * CP437), so it is ASCII: English words, the names with Swedish letters folded (Å → A).
 */
export function brokenComment(names: readonly string[]): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '_');
  return ascii(`Byggarkiv: ${names.length} file(s) could not be read and are missing: ${names.join(', ')}`).slice(
    0,
    60_000,
  );
}

/**
 * Streams the entries `source` yields into a ZIP. `source` is pulled one entry at a time (a database page at
 * a time behind it), and `onEntry` is told of each entry written in full.
 */
export function streamZip(
  storage: BlobStore,
  source: AsyncIterable<ZipEntry>,
  log: ZipLog,
  onEntry?: (entry: ZipEntry) => void,
): Readable {
  // PDFs and drawings are compressed already: storing them costs no CPU and loses almost nothing.
  const zip = new ZipStream({ zlib: { level: 0 } });
  const broken: string[] = [];
  // The reader went away (a cancelled download): stop reading blobs and the database.
  let current: Readable | undefined;
  let closed = false;
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  zip.on('close', () => {
    closed = true;
    current?.destroy();
    stop();
  });
  const write = (entry: ZipEntry, body: Readable) =>
    new Promise<void>((resolve, reject) => {
      // A blob that fails midway ends its entry there instead of failing the whole archive.
      const guarded = new PassThrough();
      let failed = false;
      body.on('error', (err) => {
        failed = true;
        log.warn({ err, key: entry.storageKey }, 'zip entry cut short');
        guarded.end();
      });
      body.pipe(guarded);
      zip.entry(guarded, { name: entry.name, date: entry.date, store: true }, (err) => {
        if (err) return reject(err);
        if (failed) broken.push(entry.name);
        else onEntry?.(entry);
        resolve();
      });
    });
  const add = (entry: ZipEntry, body: Readable) => Promise.race([write(entry, body), stopped]);
  const run = async () => {
    for await (const entry of source) {
      if (closed) return;
      let body: Readable;
      try {
        body = await storage.get(entry.storageKey);
      } catch (err) {
        log.warn({ err, key: entry.storageKey }, 'zip entry missing');
        broken.push(entry.name);
        continue;
      }
      current = body;
      await add(entry, body);
      current = undefined;
    }
    if (closed) return;
    if (broken.length > 0) zip.setComment(brokenComment(broken));
    zip.finalize();
  };
  run().catch((err: unknown) => {
    log.warn({ err }, 'zip download failed');
    zip.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return zip;
}
