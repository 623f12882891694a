import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewSync } from './view-sync';

/** A scrolling stage of the given content size in a 100 × 100 frame (jsdom does no layout). */
function stage(width: number, height: number): HTMLDivElement {
  const node = document.createElement('div');
  Object.defineProperties(node, {
    clientWidth: { value: 100 },
    clientHeight: { value: 100 },
    scrollWidth: { value: width },
    scrollHeight: { value: height },
  });
  return node;
}

describe('useViewSync', () => {
  it('scrolls the other stage to the same share of its range, without passing its own scroll back', () => {
    const { result } = renderHook(() => useViewSync(2));
    const older = stage(300, 500);
    const newer = stage(200, 300);
    act(() => {
      result.current.syncs[0]?.register(older);
      result.current.syncs[1]?.register(newer);
    });
    older.scrollLeft = 100;
    older.scrollTop = 200;
    older.dispatchEvent(new Event('scroll'));
    expect([newer.scrollLeft, newer.scrollTop]).toEqual([50, 100]);
    // The scroll that move caused comes back as an event: it moves nothing.
    newer.dispatchEvent(new Event('scroll'));
    expect([older.scrollLeft, older.scrollTop]).toEqual([100, 200]);
    newer.scrollTop = 0;
    newer.dispatchEvent(new Event('scroll'));
    expect(older.scrollTop).toBe(0);
  });

  it('turns pages within the longer revision and zooms both', () => {
    const { result } = renderHook(() => useViewSync(2));
    act(() => {
      result.current.syncs[0]?.reportPages(3);
      result.current.syncs[1]?.reportPages(5);
    });
    expect(result.current.pages).toBe(5);
    act(() => result.current.go(9));
    expect(result.current.syncs.map((sync) => sync.page)).toEqual([5, 5]);
    act(() => result.current.setZoom(2));
    expect(result.current.syncs.map((sync) => sync.zoom)).toEqual([2, 2]);
  });
});
