import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, escapeRegex } from './regex';

describe('EMAIL_PATTERN', () => {
  it("is zod's, which the server's z.email() uses", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('takes addresses and refuses what is not one', () => {
    expect(EMAIL_PATTERN.test('anna.lindqvist@malmo.se')).toBe(true);
    expect(EMAIL_PATTERN.test('anna@malmo')).toBe(false);
    expect(EMAIL_PATTERN.test('anna..l@malmo.se')).toBe(false);
  });
});

describe('escapeRegex', () => {
  it('makes a term match literally', () => {
    expect(new RegExp(escapeRegex('a+b (etapp 2)')).test('a+b (etapp 2)')).toBe(true);
  });
});
