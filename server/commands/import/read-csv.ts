/**
 * Reads an uploaded CSV as it streams: UTF-8 (with or without BOM) or Windows-1252, comma, semicolon or tab
 * separated, one record at a time. Binary files are refused before parsing.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../errors';

export const MSG_IMPORT = {
  notCsv: 'The file is not a CSV text file.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no rows.',
  unclosedQuote: 'A quoted value is never closed.',
  rowTooLong: 'A row is longer than 64 KB: the file does not look like a CSV register.',
} as const;

/** No register row comes near this; past it the input is garbage, and reading on would only fill memory. */
const MAX_RECORD_CHARS = 64 * 1024;

/** The start of the file, held back until checked: a NUL byte there means a binary file, not text. */
const SAMPLE_BYTES = 64 * 1024;

/** Bytes looked at, from the first non-ASCII one on, to tell UTF-8 from Windows-1252. */
const DECIDE_BYTES = 1024;

/**
 * Decodes bytes to text: UTF-8 after a BOM; otherwise undecided while only ASCII has come (it reads the same
 * in both), and decided at the first non-ASCII byte — valid UTF-8 there means UTF-8, anything else
 * Windows-1252 (Excel's "CSV" in Sweden). Deciding from a fixed-size start instead would read a file whose
 * first "å" comes late as UTF-8 and turn its letters into U+FFFD.
 */
class DecodeStream extends Transform {
  private sampling = true;
  private sample: Buffer[] = [];
  private sampled = 0;
  private decoder: TextDecoder | null = null;
  /** From the first non-ASCII byte on, until DECIDE_BYTES of it (or the end) are there to decide from. */
  private pending: Buffer | null = null;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (!this.sampling) return done(null, this.decode(chunk, false));
    this.sample.push(chunk);
    this.sampled += chunk.length;
    if (this.sampled < SAMPLE_BYTES) return done();
    this.endSample(false, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.sampling) {
      if (this.sampled === 0) return done(badRequest(MSG_IMPORT.empty, undefined, 'CSV_EMPTY'));
      return this.endSample(true, done);
    }
    done(null, this.decode(Buffer.alloc(0), true));
  }

  private endSample(final: boolean, done: TransformCallback): void {
    let head = Buffer.concat(this.sample);
    this.sample = [];
    this.sampling = false;
    if (head.subarray(0, SAMPLE_BYTES).includes(0))
      return done(badRequest(MSG_IMPORT.notCsv, undefined, 'CSV_NOT_TEXT'));
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
      head = head.subarray(3);
      this.decoder = new TextDecoder('utf-8');
    }
    done(null, this.decode(head, final));
  }

  /** The text of the next bytes; `final` at the end of the input, when nothing may be held back. */
  private decode(chunk: Buffer, final: boolean): string {
    if (this.decoder) return this.decoder.decode(chunk, { stream: !final });
    let ascii = '';
    let bytes: Buffer;
    if (this.pending) bytes = Buffer.concat([this.pending, chunk]);
    else if (isAscii(chunk)) return chunk.toString('latin1');
    else {
      const first = chunk.findIndex((byte) => byte >= 0x80);
      ascii = chunk.toString('latin1', 0, first);
      bytes = chunk.subarray(first);
    }
    if (bytes.length < DECIDE_BYTES && !final) {
      // Too little to judge yet (a multi-byte character may even be cut in two): wait for more.
      this.pending = bytes;
      return ascii;
    }
    this.pending = null;
    const window = bytes.subarray(0, DECIDE_BYTES);
    const complete = final && bytes.length <= DECIDE_BYTES;
    this.decoder = new TextDecoder(looksLikeUtf8(window, complete) ? 'utf-8' : 'windows-1252');
    return ascii + this.decoder.decode(bytes, { stream: !final });
  }
}

/** Whether bytes are UTF-8; unless `complete`, a character cut off at the end is left out of the check. */
function looksLikeUtf8(bytes: Buffer, complete: boolean): boolean {
  let end = bytes.length;
  if (!complete) for (let i = Math.max(0, end - 3); i < end; i++) if ((bytes[i] ?? 0) >= 0xc0) end = i;
  return isUtf8(bytes.subarray(0, end));
}

/** The separator used in the header line: the most frequent of ; , and tab outside quotes (";" on a tie). */
function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [delimiter, n] of counts) if (n > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export interface CsvRecord {
  /** Data rows count from 1; the header is row 0; empty rows (no cells or only blank ones) are not counted. */
  row: number;
  cells: string[];
}

export type CsvItem = { header: string[] } | CsvRecord;

/**
 * The parser's records as they are ready, many per wait. Waiting for each record on its own cost a few promises
 * per row, ~2 kB of garbage each with the request's AsyncLocalStorage (issue 14.4's import memory).
 */
async function* recordBatches(parser: Readable): AsyncGenerator<string[][]> {
  for (;;) {
    const batch: string[][] = [];
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null)
      batch.push(record);
    if (batch.length > 0) yield batch;
    else if (parser.errored) throw parser.errored;
    else if (parser.readableEnded || parser.destroyed) return;
    else await readyOrEnded(parser);
  }
}

/** Resolves when the stream has more to read, ended or failed (the caller then looks which). */
function readyOrEnded(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('readable', done).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    stream.on('readable', done).on('end', done).on('error', done).on('close', done);
  });
}

/**
 * The header and then the records, read lazily with back-pressure, in batches of what has been parsed so far;
 * unreadable CSV ends in a 400 error.
 */
export async function* readCsv(input: Readable): AsyncGenerator<CsvItem[]> {
  const text = new DecodeStream();
  const feeding = pipeline(input, text).catch(() => undefined);
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>;
  // The header line decides the separator, so read up to the first line break before parsing.
  let head = '';
  let next = await chunks.next();
  while (!next.done) {
    head += next.value;
    if (/\r?\n/.test(head) || head.length > SAMPLE_BYTES) break;
    next = await chunks.next();
  }
  if (!head.trim()) throw badRequest(MSG_IMPORT.empty, undefined, 'CSV_EMPTY');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const rest = async function* () {
    yield head;
    for (let n = await chunks.next(); !n.done; n = await chunks.next()) yield n.value;
  };
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const parsing = pipeline(Readable.from(rest()), parser).catch(() => undefined);
  let row = -1;
  try {
    for await (const records of recordBatches(parser)) {
      const items: CsvItem[] = [];
      for (const record of records) {
        // Only separators (";;;", as Excel leaves at the end of a sheet) is as empty as an empty line, and like
        // one it is skipped without a row number: the rows around it keep the numbers they would have without it.
        if (record.every((cell) => cell.trim() === '')) continue;
        row += 1;
        items.push(row === 0 ? { header: record } : { row, cells: record });
      }
      if (items.length > 0) yield items;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    const where = [{ field: `row ${row + 1}`, message: MSG_IMPORT.unclosedQuote }];
    if (code === 'CSV_QUOTE_NOT_CLOSED') throw badRequest(MSG_IMPORT.unclosedQuote, where, 'CSV_QUOTE_NOT_CLOSED');
    if (code === 'CSV_MAX_RECORD_SIZE') throw badRequest(MSG_IMPORT.rowTooLong, undefined, 'CSV_ROW_TOO_LONG');
    throw badRequest(`The CSV cannot be read near row ${row + 1}: ${(err as Error).message}`, undefined, 'CSV_INVALID');
  } finally {
    // Stopping early (or failing) must not leave either pipeline waiting for a reader.
    parser.destroy();
    text.destroy();
    await Promise.all([feeding, parsing]);
  }
}
