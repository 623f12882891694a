/**
 * What a person typed into a search box, as the terms search runs on (docs/api.md §6 "Search"). Words (letters only)
 * are matched by Swedish full text with prefixes, and as part-words inside names (Swedish compounds: "plan"
 * finds "Kontrollplan"); codes (anything with a digit or inner punctuation: `K-50`, `50.4`, `A-101`) as
 * part-words only, since a stemmer would split them into meaningless pieces.
 */
import { fold } from './fold';

export interface SearchTerms {
  /** Folded words of letters only, e.g. `förskolan`. */
  words: string[];
  /** Folded codes, e.g. `k-50`, `50.4`. */
  codes: string[];
}

const MAX_TERMS = 8;
const MAX_TERM_CHARS = 60;
const LETTERS = /^\p{L}+$/u;

/** The terms of a search text, or undefined when nothing searchable is left. */
export function parseSearch(text: string | undefined): SearchTerms | undefined {
  if (!text) return undefined;
  const words: string[] = [];
  const codes: string[] = [];
  for (const raw of fold(text).split(/\s+/)) {
    // Quotes and punctuation around a term are the sentence's, not the term's.
    const term = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').slice(0, MAX_TERM_CHARS);
    if (!term) continue;
    const list = LETTERS.test(term) ? words : codes;
    if (!list.includes(term)) list.push(term);
    if (words.length + codes.length >= MAX_TERMS) break;
  }
  return words.length + codes.length === 0 ? undefined : { words, codes };
}

/**
 * The words as a `to_tsquery('swedish', …)` text: every word a prefix, all of them required. Snowball's Swedish
 * stemmer leaves the definite `-an` (förskolan, kyrkan) alone while it stems the indefinite form, so such a
 * word also tries itself without the `n`. Words hold letters only, so nothing in them needs quoting. All the
 * words are required, or (`|`) any of them.
 */
export function tsqueryText(words: readonly string[], join: '&' | '|' = '&'): string {
  return words
    .map((w) => (w.length > 4 && w.endsWith('an') ? `('${w}':* | '${w.slice(0, -1)}':*)` : `'${w}':*`))
    .join(` ${join} `);
}
