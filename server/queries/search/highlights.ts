/**
 * Highlights of docs/api.md §6 "Search": for each field where a search term was found, a short excerpt with the hits
 * wrapped in « and ». Made here from the page's rows (fifty at most), not by the database, so a page costs no
 * more with them; they follow the same rules as the search: part-words, codes, and word stems.
 */
import type { Highlight } from '../../../common/api/shared';
import { fold } from './fold';
import type { SearchTerms } from './parse-search';

const EXCERPT_CHARS = 160;
const BEFORE_HIT = 50;

// Swedish endings (a simplified Snowball step 1), longest first: "ritningar" also lights up "Ritning".
const SUFFIXES = [
  'heterna',
  'hetens',
  'anden',
  'heten',
  'heter',
  'arnas',
  'ernas',
  'ornas',
  'andes',
  'arens',
  'andet',
  'arna',
  'erna',
  'orna',
  'ande',
  'arne',
  'aste',
  'aren',
  'ades',
  'erns',
  'ade',
  'are',
  'ern',
  'ens',
  'het',
  'ast',
  'ad',
  'en',
  'ar',
  'er',
  'or',
  'as',
  'es',
  'at',
  'a',
  'e',
  's',
];

export function stemOf(word: string): string {
  for (const suffix of SUFFIXES)
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  return word;
}

type Range = [start: number, end: number];
const isLetter = (ch: string) => /[\p{L}\p{N}]/u.test(ch);

function occurrences(haystack: string, needle: string, out: Range[]): void {
  if (!needle) return;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length))
    out.push([at, at + needle.length]);
}

/** Where the terms are found in `text`: part-words and codes as they are, stems to the end of their word. */
export function hitRanges(text: string, terms: SearchTerms): Range[] {
  const folded = fold(text);
  const ranges: Range[] = [];
  for (const code of terms.codes) occurrences(folded, code, ranges);
  for (const word of terms.words) {
    occurrences(folded, word, ranges);
    const stem = stemOf(word);
    for (let at = folded.indexOf(stem); at >= 0; at = folded.indexOf(stem, at + 1)) {
      if (at > 0 && isLetter(folded.charAt(at - 1))) continue;
      let end = at + stem.length;
      while (end < folded.length && isLetter(folded.charAt(end))) end += 1;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text around its first hit, hits wrapped in «…», or undefined when nothing is found. */
export function excerpt(text: string, terms: SearchTerms): string | undefined {
  const ranges = hitRanges(text, terms);
  const first = ranges[0];
  if (!first) return undefined;
  let start = 0;
  let end = text.length;
  if (text.length > EXCERPT_CHARS) {
    start = Math.max(0, first[0] - BEFORE_HIT);
    while (start > 0 && isLetter(text.charAt(start - 1))) start -= 1;
    end = Math.min(text.length, start + EXCERPT_CHARS);
    while (end < text.length && isLetter(text.charAt(end))) end += 1;
  }
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [s, e] of ranges) {
    if (s >= end) break;
    if (e <= start) continue;
    out += `${text.slice(at, Math.max(s, start))}«${text.slice(Math.max(s, start), Math.min(e, end))}»`;
    at = Math.min(e, end);
  }
  out += text.slice(at, end) + (end < text.length ? '…' : '');
  return out.replace(/\s+/g, ' ').trim();
}

/** Per search (its parsed terms, one object per request), the excerpts made: a page repeats its document types. */
const excerpts = new WeakMap<SearchTerms, Map<string, string | undefined>>();

/** Highlights of one entity: `[{ field, text }]` for each field whose text holds a hit, in the order given. */
export function highlightsOf(
  fields: Array<[field: string, text: string | null | undefined]>,
  terms: SearchTerms,
): Highlight[] {
  let made = excerpts.get(terms);
  if (!made) excerpts.set(terms, (made = new Map()));
  const out: Highlight[] = [];
  for (const [field, text] of fields) {
    if (!text) continue;
    let found = made.get(text);
    if (found === undefined && !made.has(text)) {
      found = excerpt(text, terms);
      if (made.size < 1000) made.set(text, found);
    }
    if (found) out.push({ field, text: found });
  }
  return out;
}
