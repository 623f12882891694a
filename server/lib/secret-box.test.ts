/** Secrets sealed at rest: what is stored is not the secret, reads give it back, another key cannot open it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSealed, open, seal, secretKeyFrom, useSecretKey } from './secret-box';

describe('secret box', () => {
  it('seals with a fresh nonce each time, opens what it sealed, and reads an unsealed value as it is', () => {
    useSecretKey(secretKeyFrom('a-secret-key-of-at-least-thirty-two-chars', os.tmpdir()).key);
    const one = seal('JBSWY3DPEHPK3PXP');
    const two = seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(one)).toBe(true);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(one).not.toBe(two);
    expect(open(one)).toBe('JBSWY3DPEHPK3PXP');
    expect(open('legacy-plain-secret')).toBe('legacy-plain-secret');
    // Tampered or opened with another key: refused, never wrong text.
    const tampered = `${one.slice(0, -4)}AAAA`;
    expect(() => open(tampered)).toThrow();
    useSecretKey(secretKeyFrom('another-secret-key-of-thirty-two-characters', os.tmpdir()).key);
    expect(() => open(one)).toThrow();
  });

  it('makes a key file once in DATA_DIR when SECRET_KEY is not set, and keeps using it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const first = secretKeyFrom(undefined, dir);
      expect(first.fromFile).toBe(true);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
      expect(secretKeyFrom(undefined, dir).key.equals(first.key)).toBe(true);
      expect(secretKeyFrom('a-secret-key-of-at-least-thirty-two-chars', dir).fromFile).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
