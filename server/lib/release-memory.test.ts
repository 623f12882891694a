import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseMemorySoon } from './release-memory';

describe('releaseMemorySoon', () => {
  const log = { info: vi.fn() };
  const gc = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { gc?: unknown }).gc = gc;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as { gc?: unknown }).gc;
  });

  it('runs one full collection a few seconds after phases that end together, at most once a minute', () => {
    releaseMemorySoon(log, 'search index of construction_files loaded');
    releaseMemorySoon(log, 'search index of drawing_files loaded');
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ why: 'search index of construction_files loaded' }),
      'memory of a finished bulk phase released',
    );
    releaseMemorySoon(log, 'import of 100000 rows');
    vi.advanceTimersByTime(30_000);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });
});
