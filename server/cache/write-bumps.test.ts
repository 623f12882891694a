import { describe, expect, it } from 'vitest';
import { answerBumpsCaches } from './write-bumps';

describe('which answers make the caches stale here at once', () => {
  it('a successful write does', () => {
    expect(answerBumpsCaches('POST', 201, undefined)).toBe(true);
    expect(answerBumpsCaches('PUT', 200, false)).toBe(true);
    expect(answerBumpsCaches('DELETE', 200, undefined)).toBe(true);
  });
  it('reads, cache-neutral POSTs (verify_token on every navigation) and failed or anonymous calls do not', () => {
    expect(answerBumpsCaches('GET', 200, undefined)).toBe(false);
    expect(answerBumpsCaches('POST', 200, true)).toBe(false);
    expect(answerBumpsCaches('POST', 401, undefined)).toBe(false);
    expect(answerBumpsCaches('PUT', 400, undefined)).toBe(false);
    expect(answerBumpsCaches('DELETE', 404, undefined)).toBe(false);
  });
});
