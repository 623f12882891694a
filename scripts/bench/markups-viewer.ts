/**
 * The viewer half of `npm run bench -- markups` (issue #36): the web app in headless Chromium (Debian's, as the
 * journeys run it) opens a drawing with many markups on its page from /ritningar, as a user does, and we time the
 * click until every markup is drawn on the page, then until the markup panel lists them; then, zoomed in, the page
 * is panned (its scroller moved a little every frame, as a drag or a trackpad does) for PAN_SECONDS while
 * requestAnimationFrame counts the frames the browser managed and the longest gap between two.
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { fmt, percentile } from './harness';

const OPENS = 5;
const PAN_SECONDS = 3;

export interface ViewerReport {
  /** Click on the drawing's name → every markup drawn on the page (ms), per open. */
  drawn: number[];
  /** Click on "Markeringar" → the panel's list showing (ms), per open. */
  listed: number[];
  fps: number;
  longestFrame: number;
}

/**
 * Frames per second while the page's scroller moves every frame, and the longest frame (ms). Sent as source text:
 * tsx names the functions it compiles with a helper the page does not have.
 */
const PAN_SCRIPT = `new Promise((resolve, reject) => {
  const layer = document.querySelector('[data-testid="markup-layer"]');
  let node = null;
  for (let el = layer ? layer.parentElement : null; el; el = el.parentElement)
    if (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth) { node = el; break; }
  if (!node) return reject(new Error('the page does not scroll: nothing to pan'));
  const room = { x: node.scrollWidth - node.clientWidth, y: node.scrollHeight - node.clientHeight };
  const start = performance.now();
  let last = start, frames = 0, longest = 0;
  requestAnimationFrame(function frame(now) {
    longest = Math.max(longest, now - last);
    last = now;
    frames += 1;
    // Back and forth across the page, diagonally, once a second each way.
    const phase = ((now - start) / 1000) % 2;
    const along = phase < 1 ? phase : 2 - phase;
    node.scrollLeft = along * room.x;
    node.scrollTop = along * room.y;
    if (now - start < ${PAN_SECONDS * 1000}) requestAnimationFrame(frame);
    else resolve({ fps: frames / ((now - start) / 1000), longestFrame: longest });
  });
})`;

async function panFrames(page: Page): Promise<{ fps: number; longestFrame: number }> {
  return (await page.evaluate(PAN_SCRIPT)) as { fps: number; longestFrame: number };
}

export async function measureViewer(
  port: number,
  token: string,
  drawingName: string,
  expected: number,
): Promise<ViewerReport> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'sv-SE' });
    await context.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
    const page = await context.newPage();
    const drawn: number[] = [];
    const listed: number[] = [];
    let pan = { fps: 0, longestFrame: 0 };
    for (let open = 0; open < OPENS; open++) {
      await page.goto(`http://127.0.0.1:${port}/ritningar`);
      const name = page.getByRole('button', { name: drawingName, exact: true }).first();
      await name.waitFor({ timeout: 30_000 });
      const clicked = performance.now();
      await name.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="markup-layer"] [data-markup]').length >= n,
        expected,
        { timeout: 60_000, polling: 'raf' },
      );
      drawn.push(performance.now() - clicked);
      const dialog = page.getByRole('dialog', { name: drawingName });
      const panelAsked = performance.now();
      await dialog.getByRole('button', { name: 'Markeringar', exact: true }).click();
      await dialog.getByTestId('markup-row').first().waitFor({ timeout: 30_000 });
      listed.push(performance.now() - panelAsked);
      if (open === OPENS - 1) {
        for (let zoom = 0; zoom < 3; zoom++) await dialog.getByRole('button', { name: 'Zooma in' }).click();
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-testid="markup-layer"] [data-markup]').length >= n,
          expected,
          { timeout: 60_000, polling: 'raf' },
        );
        pan = await panFrames(page);
      }
    }
    return { drawn, listed, ...pan };
  } finally {
    await browser.close();
  }
}

export function describeViewer(report: ViewerReport, expected: number): string {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return (
    `Viewer in headless Chromium, ${expected} markups on the drawing's page: opened and drawn ` +
    `${report.drawn.map(fmt).join(', ')} (median ${fmt(percentile(sorted(report.drawn), 50))}); ` +
    `panel listed ${report.listed.map(fmt).join(', ')}; panning zoomed in: ${report.fps.toFixed(0)} frames/s, ` +
    `longest frame ${fmt(report.longestFrame)}`
  );
}
