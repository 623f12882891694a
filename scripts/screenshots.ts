/**
 * `npm run screenshots`: starts Byggarkiv on a throw-away embedded database, seeds Swedish demo data through
 * the HTTP API, and photographs every screen in Swedish and English, wide and narrow, into .tmp/screenshots/.
 * Each page also gets an axe check; serious and critical violations are summed up at the end (never fatal).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AuthAnswer } from '../common/api/auth';
import type { ConstructionFile, DrawingFile } from '../common/api/files';
import type { Organization } from '../common/api/organization';
import type { Activity, Project } from '../common/api/project';
import type { UploadAnswer } from '../common/api/upload';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../common/limits';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { makePdf } from '../e2e/support/sample-files';
import {
  makeDrawingPng,
  makeLogoPng,
  inDays,
  type Person,
  ANNA,
  MEMBERS,
  APPLICANT,
  REQUESTER,
  PROJECTS,
  CONSTRUCTION_FILES,
  DRAWINGS,
  DRAWING_INK,
} from './screenshots-demo-data';
import {
  LANGUAGES,
  PASSWORD,
  VIEWPORTS,
  WAIT_MS,
  signedInShots,
  signedOutShots,
  superadminShots,
  type Lang,
  type Seeded,
  type Shot,
  type T,
  type Viewport,
} from './screenshots-shots';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SCREENSHOTS_PORT lets engineers working side by side each photograph on their own port.
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3298);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = path.join(root, '.tmp', 'screenshots');
const SUPERADMIN = { email: 'superadmin@byggarkiv.se', password: 'Superadmin-Demo-2026!' };
const PARALLEL_GROUPS = 2;
/** `npx tsx scripts/screenshots.ts sv-wide modal-` takes only the shots whose file name contains one of the words. */
const ONLY = process.argv.slice(2);

// ─── Server ──────────────────────────────────────────────────────────────────────────────────────────────

