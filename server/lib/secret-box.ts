/**
 * Secrets the server must read back (a person's TOTP secret, an organization's OpenID client secret) are stored
 * sealed with AES-256-GCM under a key that is not in the database: a leaked dump or backup does not give them
 * away (OWASP ASVS 5.0 V11/V13: such secrets encrypted at rest). The key is SECRET_KEY (every instance of one
 * database must have the same), or, without it, a key made once in DATA_DIR/secret.key — enough for one instance,
 * and the start says so when a shared database is used. Sealed text is `v1:` + base64(iv · tag · ciphertext); a
 * value without the prefix is one stored before sealing began and is read as it is (and sealed when next written).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let key: Buffer | undefined;

/** The key from SECRET_KEY (any length ≥ 32: stretched with HKDF), or DATA_DIR's key file, made when missing. */
export function secretKeyFrom(secretKey: string | undefined, dataDir: string): { key: Buffer; fromFile: boolean } {
  if (secretKey) {
    const derived = crypto.hkdfSync('sha256', secretKey, 'byggarkiv', 'secret-box v1', 32);
    return { key: Buffer.from(derived), fromFile: false };
  }
  const file = path.join(dataDir, 'secret.key');
  try {
    return { key: Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'), fromFile: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const made = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  // `wx`: two instances starting at once on one folder keep the first one's key.
  try {
    fs.writeFileSync(file, `${made.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return { key: made, fromFile: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { key: Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'), fromFile: true };
  }
}

/** Sets the key every seal and open of this process uses (buildApp, from the configuration). */
export function useSecretKey(next: Buffer): void {
  if (next.length !== 32) throw new Error('the secret key must be 32 bytes');
  key = next;
}

function currentKey(): Buffer {
  if (!key) throw new Error('no secret key: buildApp sets it from SECRET_KEY or DATA_DIR');
  return key;
}

export function seal(plain: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', currentKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text of a sealed value (a value stored before sealing began is returned as it is). */
export function open(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', currentKey(), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);
