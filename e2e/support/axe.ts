import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations of the page as it is now. A toast caught while it fades in
 * or out is half transparent, so axe reads its text as too faint (a flaky color-contrast finding): the check waits
 * until every toast on the page is fully shown, then judges them like the rest of the page.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.mantine-Notification-root')].every((toast) => {
          for (let node: Element | null = toast; node; node = node.parentElement)
            if (Number(getComputedStyle(node).opacity) < 1) return false;
          return true;
        }),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
