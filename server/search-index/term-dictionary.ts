/**
 * The words of an in-memory search index and, for each, the documents that hold it (a posting list of document
 * numbers, ascending). A searched prefix is matched the way the database's search vector matches it (schema/
 * search-vector.ts): a word matches when the prefix starts one of its endings of three letters or more (the
 * part-words, so "plan" finds "kontrollplan"), or starts the whole word when that is a short lexeme of its own
 * ("el"). Swedish stems need no entry of their own: the stemmer only strips endings, so a prefix of a word's stem
 * is a prefix of the word (checked against PostgreSQL's stemmer in the index's tests).
 */
import { firstAtOrAfter } from './posting-lists';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

const INITIAL_POSTINGS = 4;
/** Prefixes remembered with the words they match; cleared when full (each is cheap to find again). */
const MEMO_LIMIT = 20_000;

interface Matches {
  /** How many of the dictionary's words were looked at: words added later are looked at on the next use. */
  seen: number;
  terms: number[];
}

export class TermDictionary {
  private readonly numbers = new Map<string, number>();
  private readonly words: string[] = [];
  /** For words of one or two letters: whether the word is a lexeme (not a stop word). */
  private readonly shortLexeme: boolean[] = [];
  private postings: Uint32Array[] = [];
  private counts: number[] = [];
  private readonly memo = new Map<string, Matches>();

  get size(): number {
    return this.words.length;
  }

  /** About how many bytes the dictionary holds: postings as allocated, each word with its map entry. */
  bytes(): number {
    let total = 0;
    for (const list of this.postings) total += list.byteLength;
    for (const word of this.words) total += 2 * word.length + 80;
    return total;
  }

  /** Hands its words and postings to a snapshot (snapshot-file.ts), the postings as one array. */
  saveTo(out: SnapshotWriter, prefix: string): void {
    const counts = Uint32Array.from(this.counts);
    let total = 0;
    for (const count of this.counts) total += count;
    const postings = new Uint32Array(total);
    let at = 0;
    this.postings.forEach((list, term) => {
      const count = this.counts[term] as number;
      postings.set(list.subarray(0, count), at);
      at += count;
    });
    out.value(`${prefix}words`, this.words);
    out.array(
      `${prefix}shortLexeme`,
      Uint8Array.from(this.shortLexeme, (b) => (b ? 1 : 0)),
    );
    out.array(`${prefix}counts`, counts);
    out.array(`${prefix}postings`, postings);
  }

  /** The dictionary a snapshot holds: each word's postings a view into the snapshot's one array. */
  static restoreFrom(from: SnapshotReader, prefix: string): TermDictionary {
    const dictionary = new TermDictionary();
    const words = from.value<string[]>(`${prefix}words`);
    const shortLexeme = from.array(`${prefix}shortLexeme`);
    const counts = from.uint32(`${prefix}counts`);
    const postings = from.uint32(`${prefix}postings`);
    if (shortLexeme.length !== words.length || counts.length !== words.length) throw new Error('bad term counts');
    let at = 0;
    words.forEach((word, term) => {
      const count = counts[term] as number;
      if (count === 0 || at + count > postings.length) throw new Error('bad term postings');
      dictionary.numbers.set(word, term);
      dictionary.words.push(word);
      dictionary.shortLexeme.push(shortLexeme[term] === 1);
      dictionary.postings.push(postings.subarray(at, at + count));
      dictionary.counts.push(count);
      at += count;
    });
    if (at !== postings.length) throw new Error('bad term postings');
    return dictionary;
  }

  wordOf(term: number): string {
    return this.words[term] as string;
  }

  has(word: string): boolean {
    return this.numbers.has(word);
  }

  /**
   * Adds `doc` to `word`'s postings and answers the word's term number, or -1 when `doc` is listed already (a
   * row's word given twice); documents must be added in ascending number order.
   */
  add(doc: number, word: string, isLexeme = true): number {
    let term = this.numbers.get(word);
    if (term === undefined) {
      term = this.words.length;
      this.numbers.set(word, term);
      this.words.push(word);
      this.shortLexeme.push(isLexeme);
      this.postings.push(new Uint32Array(INITIAL_POSTINGS));
      this.counts.push(0);
    }
    let list = this.postings[term] as Uint32Array;
    const count = this.counts[term] as number;
    if (count > 0 && list[count - 1] === doc) return -1;
    if (count === list.length) {
      // Doubled while short, then by a quarter: a common word's list holds hundreds of thousands of rows.
      const grown = new Uint32Array(list.length < 65_536 ? list.length * 2 : list.length + (list.length >>> 2));
      grown.set(list);
      this.postings[term] = grown;
      list = grown;
    }
    list[count] = doc;
    this.counts[term] = count + 1;
    return term;
  }

  /** Lets go of the room postings grew into and no document took. */
  trim(): void {
    this.postings = this.postings.map((list, term) => {
      const count = this.counts[term] as number;
      return list.length > count ? list.slice(0, Math.max(count, 1)) : list;
    });
  }

  /** How many documents hold the words `prefixes` match, counted once per word (an upper bound of the rows). */
  postingsOf(prefixes: readonly string[]): number {
    let total = 0;
    for (const prefix of prefixes) for (const term of this.termsMatching(prefix)) total += this.counts[term] as number;
    return total;
  }

  /** Sets the bit of every document from `firstDoc` up to `endDoc` holding a word that `prefix` matches. */
  unionInto(bits: Uint32Array, prefix: string, firstDoc = 0, endDoc = Infinity): void {
    for (const term of this.termsMatching(prefix)) {
      const list = this.postings[term] as Uint32Array;
      const count = this.counts[term] as number;
      // Postings ascend: the window's start is found by halving.
      for (let i = firstAtOrAfter(list, count, firstDoc); i < count; i++) {
        const doc = list[i] as number;
        if (doc >= endDoc) break;
        bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
      }
    }
  }

  /** The numbers of the words `prefix` matches. */
  termsMatching(prefix: string): number[] {
    let found = this.memo.get(prefix);
    if (!found) {
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      found = { seen: 0, terms: [] };
      this.memo.set(prefix, found);
    }
    for (; found.seen < this.words.length; found.seen++) {
      if (matches(this.words[found.seen] as string, prefix, this.shortLexeme[found.seen] as boolean))
        found.terms.push(found.seen);
    }
    return found.terms;
  }
}

/**
 * Marks a word that is a Swedish lexeme only, not a part-word (a project's type and sector are in its search
 * vector as stems, schema/projects.ts): the database finds it for a prefix of the whole lexeme, not of an ending.
 */
export const LEXEME_ONLY = '\u0001';

/**
 * Marks a code token (a run of letters and digits holding a digit, from the columns a code is searched in) and a
 * searched code: the database finds a code anywhere inside those columns (`ILIKE '%code%'`), so a code matches a
 * token that holds it anywhere, and nothing else matches a token or a code.
 */
export const CODE = '\u0002';

/** Whether the database would find `word` for `prefix` (see the file's comment, LEXEME_ONLY and CODE). */
export function matches(word: string, prefix: string, shortIsLexeme: boolean): boolean {
  if (prefix.startsWith(CODE)) return word.startsWith(CODE) && word.indexOf(prefix.slice(1), 1) >= 1;
  if (word.startsWith(CODE)) return false;
  if (word.startsWith(LEXEME_ONLY)) return word.startsWith(prefix, 1);
  if (word.length < 3) return shortIsLexeme && word.startsWith(prefix);
  const at = word.indexOf(prefix);
  return at >= 0 && at <= word.length - 3;
}
