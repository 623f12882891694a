/** Keyboard-only helpers of the journeys: Tab to a control by its name, and check the focus can be seen. */
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Presses Tab (Shift+Tab when `back`) until the focused element is the one named; fails after `max` presses. */
export async function tabTo(page: Page, name: string | RegExp, max = 80, back = false) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-labelledby');
      const byId = labelled ? document.getElementById(labelled)?.textContent : null;
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The focused element shows where the focus is (Mantine's focus ring: an outline, or a shadow). */
export async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'none';
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? style.boxShadow : style.outlineStyle;
  });
  expect(outline).not.toBe('none');
}
