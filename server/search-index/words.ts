/**
 * Text to index words and a search to prefixes, the same way the database does it: `byggarkiv_part_words`
 * (migration 0020) splits the folded text on anything but a–z and å, ä, ö; the searched words' prefixes are
 * what `byggarkiv_words_query` (migration 0022) makes of them — its tsquery read back into groups.
 */
import { fold } from '../queries/search/fold';
import { CODE } from './term-dictionary';

const NOT_LETTERS = /[^a-zåäö]+/;

/** The distinct words of a row's searched text. */
export function wordsOf(text: string): string[] {
  return [...new Set(fold(text).split(NOT_LETTERS))].filter(Boolean);
}

const NOT_CODE = /[^a-z0-9åäö]+/;
const DIGIT = /[0-9]/;

/**
 * The code tokens of a row's text (see CODE in term-dictionary.ts): its lower-cased runs of letters and digits that
 * hold a digit, as `ILIKE` compares them (not folded), marked.
 */
export function codeTokensOf(text: string): string[] {
  return [...new Set(text.toLowerCase().split(NOT_CODE))].filter((t) => DIGIT.test(t)).map((t) => `${CODE}${t}`);
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

/** FNV-1a of the text: a row whose sort key or words change gets another fingerprint. */
export function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
