// `npm test`: unit and route tests on embedded PGlite with disk storage; the route tests again on
// PostgreSQL (when TEST_DATABASE_URL is set, else PGlite) with S3-compatible storage (a local s3rver);
// then the browser journeys in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, root } from './web-build.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-test-run-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, args, env, report) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  if (fs.existsSync(report)) count(JSON.parse(fs.readFileSync(report, 'utf8')));
  else if (result.status !== 0) totals.failed += 1;
}

function count(report) {
  if (typeof report.numPassedTests === 'number') {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const vitestReport = (name) => path.join(tmp, `${name}.json`);
run(
  'Unit, component and route tests (embedded PGlite)',
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport('pglite')}`],
  { TEST_DB: 'pglite' },
  vitestReport('pglite'),
);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) {
  console.log(
    '\nNo TEST_DATABASE_URL: the second pass runs on PGlite too (set TEST_DATABASE_URL=postgres://… for PostgreSQL).',
  );
}
run(
  `Route tests on ${onPostgres ? 'PostgreSQL' : 'PGlite'} with S3-compatible storage`,
  [
    vitest,
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport('second')}`,
  ],
  { TEST_DB: onPostgres ? 'postgres' : 'pglite', TEST_STORAGE: 's3' },
  vitestReport('second'),
);

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  ensureWebBuild();
  const report = path.join(tmp, 'e2e.json');
  const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  run(
    'Browser journeys (Playwright + Chromium)',
    [playwright, 'test'],
    { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  );
} else if (process.env.CI === 'true') {
  console.error(`\nChromium not found at ${chromium}: browser journeys cannot run in CI.`);
  ok = false;
  totals.failed += 1;
} else {
  console.log(
    `\nBrowser journeys skipped: no Chromium at ${chromium} (install it with "sudo apt-get install chromium" or set CHROMIUM_PATH).`,
  );
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
