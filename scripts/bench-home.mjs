// `npm run bench:home`: the home page's Largest Contentful Paint on a phone (issue 38 item 18),
// and how much its content moves as it loads (Cumulative Layout Shift, ≤ 0.1 is "good").
// Chromium at 390×844, the CPU slowed 4× and the network at Fast 4G (150 ms RTT, 1.6 Mbps down,
// 750 kbps up), 10 cold visits, each in a fresh context (empty cache, no service worker).
// Prints one row per visit, then p50 and p75 (nearest rank) and the LCP element.
//
//   npm run bench:home                          # starts apps/server/dist on a throw-away data dir
//   npm run bench:home -- --url http://host:8080 --runs 20   # or a server already running
//
// Build first (`npm run build`): the bench measures what the server serves.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const CPU_SLOWDOWN = 4;
/** Fast 4G as Lighthouse and WebPageTest name it: bytes per second and ms of latency. */
const FAST_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const VIEWPORT = { width: 390, height: 844 };

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '8197' },
  },
});
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');

/** The built server on an empty data directory with the demo data, as a first visitor sees it. */
async function startServer(port) {
  const serverFile = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(serverFile)) throw new Error('no apps/server/dist: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bench-home-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: see ${dataDir}/server.log`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Runs in the page before its own scripts: keeps the last LCP candidate and names its element,
// and adds up the layout shifts no input caused, naming the elements of the largest.
const OBSERVE_LCP = `
  window.__cls = { total: 0, largest: 0, moved: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.total += entry.value;
      if (entry.value > window.__cls.largest) {
        window.__cls.largest = entry.value;
        window.__cls.moved = entry.sources
          .map((s) => (s.node && s.node.nodeType === 1 ? s.node.tagName.toLowerCase() + (s.node.className ? '.' + String(s.node.className).split(' ')[0] : '') : '#text'))
          .join(' ');
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = { time: 0, element: '', size: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const text = el ? (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 24) : '';
      window.__lcp = {
        time: entry.startTime,
        size: entry.size,
        element: el ? el.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') : '(removed)',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function visit(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
  });
  try {
    // Offline: nothing but our own server (no map tiles, no outside scripts).
    await context.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.abort(),
    );
    await context.addInitScript({ content: OBSERVE_LCP });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // LCP candidates stop once the page has settled (no input is sent, so none ends it early):
    // the first candidate, the network quiet, then a second for a late paint to be reported.
    // (Polled from here: the site's CSP refuses the eval that waitForFunction needs.)
    while (!(await page.evaluate('window.__lcp.time > 0'))) await page.waitForTimeout(100);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        lcp: window.__lcp.time,
        element: window.__lcp.element,
        fcp: fcp ? fcp.startTime : NaN,
        load: nav.loadEventStart,
        html: nav.transferSize,
        cls: window.__cls.total,
        moved: window.__cls.moved,
      };
    })()`);
  } finally {
    await context.close();
  }
}

/** Nearest rank: the smallest value at or above the given share of the sorted runs. */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
const ms = (n) => `${Math.round(n)}`;

const server = values.url ? undefined : await startServer(Number(values.port));
const baseUrl = (values.url ?? server.baseUrl).replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  // One visit first, not counted: the server's first answers warm its caches.
  await visit(browser, baseUrl);
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await visit(browser, baseUrl));

  console.log(
    `\nGET ${baseUrl}/ in Chromium at ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, ` +
      `Fast 4G (${FAST_4G.latency} ms RTT, 1.6 Mbps down, 750 kbps up), ${runs} cold visits:\n`,
  );
  console.log('| run | FCP ms | LCP ms | load event ms | CLS | LCP element | most moved |');
  console.log('| --: | -----: | -----: | ------------: | --: | ----------- | ---------- |');
  results.forEach((r, i) =>
    console.log(
      `| ${i + 1} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.load)} | ${r.cls.toFixed(3)} | ${r.element} | ${r.moved} |`,
    ),
  );
  const lcps = results.map((r) => r.lcp).sort((a, b) => a - b);
  const fcps = results.map((r) => r.fcp).sort((a, b) => a - b);
  const elements = [...new Set(results.map((r) => r.element))];
  console.log('\n| measure | p50 | p75 |');
  console.log('| ------- | -----: | -----: |');
  console.log(`| FCP, ms | ${ms(percentile(fcps, 0.5))} | ${ms(percentile(fcps, 0.75))} |`);
  console.log(`| LCP, ms | ${ms(percentile(lcps, 0.5))} | ${ms(percentile(lcps, 0.75))} |`);
  const shifts = results.map((r) => r.cls).sort((a, b) => a - b);
  const cls = (p) => percentile(shifts, p).toFixed(3);
  console.log(`| CLS | ${cls(0.5)} | ${cls(0.75)} |`);
  console.log(`\nLCP element: ${elements.join('; ')}`);
} finally {
  await browser.close();
  await server?.stop();
}