/** `node scripts/start.mjs` builds the web app when needed, migrates and serves API and web on one port. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  // Another server on the port would answer the health check and get the demo data instead.
  const busy = await fetch(`${BASE_URL}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${PORT} is already in use; stop whatever listens there first`);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 5 * 60_000; // the first start may build the web app
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server stopped while starting (exit code ${exited})`);
    try {
      if ((await fetch(`${BASE_URL}/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stopServer(child);
  throw new Error(`the server did not answer ${BASE_URL}/api/v1/health within 5 minutes`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ─── API ─────────────────────────────────────────────────────────────────────────────────────────────────

async function api<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Token ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}/api/v1/${route}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function upload(
  token: string,
  purpose: 'constructionfile' | 'drawing' | 'logo',
  fileName: string,
  content: Buffer,
  type: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  const query = new URLSearchParams({ purpose, fileName, overwrite: 'false' });
  return (await api<UploadAnswer>('POST', `upload_file?${query.toString()}`, token, form)).url;
}

// ─── Seeding ─────────────────────────────────────────────────────────────────────────────────────────────

const register = (person: Person, organization: unknown) =>
  api<AuthAnswer>('POST', 'auth/register', undefined, {
    ...person,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization,
  });

async function seed(): Promise<Seeded> {
  const superadmin = await api<AuthAnswer>('POST', 'auth/login', undefined, SUPERADMIN);
  const su = superadmin.api_token;

  const anna = await register(ANNA, {
    create: {
      name: 'Malmö Stadsfastigheter',
      description: 'Förvaltar och utvecklar Malmö stads skolor, förskolor, bibliotek, idrottshallar och bostäder.',
    },
  });
  const orgId = anna.user.pendingOrganization?._id;
  if (!orgId) throw new Error('registering with a new organization did not answer pendingOrganization');
  await api<Organization>('PUT', `organization/${orgId}`, su, { approved: true });
  await api('POST', 'change_account_type', su, { userId: anna.user._id, accountType: 'administrator' });
  const token = anna.api_token;

  const memberIds: string[] = [];
  for (const person of MEMBERS) {
    const joined = await register(person, { join: orgId });
    await api('POST', 'add_org_member', token, { organizationId: orgId, userId: joined.user._id, role: 'member' });
    memberIds.push(joined.user._id);
  }
  await register(APPLICANT, { join: orgId });
  await register(REQUESTER, {
    create: { name: 'Holms Bygg & Montage AB', description: 'Familjeföretag inom om- och tillbyggnad i Skåne.' },
  });

  const projects: Project[] = [];
  for (const seedProject of PROJECTS) {
    const logo = seedProject.logo
      ? await upload(token, 'logo', 'logotyp.png', makeLogoPng(seedProject.logo), 'image/png')
      : undefined;
    const project = await api<Project>('POST', 'project', token, {
      name: seedProject.name,
      description: seedProject.description,
      type: seedProject.type,
      sector: seedProject.sector,
      startDate: seedProject.startDate,
      visibility: seedProject.visibility,
      budget: seedProject.budget,
      budgetNotes: seedProject.budgetNotes,
      logo,
      team: seedProject.team.map((i) => memberIds[i]),
    });
    for (const activity of seedProject.activities) {
      await api<Activity>('POST', 'activity', token, {
        project: project._id,
        name: activity.name,
        responsible: memberIds[activity.who],
        deadline: inDays(activity.deadline),
        description: activity.text,
        keywords: activity.keywords,
        status: activity.status,
      });
    }
    if (seedProject.lessonsLearned)
      await api<Project>('PUT', `project/${project._id}`, token, { lessonsLearned: seedProject.lessonsLearned });
    projects.push(project);
  }

  const files: ConstructionFile[] = [];
  for (const [name, documentType, year, index, pages] of CONSTRUCTION_FILES) {
    const project = projects[index];
    if (!project) throw new Error(`no project ${index} for ${name}`);
    const pdf = makePdf(pages, name, [project.name, `Dokumenttyp: ${documentType}`, `Malmö Stadsfastigheter ${year}`]);
    const url = await upload(token, 'constructionfile', `${name}.pdf`, pdf, 'application/pdf');
    files.push(
      await api<ConstructionFile>('POST', 'constructionfile', token, {
        name,
        documentType,
        year,
        project: project._id,
        url,
      }),
    );
  }
  const drawings: DrawingFile[] = [];
  for (const [name, drawingType, info, index, format] of DRAWINGS) {
    const project = projects[index];
    if (!project) throw new Error(`no project ${index} for ${name}`);
    const url =
      format === 'png'
        ? await upload(
            token,
            'drawing',
            `${name}.png`,
            makeDrawingPng(DRAWING_INK[drawingType] ?? [0, 0, 0]),
            'image/png',
          )
        : await upload(token, 'drawing', `${name}.pdf`, makePdf(1, name, [project.name, info]), 'application/pdf');
    drawings.push(
      await api<DrawingFile>('POST', 'drawingfile', token, { name, drawingType, info, project: project._id, url }),
    );
  }

  const main = projects[0];
  const archived = projects[7];
  if (!main || !archived) throw new Error('the demo projects were not created');
  await api<Project>('PUT', `project/${archived._id}`, token, { archived: true });
  const share = await api<{ url: string }>('POST', 'create_share_link', token, {
    projectId: main._id,
    resourceType: 'files',
  });
  await api('PATCH', `user/${anna.user._id}?action=addBookmarks`, token, {
    projects: [main._id, projects[2]?._id].filter(Boolean),
    files: [files[1]?._id, files[2]?._id, drawings[0]?._id].filter(Boolean),
  });

  const memberId = memberIds[0];
  const bigFile = CONSTRUCTION_FILES[0];
  if (!memberId || !bigFile) throw new Error('the demo members were not created');
  return {
    adminToken: token,
    superadminToken: su,
    memberId,
    projectId: main._id,
    projectName: main.name,
    bigFileName: bigFile[0],
    sharedPath: share.url,
  };
}

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

interface Report {
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

async function captureAll(
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

async function takeScreenshots(seeded: Seeded, browser: Browser): Promise<Report> {
  // A partial run (words on the command line) keeps the other pictures of an earlier run.
  if (!ONLY.length) fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const report: Report = { written: [], findings: [], problems: [], failures: [] };
  const groups = LANGUAGES.flatMap((lang) => VIEWPORTS.map((viewport) => ({ lang, viewport })));
  // Two groups at a time: most of a shot is waiting for the network to go quiet, not CPU.
  const next = async (): Promise<void> => {
    const group = groups.shift();
    if (!group) return;
    const { lang, viewport } = group;
    await captureAll(browser, lang, viewport, seeded.adminToken, signedInShots(seeded), report);
    await captureAll(browser, lang, viewport, seeded.superadminToken, superadminShots(seeded), report);
    await captureAll(browser, lang, viewport, null, signedOutShots(seeded, lang, viewport), report);
    await next();
  };
  await Promise.all(Array.from({ length: PARALLEL_GROUPS }, next));
  report.written.sort();
  report.findings.sort((a, b) => a.shot.localeCompare(b.shot));
  report.problems.sort((a, b) => a.shot.localeCompare(b.shot));
  return report;
}

// ─── Main ────────────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-screenshots-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(`Starting Byggarkiv on ${BASE_URL} (data in ${dataDir})…`);
    server = await startServer(dataDir);
    console.log('Seeding demo data through the API…');
    const seeded = await seed().catch((error: unknown) => {
      throw new Error(`Seeding the demo data failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    });
    browser = await chromium.launch(chromiumLaunchOptions);
    const { written, findings, problems, failures } = await takeScreenshots(seeded, browser);
    console.log(`\n${written.length} screenshots written:`);
    for (const file of written) console.log(`  ${file}`);
    console.log('\nAccessibility (axe, serious and critical):');
    if (!findings.length) console.log('  no serious or critical violations');
    for (const finding of findings) {
      console.log(`  ${finding.shot}`);
      for (const violation of finding.violations) console.log(`    - ${violation}`);
    }
    console.log('\nConsole errors and failed API calls:');
    if (!problems.length) console.log('  none');
    for (const problem of problems) {
      console.log(`  ${problem.shot}`);
      for (const message of problem.messages) console.log(`    - ${message}`);
    }
    if (failures.length) {
      console.error(`\n${failures.length} screenshots failed:`);
      for (const failure of failures) console.error(`  ${failure}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
