/**
 * Scores passwords (common/password-strength.ts's measure) in a worker thread that ends after a while unused:
 * zxcvbn-ts's dictionaries cost the process ~55 MB of resident memory, and loaded in the server they stayed from
 * the first sign-up on, though a password is scored only at a sign-up, a reset or a change. Starting the thread
 * and loading them again takes a few hundred milliseconds (a second on a slow machine), once per busy spell; the
 * next passwords take ~40 ms each.
 */
import { Worker } from 'node:worker_threads';
import { passwordScore, scoreInput, type PasswordScore } from '../../common/password-strength';

/** How long the thread waits for the next password before it ends. */
export const SCORER_IDLE_MS = 120_000;

interface Pending {
  resolve: (score: number) => void;
  reject: (err: Error) => void;
}

/** One thread and the passwords it has been given; a thread that ends fails its own, not its successor's. */
class ScorerThread {
  private readonly pending = new Map<number, Pending>();
  private readonly thread = new Worker(new URL('../workers/password-score-worker.mjs', import.meta.url));
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly onEnd: (ended: ScorerThread) => void) {
    // A thread waiting for work does not keep the process alive.
    this.thread.unref();
    this.thread.on('message', (msg: { id: number; score?: number; error?: string }) => {
      const waiting = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.error !== undefined || msg.score === undefined) waiting?.reject(new Error(msg.error ?? 'no score'));
      else waiting?.resolve(msg.score);
      if (this.pending.size === 0) this.idleSoon();
    });
    this.thread.on('error', (err) => this.ended(err));
    this.thread.on('exit', () => this.ended(new Error('the password scorer stopped')));
  }

  score(id: number, input: { password: string; words: string[] }): Promise<number> {
    clearTimeout(this.idleTimer);
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread.postMessage({ id, ...input });
    });
  }

  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.onEnd(this);
    await this.thread.terminate();
  }

  private idleSoon(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), SCORER_IDLE_MS);
    this.idleTimer.unref();
  }

  private ended(err: Error): void {
    clearTimeout(this.idleTimer);
    this.onEnd(this);
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }
}

let current: ScorerThread | undefined;
let nextId = 0;
const forget = (ended: ScorerThread) => {
  if (current === ended) current = undefined;
};

/** Scores a password as common/password-strength.ts's `scorePassword` does, in the worker thread. */
export function scorePasswordApart(password: string, personal: readonly string[] = []): Promise<PasswordScore> {
  current ??= new ScorerThread(forget);
  return current.score(nextId++, scoreInput(password, personal)).then(passwordScore);
}

/** Whether the thread is running now (what tests look at). */
export function scorerRunning(): boolean {
  return current !== undefined;
}

/** Ends the thread at once (the server's close, tests). */
export async function stopScorer(): Promise<void> {
  await current?.stop();
}
