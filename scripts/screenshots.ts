/**
 * `npm run screenshots`: starts Byggarkiv on a throw-away embedded database, seeds Swedish demo data through
 * the HTTP API, and photographs every screen in Swedish and English, wide and narrow, into .tmp/screenshots/.
 * Each page also gets an axe check; serious and critical violations are summed up at the end (never fatal).
 */
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { LANGUAGES, VIEWPORTS, signedInShots, superadminShots, type Seeded } from './screenshots-shots';
import { signedOutShots } from './screenshots-signed-out-shots';
import { captureAll, ONLY, OUT_DIR, type Report } from './screenshots-capture';
import { BASE_URL, seed, startServer, stopServer } from './screenshots-seed';

const PARALLEL_GROUPS = 2;

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
