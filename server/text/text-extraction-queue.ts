/**
 * The background queue that reads the text layer of every claimed PDF (API.md §6 "Search"). The queue is the
 * `uploads` table itself (`text_status = 'pending'`), so it survives a restart; an instance takes one upload at a
 * time under a lease (FOR UPDATE SKIP LOCKED), so several instances share the work and a crashed one's upload is
 * taken again when its lease runs out. One file's failure is recorded on that file and never stops the others,
 * and never fails the upload or the file itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf } from '../db/client';
import { constructionFiles, drawingFiles, uploads, uploadTextPages } from '../db/schema';
import { extractPdfText, type ExtractResult } from './extract-pdf-text';

type QueueContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

export interface QueueOptions {
  /** How often to look for work nobody nudged about (another instance's uploads, leases run out). */
  pollMs?: number;
  leaseMs?: number;
  /** Tries before a file whose extraction keeps dying (the process, not pdf.js) is marked failed. */
  maxAttempts?: number;
  /** Limits for one file (see extract-pdf-text.ts). */
  timeoutMs?: number;
  maxMemoryMb?: number;
}

const INSERT_PAGES = 200;

export class TextExtractionQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly ctx: QueueContext,
    private readonly opts: QueueOptions = {},
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
      .catch((err: unknown) => this.ctx.log.error({ err }, 'text extraction queue stopped'))
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
    await this.idle();
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.takeOne())) {
      // one upload at a time: extraction is CPU work the requests must not wait behind
    }
  }

  /** Takes the oldest pending upload under a lease and extracts it; false when there was none. */
  private async takeOne(): Promise<boolean> {
    const taken = rowsOf<{ id: string; storage_key: string; text_attempts: number }>(
      await this.ctx.db.execute(sql`
        update ${uploads} set text_lease_until = now() + ${`${this.leaseMs} milliseconds`}::interval,
          text_attempts = text_attempts + 1
        where id = (
          select id from ${uploads}
          where text_status = 'pending' and claimed_at is not null
            and (text_lease_until is null or text_lease_until < now())
          order by claimed_at
          limit 1
          for update skip locked)
        returning id, storage_key, text_attempts`),
    )[0];
    if (!taken) return false;
    if (taken.text_attempts > this.maxAttempts) {
      await this.finish(taken.id, { status: 'failed', reason: 'gave up after repeated interruptions' });
      return true;
    }
    const started = performance.now();
    const result = await this.extract(taken.storage_key);
    await this.finish(taken.id, result);
    this.ctx.log.info(
      { upload: taken.id, status: result.status, ms: Math.round(performance.now() - started) },
      'PDF text extracted',
    );
    return true;
  }

  /** The blob to a temporary file (pdf.js wants the whole document), then extracted in its worker. */
  private async extract(storageKey: string): Promise<ExtractResult> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'byggarkiv-text-'));
    const file = path.join(dir, 'document.pdf');
    try {
      await pipeline(await this.ctx.storage.get(storageKey), fs.createWriteStream(file));
      return await extractPdfText(
        { path: file },
        { timeoutMs: this.opts.timeoutMs, maxMemoryMb: this.opts.maxMemoryMb },
      );
    } catch (err) {
      return { status: 'failed', reason: err instanceof Error ? err.message : String(err) };
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  /** Stores the pages and the outcome in one transaction; an upload deleted meanwhile is simply gone. */
  private async finish(uploadId: string, result: ExtractResult): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId)).for('update');
      if (!row) return;
      await tx.delete(uploadTextPages).where(eq(uploadTextPages.uploadId, uploadId));
      if (result.status === 'done') {
        for (let i = 0; i < result.pages.length; i += INSERT_PAGES)
          await tx
            .insert(uploadTextPages)
            .values(result.pages.slice(i, i + INSERT_PAGES).map((p) => ({ uploadId, page: p.page, text: p.text })));
      }
      // The whole PDF's words onto the files that show it, where a search finds them in one index.
      const words =
        result.status === 'done'
          ? sql`(select strip(byggarkiv_tsvector_agg(${uploadTextPages.searchVector})) from ${uploadTextPages} where ${uploadTextPages.uploadId} = ${uploadId})`
          : null;
      for (const table of [constructionFiles, drawingFiles])
        await tx.update(table).set({ contentVector: words }).where(eq(table.uploadId, uploadId));
      if (result.status === 'failed')
        this.ctx.log.warn({ upload: uploadId, reason: result.reason }, 'PDF text not read');
      await tx.update(uploads).set({ textStatus: result.status, textLeaseUntil: null }).where(eq(uploads.id, uploadId));
    });
  }
}
