/**
 * Photographing the screens (scripts/screenshots.ts): the interface texts shots are found by, waiting until a page
 * is still, the axe check, and one browser context per language, viewport and caller.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../common/limits';
import { WAIT_MS, type Lang, type Shot, type T, type Viewport } from './screenshots-shots';
import { BASE_URL, root, sleep } from './screenshots-seed';

export const OUT_DIR = path.join(root, '.tmp', 'screenshots');
/** `npx tsx scripts/screenshots.ts sv-wide modal-` takes only the shots whose file name contains one of the words. */
export const ONLY = process.argv.slice(2);

// ─── Translations ────────────────────────────────────────────────────────────────────────────────────────

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<Lang, Record<string, Catalog>>();

function catalogsOf(lang: Lang): Record<string, Catalog> {
  let loaded = catalogs.get(lang);
  if (!loaded) {
    const dir = path.join(root, 'web', 'i18n', lang);
    loaded = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog]),
    );
    catalogs.set(lang, loaded);
  }
  return loaded;
}

/** The interface text `namespace:dotted.key` in `lang`, with `{{name}}` filled in: buttons are found by what they say. */
function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', dotted = ''] = key.split(':');
  let node: string | Catalog | undefined = catalogsOf(lang)[namespace];
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Network quiet, no skeleton, loader or busy region left on screen, fonts in, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]'),
      ].every((element) => !element.checkVisibility()),
    undefined,
    { timeout: WAIT_MS },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await sleep(200); // the scroll to the top 100 ms after a navigation; a modal's transition starts
  await settleMotion(page);
}

/** No CSS transition or finite animation running (a modal sliding in, a tab indicator moving). */
async function settleMotion(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: WAIT_MS },
  );
}

export interface Report {
  written: string[];
  /** Serious and critical axe violations, per screenshot. */
  findings: { shot: string; violations: string[] }[];
  /** Console errors, uncaught exceptions and failed API calls the page met, per screenshot. */
  problems: { shot: string; messages: string[] }[];
  failures: string[];
}

/** "serious color-contrast: … (2×) .a .b, .c — <span class="…">Välj datum</span>" */
type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 3 ? `, … ${violation.nodes.length - 3} more` : '';
  const html = (violation.nodes[0]?.html ?? '')
    .replace(/\s(class|style)="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×) ${targets.join(', ')}${more} — ${html}`;
}

/**
 * Grows the viewport to the content, so a picture shows everything while fixed parts (the dark aside, a
 * modal's overlay) still fill the whole height. With a dialog open the page behind is locked and only the
 * dialog's own height counts. Answers whether a dialog is open.
 */
async function fitViewportToContent(page: Page, width: number): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const current = page.viewportSize()?.height ?? 0;
    const { needed, dialog } = await page.evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.checkVisibility());
      if (!dialogs.length) return { needed: document.documentElement.scrollHeight, dialog: false };
      const heights = dialogs.map((d) => d.getBoundingClientRect().top * 2 + d.scrollHeight);
      return { needed: Math.ceil(Math.max(...heights)), dialog: true };
    });
    if (needed <= current || attempt === 3) return dialog;
    await page.setViewportSize({ width, height: Math.min(needed, 12_000) });
    await sleep(200);
    await settleMotion(page);
  }
}

export async function captureAll(
  browser: Browser,
  lang: Lang,
  viewport: Viewport,
  token: string | null,
  shots: Shot[],
  { written, findings, problems, failures }: Report,
): Promise<void> {
  const t: T = (key, values) => translate(lang, key, values);
  // One context per language, viewport and account keeps the web app's assets cached between shots;
  // each shot still gets a page of its own, so no modal, draft or cached query carries over.
  const context: BrowserContext = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    locale: lang === 'sv' ? 'sv-SE' : 'en-GB',
    timezoneId: 'Europe/Stockholm',
  });
  await context.addInitScript(
    ({ tokenKey, token, languageKey, lang }) => {
      // Signed out stays signed out, even after the sign-up flow has stored a token.
      if (token) window.localStorage.setItem(tokenKey, token);
      else window.localStorage.removeItem(tokenKey);
      window.localStorage.setItem(languageKey, lang);
    },
    { tokenKey: TOKEN_STORAGE_KEY, token, languageKey: LANGUAGE_STORAGE_KEY, lang },
  );
  try {
    for (const shot of shots) {
      const label = `${lang}-${viewport.name}-${shot.name}`;
      if (ONLY.length && !ONLY.some((word) => label.includes(word))) continue;
      const page = await context.newPage();
      const started = Date.now();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') messages.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && url.pathname.startsWith('/api/'))
          messages.push(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
      });
      try {
        await page.goto(shot.path);
        if (shot.ready) await shot.ready(page, t).first().waitFor({ timeout: WAIT_MS });
        if (shot.act) await (await shot.act(page, t)).first().waitFor({ timeout: WAIT_MS });
        await settle(page);
        const dialogOpen = await fitViewportToContent(page, viewport.width);
        const file = path.join(OUT_DIR, `${label}.png`);
        await page.screenshot({ path: file, fullPage: !dialogOpen, animations: 'disabled' });
        written.push(path.relative(root, file));
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        if (serious.length) findings.push({ shot: label, violations: serious.map(describeViolation) });
        if (messages.length) problems.push({ shot: label, messages: [...new Set(messages)] });
        console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        // One broken screen should not cost the others: note it, keep its state as a picture, go on.
        const file = path.join(OUT_DIR, `${label}.FAILED.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        failures.push(`${label} (${shot.path}): ${reason} – see ${path.relative(root, file)}`);
        console.log(`  ${label} FAILED`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
}
