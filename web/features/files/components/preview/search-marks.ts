/**
 * The words of a search marked on a PDF page's text layer. The server finds a file by Swedish full text with
 * prefixes (docs/search.md); here a term is marked where a word starts with it, case and accents
 * aside (å, ä and ö are letters of their own, as the server folds them), so "avdelning" marks "Avdelningarna".
 */

const MAX_TERMS = 8;
const KEEP = new Set(['å', 'ä', 'ö']);

/** Lower case, accents dropped except on å, ä, ö; one character out for each in, so positions agree. */
export function foldForMarks(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const one = [...lower].length === 1 ? lower : ch;
    out += KEEP.has(one) ? one : (one.normalize('NFD')[0] ?? one);
  }
  return out;
}

/** The terms of a search text: folded, punctuation around them dropped, at most eight, no repeats. */
export function markTerms(search: string | undefined): string[] {
  if (!search) return [];
  const terms: string[] = [];
  for (const raw of foldForMarks(search).split(/\s+/)) {
    const term = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length >= MAX_TERMS) break;
  }
  return terms;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where the terms start words of `text`: [start, end) ranges in order, not overlapping. */
export function findMarks(text: string, terms: readonly string[]): Array<[number, number]> {
  if (terms.length === 0 || !text) return [];
  const chars = [...text];
  const folded = [...foldForMarks(text)];
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < folded.length; i += 1) {
    if (i > 0 && WORD_CHAR.test(folded[i - 1] ?? '')) continue;
    let longest = 0;
    for (const term of terms) {
      const termChars = [...term];
      if (termChars.length > longest && termChars.every((c, k) => folded[i + k] === c)) longest = termChars.length;
    }
    if (longest === 0) continue;
    // The whole word is marked, as a reader sees the hit ("avdelning" marks all of "avdelningarna").
    let end = i + longest;
    while (end < chars.length && WORD_CHAR.test(folded[end] ?? '')) end += 1;
    ranges.push([i, end]);
    i = end - 1;
  }
  return ranges.map(([start, end]) => [chars.slice(0, start).join('').length, chars.slice(0, end).join('').length]);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One text-layer item as HTML with its hits in <mark>; the rest escaped (pdf.js puts it in innerHTML). */
export function markedHtml(text: string, terms: readonly string[]): string {
  const ranges = findMarks(text, terms);
  if (ranges.length === 0) return escapeHtml(text);
  let html = '';
  let at = 0;
  for (const [start, end] of ranges) {
    html += `${escapeHtml(text.slice(at, start))}<mark class="search-hit">${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

/** How many hits a page's text items hold. */
export function countMarks(items: readonly string[], terms: readonly string[]): number {
  return items.reduce((sum, text) => sum + findMarks(text, terms).length, 0);
}
