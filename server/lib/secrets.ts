/** Random tokens and their hashes: tokens leave the server once, only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
