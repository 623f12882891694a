/**
 * One worker thread that runs jobs one after another (PDF text, thumbnails). It lives on between jobs (starting a
 * thread and loading pdf.js costs half a second, a short job a few milliseconds) and is replaced after a
 * timeout, a crash, running out of memory, or `jobsPerWorker` jobs: one file's trouble ends with that file.
 * Every outcome is an answer of the caller's type, never an exception.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface WorkerSlotOptions {
  /** The worker's heap ceiling. */
  maxMemoryMb: number;
  jobsPerWorker?: number;
  /** An idle worker goes after this long; the next job starts a new one. */
  idleMs?: number;
}

/** What a job does with each message of its own: a final answer, or undefined to wait for more. */
export type JobHandler<R> = (message: Record<string, unknown>) => R | undefined;

export class WorkerSlot {
  private worker: Worker | undefined;
  private jobs = 0;
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly script: URL,
    private readonly workerData: WorkerOptions['workerData'],
    private readonly opts: WorkerSlotOptions,
  ) {}

  /** Posts `{ id, ...payload }` once the jobs before it are done; `fail(reason)` answers a broken job. */
  run<R>(payload: object, handle: JobHandler<R>, fail: (reason: string) => R, timeoutMs: number): Promise<R> {
    const run = this.queue.then(() => this.runNow(payload, handle, fail, timeoutMs));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): Worker {
    const worker = new Worker(this.script, {
      workerData: this.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxMemoryMb, maxYoungGenerationSizeMb: 8 },
      // The workers are plain JavaScript: none of the parent's flags, above all no `--import tsx`, whose loader
      // in the worker ran pdf.js's 2 MB through esbuild — 140 MB of memory for a 500-page PDF's text, 65 without.
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    // An idle worker never keeps the process alive.
    worker.unref();
    this.jobs = 0;
    return worker;
  }

  private stop(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private runNow<R>(payload: object, handle: JobHandler<R>, fail: (reason: string) => R, timeoutMs: number) {
    clearTimeout(this.idle);
    if (this.worker && this.jobs >= (this.opts.jobsPerWorker ?? 200)) this.stop();
    const worker = (this.worker ??= this.start());
    this.jobs += 1;
    const id = ++this.nextId;
    return new Promise<R>((resolve) => {
      const settle = (result: R, broken = false) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (broken) this.stop();
        else this.idle = setTimeout(() => this.stop(), this.opts.idleMs ?? 30_000).unref();
        resolve(result);
      };
      const onMessage = (message: Record<string, unknown>) => {
        if (message.id !== id) return;
        const result = handle(message);
        if (result !== undefined) settle(result);
      };
      const onError = (err: Error & { code?: string }) =>
        settle(fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : err.message || String(err)), true);
      const onExit = (code: number) => settle(fail(`worker exited (${code})`), true);
      const timer = setTimeout(() => settle(fail('timeout'), true), timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, ...payload });
    });
  }
}
