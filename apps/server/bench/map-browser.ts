/**
 * The /map page in Chromium at phone size (390×844, touch, the CPU slowed 4×), for
 * `npm run bench:map -- --browser`: how long until the list and the pins show, how long each
 * zoom takes to bring its new pins, and the long tasks (over 50 ms, when the page would not
 * answer a tap) on the way. The tiles of OpenStreetMap are refused: the bench is offline.
 */
import { chromium } from 'playwright-core';

const ZOOMS = 6;
const CPU_SLOWDOWN = 4;

export type MapPageNumbers = {
  readyMs: number;
  pinsShown: number;
  zoomMs: number[];
  longTasks: number[];
};

export async function measureMapPage(baseUrl: string): Promise<MapPageNumbers> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
    });
    await context.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.abort(),
    );
    // Page scripts as text: the server's TypeScript has no DOM types.
    await context.addInitScript({
      content: `window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const started = performance.now();
    await page.goto(`${baseUrl}/map`);
    await page.getByText(/지도 안에 [\d,]+건/).waitFor();
    const pins = page.locator('.leaflet-marker-icon');
    await pins.first().waitFor();
    const readyMs = performance.now() - started;
    const pinsShown = await pins.count();

    const zoomMs: number[] = [];
    const zoomIn = page.locator('.leaflet-control-zoom-in');
    for (let i = 0; i < ZOOMS; i += 1) {
      const t = performance.now();
      const answered = page.waitForResponse((res) => res.url().includes('/api/map?'));
      await zoomIn.tap();
      await answered;
      // The new pins are on screen once a frame has been drawn after the answer.
      await page.evaluate('new Promise((r) => requestAnimationFrame(() => r(null)))');
      zoomMs.push(performance.now() - t);
    }
    const longTasks = (await page.evaluate('window.longTasks')) as number[];
    return { readyMs, pinsShown, zoomMs, longTasks };
  } finally {
    await browser.close();
  }
}

export function printMapPage(numbers: MapPageNumbers) {
  const zooms = [...numbers.zoomMs].sort((a, b) => a - b);
  const tasks = numbers.longTasks;
  const total = tasks.reduce((sum, d) => sum + d, 0);
  console.log(`\n/map in Chromium at 390×844, CPU ${CPU_SLOWDOWN}× slower, tiles refused:\n`);
  console.log('| measure | value |');
  console.log('| --- | ---: |');
  console.log(`| list and pins shown after opening (ms) | ${numbers.readyMs.toFixed(0)} |`);
  console.log(`| pins and clusters drawn at the start | ${numbers.pinsShown} |`);
  console.log(
    `| zoom in → new pins drawn, median / slowest of ${zooms.length} (ms) | ${zooms[Math.floor(zooms.length / 2)]!.toFixed(0)} / ${zooms.at(-1)!.toFixed(0)} |`,
  );
  console.log(
    `| long tasks (> 50 ms): count / total / longest (ms) | ${tasks.length} / ${total.toFixed(0)} / ${Math.max(0, ...tasks).toFixed(0)} |`,
  );
}
