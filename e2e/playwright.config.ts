import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_ENV, E2E_PORT, dataDir, serverJs, serverLog } from './support/env';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell) draws the same pages with
 * Blink for less CPU than the whole browser, which the 2-core CI machine runs short of (ADR
 * 271); where it is not installed, the whole browser runs every test. The push journey keeps
 * the whole browser: the shell shows no notification.
 */
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellPath = '/usr/bin/chromium-headless-shell';
const shell = process.env.CHROMIUM_PATH || !existsSync(shellPath) ? browser : shellPath;
const needsWholeBrowser = /push-alerts\.spec\.ts$/;

/** Both builds of Chromium start alike. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tests never need the internet (map tiles): a lookup of any other host fails at once,
  // where a network that drops packets would hold the page's images for seconds.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Drives the production build in Debian's Chromium (no browser downloads) against a
 * server started on a throw-away data directory.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records every action's page and frames, a tenth of the suite's CPU: only when
    // asked for (E2E_TRACE=1 keeps a failed test's trace; ADR 261). A failure's page is
    // still described in its error-context.md.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // No service worker but where a test checks one (pwa, push): it answers every request of
    // the page through its own thread, work the other journeys do not need (ADR 261).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'shell',
      testIgnore: needsWholeBrowser,
      use: { launchOptions: { executablePath: shell, args: chromiumArgs } },
    },
    {
      name: 'browser',
      testMatch: needsWholeBrowser,
      use: { launchOptions: { executablePath: browser, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node ${serverJs} > ${serverLog} 2>&1`,
    url: `http://localhost:${E2E_PORT}/readyz`,
    env: E2E_ENV,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
