import { describe, expect, it } from 'vitest';
import { contentDisposition, noneMatch, rangeStillValid } from './send-blob';

/** RFC 8187 attr-char, the only characters `filename*` may carry unescaped. */
const ATTR_CHARS = /^[A-Za-z0-9!#$&+\-.^_`|~%]*$/;

describe('contentDisposition', () => {
  it("escapes ' ( ) * in filename* and keeps them in the quoted fallback", () => {
    const header = contentDisposition('inline', "Ritning (rev A)'*.pdf");
    expect(header).toBe(`inline; filename="Ritning (rev A)'*.pdf"; filename*=UTF-8''Ritning%20%28rev%20A%29%27%2A.pdf`);
    expect(header.split("UTF-8''")[1]).toMatch(ATTR_CHARS);
  });

  it('keeps Swedish letters in filename* and drops their marks in the ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Åtgärd ÅÄÖ.pdf')).toBe(
      `attachment; filename="Atgard AAO.pdf"; filename*=UTF-8''%C3%85tg%C3%A4rd%20%C3%85%C3%84%C3%96.pdf`,
    );
    // A decomposed name (as some systems send it) encodes the same as the composed one.
    expect(contentDisposition('attachment', 'Åtgärd ÅÄÖ.pdf'.normalize('NFD'))).toBe(
      contentDisposition('attachment', 'Åtgärd ÅÄÖ.pdf'),
    );
  });

  it('never lets quotes, backslashes, percent signs or other characters break the fallback', () => {
    const header = contentDisposition('inline', 'a"b\\c%41d\u00a0e€f漢.pdf');
    const fallback = /filename="([^"]*)";/.exec(header)?.[1];
    expect(fallback).toBe('a_b_c_41d_e_f_.pdf');
    expect(header.split("UTF-8''")[1]).toMatch(ATTR_CHARS);
  });
});

describe('conditional requests', () => {
  it('If-None-Match compares weakly, takes lists and *', () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch('"old"', '"abc"')).toBe(false);
    expect(noneMatch(undefined, '"abc"')).toBe(false);
  });

  it('If-Range holds only for the current strong ETag; dates and weak tags mean the whole content', () => {
    expect(rangeStillValid(undefined, '"abc"')).toBe(true);
    expect(rangeStillValid('"abc"', '"abc"')).toBe(true);
    expect(rangeStillValid('"old"', '"abc"')).toBe(false);
    expect(rangeStillValid('W/"abc"', '"abc"')).toBe(false);
    expect(rangeStillValid('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });
});
