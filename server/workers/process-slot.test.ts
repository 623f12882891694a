import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { deathReason, ProcessSlot, WORKER_NICENESS } from './process-slot';

const CHILD = new URL('../test/slot-child.mjs', import.meta.url);

type Answer = { status: 'done'; pid: number; value: unknown } | { status: 'failed'; reason: string };
const handle = (m: Record<string, unknown>): Answer | undefined => {
  if (m.type === 'done') return { status: 'done', pid: Number(m.pid), value: m.value };
  if (m.type === 'error') return { status: 'failed', reason: String(m.message) };
  return undefined;
};
const fail = (reason: string): Answer => ({ status: 'failed', reason });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('ProcessSlot', () => {
  it('runs jobs one after another in one child that stays', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    const answers = await Promise.all([1, 2, 3].map((value) => slot.run({ do: 'echo', value }, handle, fail, 10_000)));
    expect(answers.map((a) => a.status === 'done' && a.value)).toEqual([1, 2, 3]);
    const pids = new Set(answers.map((a) => a.status === 'done' && a.pid));
    expect(pids.size).toBe(1);
    expect(pids.has(process.pid)).toBe(false);
    slot.close();
  });

  it('runs the child at a lower CPU priority than the server, so that answering requests comes first', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    const answer = await slot.run({ do: 'echo' }, handle, fail, 10_000);
    if (answer.status !== 'done') throw new Error(answer.reason);
    expect(os.getPriority(answer.pid)).toBe(Math.min(19, os.getPriority() + WORKER_NICENESS));
    slot.close();
  });

  it('answers a segmentation fault as that job failing, and the next job gets a new child', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    const first = await slot.run({ do: 'echo' }, handle, fail, 10_000);
    const crashed = await slot.run({ do: 'crash' }, handle, fail, 10_000);
    expect(crashed).toEqual({ status: 'failed', reason: 'worker crashed (SIGSEGV)' });
    const next = await slot.run({ do: 'echo' }, handle, fail, 10_000);
    expect(next.status).toBe('done');
    if (first.status === 'done' && next.status === 'done') {
      expect(next.pid).not.toBe(first.pid);
      expect(alive(first.pid)).toBe(false);
    }
    slot.close();
  });

  it('runs a job again in a fresh child once when a child that had read other files dies before answering', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    const first = await slot.run({ do: 'echo' }, handle, fail, 10_000);
    const again = await slot.run({ do: 'crash-if-used' }, handle, fail, 10_000);
    expect(again.status).toBe('done');
    if (first.status === 'done' && again.status === 'done') expect(again.pid).not.toBe(first.pid);
    slot.close();
  });

  it('holds a child to its memory ceiling, native allocations included', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 192 });
    const rss = process.memoryUsage().rss;
    const answer = await slot.run({ do: 'alloc', mb: 1024 }, handle, fail, 20_000);
    expect(answer.status).toBe('failed');
    if (answer.status === 'failed') expect(answer.reason).toMatch(/memory|allocation/i);
    // The gigabyte was never the server's.
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect((await slot.run({ do: 'alloc', mb: 8 }, handle, fail, 10_000)).status).toBe('done');
    slot.close();
  });

  it('kills a job that runs past its time, and the child with it', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    const before = await slot.run({ do: 'echo' }, handle, fail, 10_000);
    const started = performance.now();
    expect(await slot.run({ do: 'spin' }, handle, fail, 500)).toEqual({ status: 'failed', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(3_000);
    if (before.status === 'done') await expect.poll(() => alive(before.pid)).toBe(false);
    expect((await slot.run({ do: 'echo' }, handle, fail, 10_000)).status).toBe('done');
    slot.close();
  });

  it('stops a child at its CPU-time limit even when the wall clock would allow more', async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256, cpuSeconds: 1 });
    const started = performance.now();
    expect(await slot.run({ do: 'spin' }, handle, fail, 20_000)).toEqual({
      status: 'failed',
      reason: 'cpu time limit',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    slot.close();
  });

  it("answers a job's own error and keeps the child", async () => {
    const slot = new ProcessSlot(CHILD, { maxMemoryMb: 256 });
    expect(await slot.run({ do: 'throw' }, handle, fail, 10_000)).toEqual({ status: 'failed', reason: 'broken file' });
    expect((await slot.run({ do: 'echo' }, handle, fail, 10_000)).status).toBe('done');
    slot.close();
  });
});

describe('deathReason', () => {
  it('names memory from the last words, else the signal or the exit code', () => {
    expect(
      deathReason(134, null, 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'),
    ).toBe('memory');
    expect(deathReason(null, 'SIGABRT', 'memory allocation of 160 bytes failed')).toBe('memory');
    expect(deathReason(null, 'SIGXCPU', '')).toBe('cpu time limit');
    expect(deathReason(null, 'SIGSEGV', '')).toBe('worker crashed (SIGSEGV)');
    expect(deathReason(3, null, '')).toBe('worker exited (3)');
  });
});
