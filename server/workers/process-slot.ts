/**
 * One child process that runs jobs one after another on what users upload (PDF text, thumbnails). Native code
 * (pdf.js drawing on a Skia canvas, libvips) runs there, not in the server: a segmentation fault, a runaway
 * allocation or an endless loop ends that process and fails that one job, and every other tenant's request goes
 * on. The process is started under operating-system limits — its data segment (RLIMIT_DATA: the JavaScript heap,
 * Skia's and libvips's allocations and array buffers alike) and its CPU time (RLIMIT_CPU) — plus a wall-clock limit
 * per job, enforced by SIGKILL. It lives on between jobs (starting Node and loading pdf.js costs about half a
 * second, a short job a few milliseconds) and is replaced after a failure or `jobsPerWorker` jobs.
 * Every outcome is an answer of the caller's type, never an exception.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export interface ProcessSlotOptions {
  /** The child's data-segment ceiling (RLIMIT_DATA), in MB; its JavaScript heap gets half. */
  maxMemoryMb: number;
  jobsPerWorker?: number;
  /** An idle child exits after this long; the next job starts a new one. */
  idleMs?: number;
  /** CPU seconds a child may use in its whole life (RLIMIT_CPU, soft: SIGXCPU), a backstop behind each job's wall clock. */
  cpuSeconds?: number;
}

/** What a job does with each message of its own: a final answer, or undefined to wait for more. */
export type JobHandler<R> = (message: Record<string, unknown>) => R | undefined;

/** The reason a child that died gives its job: its signal, or what its last words say. */
export function deathReason(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  if (/out of memory|allocation failed|memory allocation of|Cannot allocate memory|bad_alloc/i.test(stderr))
    return 'memory';
  if (signal === 'SIGXCPU') return 'cpu time limit';
  if (signal) return `worker crashed (${signal})`;
  return `worker exited (${code})`;
}

/** Last words kept from a child's stderr, for the failure's reason and the log. */
const STDERR_KEPT = 4096;

/** Whether `/bin/sh` can set the limits (every Linux and macOS; elsewhere the child runs without them). */
const SHELL = process.platform !== 'win32' && fs.existsSync('/bin/sh') ? '/bin/sh' : undefined;

/**
 * How much lower than the server's the children's CPU priority is (a nice value; 19 is the lowest): on a busy host
 * a thumbnail or a PDF's text may wait while requests are answered, not the other way round.
 */
export const WORKER_NICENESS = 10;

function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    os.setPriority(child.pid, Math.min(19, os.getPriority(process.pid) + WORKER_NICENESS));
  } catch {
    // Not allowed here (some containers): the child runs at the server's priority, as before.
  }
}

export class ProcessSlot {
  private child: ChildProcess | undefined;
  private stderr = '';
  private jobs = 0;
  /** Wall-clock milliseconds this child has spent in jobs: one job at a time, so at least its CPU time. */
  private busyMs = 0;
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly script: URL,
    private readonly opts: ProcessSlotOptions,
  ) {}

  /** Sends `{ id, ...payload }` once the jobs before it are done; `fail(reason)` answers a broken job. */
  run<R>(payload: object, handle: JobHandler<R>, fail: (reason: string) => R, timeoutMs: number): Promise<R> {
    const run = this.queue.then(() => this.runNow(payload, handle, fail, timeoutMs));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the child now (shutdown); a later job starts a new one. */
  close(): void {
    clearTimeout(this.idle);
    this.stop();
  }

  private get cpuSeconds(): number {
    return this.opts.cpuSeconds ?? 600;
  }

  private start(): ChildProcess {
    const heapMb = Math.max(32, Math.floor(this.opts.maxMemoryMb / 2));
    const node = [process.execPath, `--max-old-space-size=${heapMb}`, fileURLToPath(this.script)];
    // The parent's NODE_OPTIONS (a test runner's or tsx's loader) would load TypeScript tooling into a plain
    // JavaScript child: memory and startup for nothing.
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const options: SpawnOptions = { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced', env };
    const child = SHELL
      ? spawn(
          SHELL,
          [
            '-c',
            'ulimit -d "$1" && ulimit -St "$2" && shift 2 && exec "$@"',
            'byggarkiv-worker',
            String(this.opts.maxMemoryMb * 1024),
            String(this.cpuSeconds),
            ...node,
          ],
          options,
        )
      : spawn(node[0] as string, node.slice(1), options);
    lowerPriority(child);
    this.stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    // An idle child never keeps the server alive; a job's own timer does while it runs.
    child.unref();
    child.channel?.unref();
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    this.jobs = 0;
    this.busyMs = 0;
    return child;
  }

  private stop(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private runNow<R>(
    payload: object,
    handle: JobHandler<R>,
    fail: (reason: string) => R,
    timeoutMs: number,
    retried = false,
  ): Promise<R> {
    clearTimeout(this.idle);
    // Recycled before it could hit its lifetime CPU limit in the middle of someone's job.
    if (this.child && (this.jobs >= (this.opts.jobsPerWorker ?? 200) || this.busyMs > this.cpuSeconds * 500))
      this.stop();
    const child = (this.child ??= this.start());
    // A child that has read other files may die of what they left behind (memory its allocator keeps): such a
    // death before any answer is tried once more in a fresh child, so a file fails only for what it is itself.
    const used = this.jobs > 0;
    this.jobs += 1;
    const id = ++this.nextId;
    const started = performance.now();
    return new Promise<R>((resolve) => {
      let settled = false;
      let answered = false;
      const settle = (result: R, broken = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.busyMs += performance.now() - started;
        child.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (broken) {
          if (this.child === child) this.stop();
          else child.kill('SIGKILL');
        } else this.idle = setTimeout(() => this.stop(), this.opts.idleMs ?? 30_000).unref();
        resolve(result);
      };
      const onMessage = (message: unknown) => {
        if (typeof message !== 'object' || message === null) return;
        const m = message as Record<string, unknown>;
        if (m.id !== id) return;
        answered = true;
        const result = handle(m);
        if (result !== undefined) settle(result);
      };
      const onError = (err: Error) => settle(fail(err.message || String(err)), true);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        const reason = deathReason(code, signal, this.stderr);
        if (!used || answered || retried || settled) return settle(fail(reason), true);
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (this.child === child) this.child = undefined;
        resolve(this.runNow(payload, handle, fail, timeoutMs, true));
      };
      const timer = setTimeout(() => settle(fail('timeout'), true), timeoutMs);
      child.on('message', onMessage).on('error', onError).on('exit', onExit);
      child.send({ id, ...payload }, (err) => {
        if (err) settle(fail(err.message), true);
      });
    });
  }
}
