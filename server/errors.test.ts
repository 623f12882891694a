import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGS, codeOfMessage } from '../common/api/error-codes';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from './errors';

describe('error answers carry their text’s code', () => {
  it('for every catalog text, whichever status it is sent with', () => {
    for (const messages of Object.values(MESSAGE_CATALOGS)) {
      for (const text of Object.values(messages as Record<string, string>)) {
        const code = codeOfMessage(text);
        for (const make of [badRequest, forbidden, notFound, conflict, tooManyRequests])
          expect(make(text).code).toBe(code);
      }
    }
  });

  it('keeps the general code for other texts, and an explicit one', () => {
    expect(badRequest('Give exactly one of addAdminId and removeAdminId.').code).toBe('BAD_REQUEST');
    expect(forbidden().code).toBe('FORBIDDEN');
    expect(notFound().code).toBe('NOT_FOUND');
    expect(badRequest('Empty file', undefined, 'CSV_EMPTY').code).toBe('CSV_EMPTY');
  });
});
