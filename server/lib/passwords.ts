/** Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id; the enum is declared `const` and cannot be imported under isolatedModules.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  return dummyHash;
}
