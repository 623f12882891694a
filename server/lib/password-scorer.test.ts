/** The password scorer's worker thread: the same scores as in the page, and gone again when idle. */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scorePassword } from '../../common/password-strength';
import { scorePasswordApart, scorerRunning, stopScorer, SCORER_IDLE_MS } from './password-scorer';

afterAll(() => stopScorer());

describe('scorePasswordApart', () => {
  it('scores as the web app does, personal words included', async () => {
    const cases: Array<[string, string[]]> = [
      ['password1', []],
      ['Sommar2024', []],
      ['anna.svensson1', ['anna@example.se', 'Anna', 'Svensson']],
      ['korrekt häst batteri häftklammer', []],
      ['x'.repeat(200), []],
    ];
    const apart = await Promise.all(cases.map(([password, personal]) => scorePasswordApart(password, personal)));
    const here = await Promise.all(cases.map(([password, personal]) => scorePassword(password, personal)));
    expect(apart).toEqual(here);
    expect(apart[0]).toEqual({ score: 0, tooCommon: true });
    expect(apart[3]?.tooCommon).toBe(false);
  }, 30_000);

  it('ends its thread when idle and starts it again for the next password', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await scorePasswordApart('hunter2');
      expect(scorerRunning()).toBe(true);
      vi.advanceTimersByTime(SCORER_IDLE_MS + 1);
      expect(scorerRunning()).toBe(false);
      expect((await scorePasswordApart('hunter2')).tooCommon).toBe(true);
      expect(scorerRunning()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});
