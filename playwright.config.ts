import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// Workers load this file again; only the first load (the runner) picks and empties the data folder.
if (!process.env.BA_E2E_DATA_DIR) {
  process.env.BA_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-e2e-'));
}
const port = Number(process.env.BA_E2E_PORT ?? 3199);
export const E2E = {
  dataDir: process.env.BA_E2E_DATA_DIR,
  baseURL: `http://127.0.0.1:${port}`,
  superadmin: { email: 'superadmin@byggarkiv.test', password: 'Superhemligt-1' },
  /** The UDP port of the DNS server the single sign-on journey starts (e2e/sso.spec.ts), beside the app's port. */
  dnsPort: port + 20_000,
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E.baseURL,
    locale: 'sv-SE',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${E2E.baseURL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E.dataDir,
      SUPERADMIN_EMAIL: E2E.superadmin.email,
      SUPERADMIN_PASSWORD: E2E.superadmin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The journeys sign up more often than one address may in an hour (10); the limit has its own route tests.
      REGISTRATION_LIMIT_PER_ADDRESS: '1000',
      // The single sign-on journey's OpenID provider runs on this machine over http (e2e/sso.spec.ts).
      SSO_ALLOW_LOOPBACK_HTTP: 'true',
      // Its e-mail domains are proven by TXT records in that journey's own DNS server.
      DNS_SERVERS: `127.0.0.1:${port + 20_000}`,
    },
  },
});
