/** Reads a ZIP answer back in tests: its entries' names and bytes, their dates by name, and the archive comment. */
import yauzl from 'yauzl';

export interface Unzipped {
  comment: string;
  entries: Array<{ name: string; data: Buffer }>;
  /** Each entry's modification date (local time, two-second steps, as ZIP keeps it). */
  dates: Map<string, Date>;
}

export function unzip(buffer: Buffer): Promise<Unzipped> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: Unzipped['entries'] = [];
      const dates: Unzipped['dates'] = new Map();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            dates.set(entry.fileName, entry.getLastModDate());
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve({ comment: zip.comment, entries, dates }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
