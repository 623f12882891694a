/**
 * Text to index words and a search to prefixes, the same way the database does it: `byggarkiv_part_words`
 * (migration 0020) splits the folded text on anything but a–z and å, ä, ö; the searched words' prefixes are
 * what `byggarkiv_words_query` (migration 0022) makes of them — its tsquery read back into groups.
 */
import { fold } from '../queries/search/fold';
import { CODE } from './term-dictionary';

/** a–z, å, ä and ö: what `byggarkiv_part_words` keeps of a folded text. */
function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 0xe5 || c === 0xe4 || c === 0xf6;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetterOrDigit(c: number): boolean {
  return isLetter(c) || isDigit(c);
}

/**
 * The distinct runs of `text` made of characters `keep` accepts, in order of first appearance; with `needsDigit`
 * only those holding a digit. A scan rather than `split(/…/)`: a load reads every row through here, and a
 * regular-expression split cost ~2 kB of garbage per row (issue 14.4's import memory).
 */
function runsOf(text: string, keep: (c: number) => boolean, needsDigit: boolean): string[] {
  const runs: string[] = [];
  // A row has a handful of words: a look through the list is cheaper than a Set until there are many.
  let seen: Set<string> | undefined;
  let start = -1;
  let digit = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c >= 0 && keep(c)) {
      if (start < 0) {
        start = i;
        digit = false;
      }
      if (needsDigit && !digit) digit = isDigit(c);
    } else if (start >= 0) {
      if (!needsDigit || digit) {
        const run = text.slice(start, i);
        if (!seen && runs.length >= 32) seen = new Set(runs);
        if (seen ? !seen.has(run) : !runs.includes(run)) {
          runs.push(run);
          seen?.add(run);
        }
      }
      start = -1;
    }
  }
  return runs;
}

/** The distinct words of a row's searched text. */
export function wordsOf(text: string): string[] {
  return runsOf(fold(text), isLetter, false);
}

/**
 * The code tokens of a row's text (see CODE in term-dictionary.ts): its lower-cased runs of letters and digits that
 * hold a digit, as `ILIKE` compares them (not folded), marked.
 */
export function codeTokensOf(text: string): string[] {
  return runsOf(text.toLowerCase(), isLetterOrDigit, true).map((run) => `${CODE}${run}`);
}

/**
 * A searched code as the index's prefix group, or undefined for one it does not answer: only letters a–z, å, ä,
 * ö and digits (a code with punctuation, `k-50`, can span tokens; the database answers it).
 */
export function codeGroup(code: string): string[] | undefined {
  return /^[a-z0-9åäö]+$/.test(code) ? [`${CODE}${code}`] : undefined;
}

/**
 * `'förskol':* & ( 'kv':* | 'kvarter':* )` → [['förskol'], ['kv', 'kvarter']]: the words, all required, each
 * as its prefixes, any of which will do. Undefined for anything else (a shape the index does not answer).
 */
export function prefixGroups(tsquery: string): string[][] | undefined {
  const tokens = tsquery.match(/'(?:[^']|'')*':\*|&|\||\(|\)|\S+/g) ?? [];
  const groups: string[][] = [[]];
  let depth = 0;
  let topLevelOr = false;
  for (const token of tokens) {
    if (token === '(') depth += 1;
    else if (token === ')') depth -= 1;
    else if (token === '&') {
      // `a | b & c` is `a | (b & c)`: not a list of required words.
      if (depth !== 0 || topLevelOr) return undefined;
      groups.push([]);
    } else if (token === '|') {
      if (depth === 0) {
        if (groups.length > 1) return undefined;
        topLevelOr = true;
      }
    } else if (token.startsWith("'") && token.endsWith("':*")) {
      (groups[groups.length - 1] as string[]).push(token.slice(1, -3).replaceAll("''", "'"));
    } else return undefined;
  }
  return groups.every((g) => g.length > 0) ? groups : undefined;
}

/** FNV-1a of the texts (each followed by a NUL): a row whose sort key or words change gets another fingerprint. */
export function fingerprint(...texts: string[]): number {
  // Hashed part by part: joining them first made a new string per row for every row a load reads.
  let hash = 0x811c9dc5;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
