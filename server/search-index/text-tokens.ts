/**
 * The rows of each token of the lower-cased texts (lower-texts.ts): a token is a longest run of letters, digits and
 * marks. A literal made of such characters only lies inside one token wherever a text holds it, so the rows whose
 * text holds it are exactly the rows of the tokens that hold it — found by looking through the distinct tokens,
 * not the 37 MB of a million names. Before, a literal the index had not seen was a byte search of every text:
 * 20–35 ms with the event loop held, once per literal (the `$regex` bench asks 25 at once and its p95 was theirs).
 * A literal with any other character (a space, a dash) is still searched in the texts.
 */
import { firstAtOrAfter } from './posting-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/** What lies between tokens (splitting on it is twice as fast as matching the tokens). */
const BETWEEN = /[^\p{L}\p{N}\p{M}]+/u;
const ONE_TOKEN = /^[\p{L}\p{N}\p{M}]+$/u;

/** Whether every text holding `literal` holds it inside one token, so that the tokens can answer it. */
export const withinOneToken = (literal: string): boolean => ONE_TOKEN.test(literal);

export class TextTokens {
  private readonly ids = new Map<string, number>();
  /**
   * Per token id: its rows in ascending order, the first `counts[id]` of them used; a token of one row holds the
   * row itself (most of a real archive's distinct tokens are numbers and codes of one file, and an array each
   * would cost them a hundred bytes more).
   */
  private rows: Array<Uint32Array | number> = [];
  private counts: number[] = [];
  private entries = 0;

  /** How many distinct tokens it holds. */
  get size(): number {
    return this.ids.size;
  }

  /** Notes the tokens of row `doc`'s lower-cased text; rows come in ascending order. */
  add(doc: number, lower: string): void {
    for (const token of lower.split(BETWEEN)) {
      if (token === '') continue;
      let id = this.ids.get(token);
      if (id === undefined) {
        id = this.rows.length;
        this.ids.set(token, id);
        this.rows.push(doc);
        this.counts.push(1);
        this.entries += 1;
        continue;
      }
      const held = this.rows[id] as Uint32Array | number;
      const count = this.counts[id] as number;
      let list: Uint32Array;
      if (typeof held === 'number') {
        if (held === doc) continue; // the same token twice in one text
        this.rows[id] = list = new Uint32Array(4);
        list[0] = held;
      } else {
        if (held[count - 1] === doc) continue;
        list = held;
        if (count === list.length) {
          // Long lists grow by a quarter: doubling left a third of a million names' rows unused.
          this.rows[id] = list = new Uint32Array(count < 1024 ? count * 2 : count + (count >>> 2));
          list.set(held);
        }
      }
      list[count] = doc;
      this.counts[id] = count + 1;
      this.entries += 1;
    }
  }

  /** Sets in `into` the bit of every row from `fromDoc` on that holds a token containing `literal` (one token's). */
  setMatches(literal: string, into: Uint32Array, fromDoc: number): void {
    for (const [token, id] of this.ids) {
      if (!token.includes(literal)) continue;
      const list = this.rows[id] as Uint32Array | number;
      if (typeof list === 'number') {
        if (list >= fromDoc) into[list >>> 5] = (into[list >>> 5] as number) | (1 << (list & 31));
        continue;
      }
      const count = this.counts[id] as number;
      for (let i = firstAtOrAfter(list, count, fromDoc); i < count; i++) {
        const doc = list[i] as number;
        into[doc >>> 5] = (into[doc >>> 5] as number) | (1 << (doc & 31));
      }
    }
  }

  /** Bytes its rows take as allocated, with an estimate of a map entry's cost per distinct token. */
  bytes(): number {
    let total = 0;
    for (const list of this.rows) total += typeof list === 'number' ? 8 : list.byteLength + 96;
    for (const token of this.ids.keys()) total += token.length * 2;
    return total;
  }

  /** Hands its tokens to a snapshot under `prefix`: their text, one after another, and their rows. */
  saveTo(out: SnapshotWriter, prefix: string): void {
    const text = Buffer.from([...this.ids.keys()].join('\0'), 'utf8');
    const counts = Uint32Array.from(this.counts);
    const flat = new Uint32Array(this.entries);
    let at = 0;
    this.rows.forEach((list, id) => {
      if (typeof list === 'number') flat[at++] = list;
      else {
        flat.set(list.subarray(0, this.counts[id]), at);
        at += this.counts[id] as number;
      }
    });
    out.array(`${prefix}text`, text);
    out.array(`${prefix}counts`, counts);
    out.array(`${prefix}rows`, flat);
  }

  /** The tokens a snapshot holds (see `saveTo`); each token's rows are copied out, since they grow. */
  static restoreFrom(from: SnapshotReader, prefix: string): TextTokens {
    const tokens = new TextTokens();
    const text = from.array(`${prefix}text`);
    const counts = from.uint32(`${prefix}counts`);
    const flat = from.uint32(`${prefix}rows`);
    if (!(text instanceof Uint8Array)) throw new Error('bad tokens');
    const names =
      counts.length === 0 ? [] : Buffer.from(text.buffer, text.byteOffset, text.length).toString('utf8').split('\0');
    if (names.length !== counts.length) throw new Error('bad tokens');
    let at = 0;
    names.forEach((name, id) => {
      const count = counts[id] as number;
      tokens.ids.set(name, id);
      tokens.rows.push(count === 1 ? (flat[at] as number) : flat.slice(at, at + count));
      tokens.counts.push(count);
      at += count;
    });
    if (at !== flat.length) throw new Error('bad tokens');
    tokens.entries = at;
    return tokens;
  }
}
