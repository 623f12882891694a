/** Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane). */
import { hash, verify } from '@node-rs/argon2';
import { serverBusy } from '../errors';
import { WorkSlots } from './work-slots';

// 2 is Algorithm.Argon2id; the enum is declared `const` and cannot be imported under isolatedModules.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Every hash and verification takes a turn: two at a time, 64 more waiting (one to two seconds of work at
 * 20–50 ms each; a class signing in at once from one address fits), the rest answered 503 at once. argon2 runs on libuv's thread pool (four threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads and writes, DNS and zlib share: two leave them half of
 * it, and bound the memory at 2 × 19 MiB. Unbounded, parallel sign-ins each started one and everything else
 * waited behind them.
 */
export const PASSWORD_WORK = { running: 2, waiting: 64 } as const;
const slots = new WorkSlots(PASSWORD_WORK);

/** How much password work runs and waits right now, and how much has been started (what tests count). */
export function passwordWorkLoad(): { running: number; waiting: number; started: number } {
  return slots.load();
}

/** The argon2id hash of a password; throws the 503 `serverBusy` when too much password work is waiting. */
export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, OPTIONS), serverBusy);
}

/**
 * Whether the password matches the hash (a malformed hash matches nothing); throws the 503 `serverBusy`, before
 * checking anything, when too much password work is waiting.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return slots.run(() => verify(passwordHash, password).catch(() => false), serverBusy);
}

// A hash to verify against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. Made
// once per process outside the turns: a refused first attempt must not leave a rejected promise here for good.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-but-the-same-cost', OPTIONS);
  return dummyHash;
}
