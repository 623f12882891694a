/**
 * Background work on stored uploads (PDF text, thumbnails). The queue is the `uploads` table itself (a status
 * column at `pending`), so it survives a restart; an instance takes one upload at a time under a lease
 * (FOR UPDATE SKIP LOCKED), so several instances share the work and a crashed one's upload is taken again when
 * its lease runs out. One file's failure is recorded on that file and never stops the others, and never fails
 * the upload or the file itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf, type Db } from '../db/client';
import { allowLongStatements } from '../db/statement-timeout';
import { uploads } from '../db/schema';

type QueueContext = Pick<AppContext, 'db' | 'storage' | 'log'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One kind of work: its columns on `uploads`, what it does with a file, and how it stores the outcome. */
export interface UploadJob<R> {
  /** For the logs: "PDF text", "thumbnail". */
  name: string;
  columns: { status: string; lease: string; attempts: string };
  /** The work on the upload's blob, copied to a local file first (pdf.js wants the whole document). */
  work(file: string, upload: { id: string; contentType: string }): Promise<R>;
  failed(reason: string): R;
  /** Stores the outcome (and the status) inside the transaction that holds the upload's row. */
  finish(tx: Tx, uploadId: string, result: R): Promise<void>;
}

export interface QueueOptions {
  /** How often to look for work nobody nudged about (another instance's uploads, leases run out). */
  pollMs?: number;
  leaseMs?: number;
  /** Tries before a file whose work keeps dying (the process, not the parser) is marked failed. */
  maxAttempts?: number;
}

/** How soon a queue looks again at work another queue's transaction had locked. */
const LOCKED_RETRY_MS = 200;

export class UploadJobQueue<R extends { status: string }> {
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly ctx: QueueContext,
    private readonly job: UploadJob<R>,
    opts: QueueOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 30_000;
    this.leaseMs = opts.leaseMs ?? 10 * 60_000;
    this.maxAttempts = opts.maxAttempts ?? 3;
  }

  /** Starts working through what is pending, and looks again every pollMs. */
  start(): void {
    this.stopped = false;
    this.nudge();
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
  }

  /** Work has arrived (an upload was claimed): drain the queue now rather than at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.ctx.log.error({ err }, `${this.job.name} queue stopped`))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Resolves when nothing is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await this.idle();
  }

  private async drain(): Promise<void> {
    // One upload at a time: this is CPU work the requests must not wait behind.
    for (let took = true; took && !this.stopped;) {
      took = await this.takeOne();
      if (!took && (await this.lockedWork())) {
        // Waiting work whose row another queue holds for a moment (the text and thumbnail queues share the
        // uploads' rows, and SKIP LOCKED passes over a row the other is writing): look again shortly rather than
        // at the next poll, up to 30 s later (measured: a fresh PDF's text read 7–17 s after its upload).
        clearTimeout(this.retry);
        this.retry = setTimeout(() => this.nudge(), LOCKED_RETRY_MS);
        this.retry.unref();
      }
    }
  }

  /** Uploads waiting for this job that no one holds a lease on. */
  private available(): SQL {
    const [s, l] = [sql.identifier(this.job.columns.status), sql.identifier(this.job.columns.lease)];
    return sql`${s} = 'pending' and claimed_at is not null and (${l} is null or ${l} < now())`;
  }

  /** Whether such work is waiting (so a lock, not a lease, kept it from takeOne). */
  private async lockedWork(): Promise<boolean> {
    const found = await this.ctx.db.execute(sql`select 1 from ${uploads} where ${this.available()} limit 1`);
    return rowsOf(found).length > 0;
  }

  /** Takes the oldest pending upload under a lease and works on it; false when there was none. */
  private async takeOne(): Promise<boolean> {
    const { status, lease, attempts } = this.job.columns;
    const [s, l, a] = [sql.identifier(status), sql.identifier(lease), sql.identifier(attempts)];
    const taken = rowsOf<{ id: string; storage_key: string; content_type: string; attempts: number }>(
      await this.ctx.db.execute(sql`
        update ${uploads} set ${l} = now() + ${`${this.leaseMs} milliseconds`}::interval, ${a} = ${a} + 1
        where id = (
          select id from ${uploads}
          where ${this.available()}
          order by claimed_at
          limit 1
          for no key update skip locked)
        returning id, storage_key, content_type, ${a} as attempts`),
    )[0];
    if (!taken) return false;
    const started = performance.now();
    const result =
      taken.attempts > this.maxAttempts
        ? this.job.failed('gave up after repeated interruptions')
        : await this.work(taken.storage_key, { id: taken.id, contentType: taken.content_type });
    await this.ctx.db.transaction(async (tx) => {
      // A 500-page PDF's words are stemmed and written onto its files here: background work, not a request's.
      await allowLongStatements(tx);
      // An upload deleted meanwhile is simply gone. The lock is NO KEY UPDATE (what the writes below take anyway):
      // it keeps a delete out, yet lets a file's update check its foreign key to this upload meanwhile. FOR UPDATE
      // made that check wait here while this transaction waited for the file's row: a deadlock with a status
      // change in the same moment (Postgres checks every foreign key of a row its transaction already changed).
      const held = await tx.execute(sql`select 1 from ${uploads} where id = ${taken.id} for no key update`);
      if (rowsOf(held).length === 0) return;
      await this.job.finish(tx, taken.id, result);
      await tx.execute(sql`update ${uploads} set ${s} = ${result.status}, ${l} = null where id = ${taken.id}`);
    });
    if (result.status === 'failed') this.ctx.log.warn({ upload: taken.id, result }, `${this.job.name} not made`);
    else
      this.ctx.log.info(
        { upload: taken.id, status: result.status, ms: Math.round(performance.now() - started) },
        `${this.job.name} done`,
      );
    return true;
  }

  /** The blob to a temporary file, then the job's work on it; any failure is the job's `failed` answer. */
  private async work(storageKey: string, upload: { id: string; contentType: string }): Promise<R> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'byggarkiv-job-'));
    const file = path.join(dir, 'content');
    try {
      await pipeline(await this.ctx.storage.get(storageKey), fs.createWriteStream(file));
      return await this.job.work(file, upload);
    } catch (err) {
      return this.job.failed(err instanceof Error ? err.message : String(err));
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
}
