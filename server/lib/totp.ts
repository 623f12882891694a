/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) by `otpauth`, and the recovery codes. A code is accepted
 * within one step of the server's clock either way (a phone a little fast or slow, a code typed as it turned)
 * and no further; the caller keeps the step of the last accepted code so a code is never accepted twice.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../common/api/account-security';
import { hashToken } from './secrets';

const ISSUER = 'Byggarkiv';
/** Steps either side of now that still count. */
export const TOTP_WINDOW = 1;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/Byggarkiv:<e-mail>?…` URL an authenticator app scans. */
export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The step a timestamp falls in. */
export function stepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** Six digits (spaces and dashes ignored). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/[\s-]/g, ''));

/** The step of the code if it is valid now (within the window), else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt` (about 49 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** The hash a recovery code is kept as: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}
