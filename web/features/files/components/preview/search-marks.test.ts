import { describe, expect, it } from 'vitest';
import { countMarks, findMarks, markTerms, markedHtml } from './search-marks';

describe('markTerms', () => {
  it('folds the search and drops punctuation around its words', () => {
    expect(markTerms('  "Avdelning", K-50 café avdelning ')).toEqual(['avdelning', 'k-50', 'cafe']);
    expect(markTerms('')).toEqual([]);
  });
});

describe('findMarks', () => {
  it('marks whole words that start with a term, case and accents aside', () => {
    expect(findMarks('Fem Avdelningarna och en Café', ['avdelning', 'cafe'])).toEqual([
      [4, 17],
      [25, 29],
    ]);
  });
  it('keeps å, ä and ö apart from a, a and o, as search does', () => {
    expect(findMarks('här har', ['här'])).toEqual([[0, 3]]);
  });
  it('marks nothing inside a word', () => {
    expect(findMarks('Kontrollplan', ['plan'])).toEqual([]);
  });
});

describe('markedHtml', () => {
  it('wraps the hits in mark and escapes the rest', () => {
    expect(markedHtml('<b> Plan & planer', ['plan'])).toBe(
      '&lt;b&gt; <mark class="search-hit">Plan</mark> &amp; <mark class="search-hit">planer</mark>',
    );
  });
  it('counts the hits of a page', () => {
    expect(countMarks(['Plan A', 'Ingen', 'planer och plan'], ['plan'])).toBe(3);
  });
});
