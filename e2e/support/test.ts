/**
 * The journeys' `test`: Playwright's, failing any journey in whose pages an error went uncaught or a text was
 * missing from the catalogs loaded. A page that throws where the person cannot see it (an effect, a chart, an
 * event handler) still passes the clicks and checks of a journey, so the error has to be looked for. Journeys
 * open contexts of their own (a second person, a phone), so every context the browser opens during a journey is
 * watched, not only the default one.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { E2E } from '../../playwright.config';

/**
 * pdf.js's own worker reporting that a document load was cancelled (the viewer moved to another file, or closed,
 * while the PDF was still loading, and destroyed its loading task): the worker's failure handler throws "Worker
 * was terminated" where nothing can catch it. Nothing of the app's is wrong then; any other error still fails.
 */
const cancelledPdfLoad = (stack: string) =>
  stack.startsWith('Error: Worker was terminated') && /pdf\.worker[^\s]*\.mjs/.test(stack);

export const test = base.extend<{ uncaughtPageErrors: void }>({
  uncaughtPageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      // Only the app's pages: a journey's init script (a token put in localStorage) also runs on about:blank,
      // where storage is refused.
      const watch = (c: BrowserContext) =>
        c
          .on('weberror', (e) => {
            const url = e.page()?.url() ?? '';
            const stack = e.error().stack ?? e.error().message;
            if (url.startsWith(E2E.baseURL) && !cancelledPdfLoad(stack)) errors.push(`${url}: ${stack}`);
          })
          .on('console', (message) => {
            // A text shown as its key (lib/i18n.ts reports it): a part that never loaded its catalog namespace.
            if (message.type() === 'error' && message.text().startsWith('Missing text '))
              errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
          });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "uncaught errors and missing texts in the app's pages").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
