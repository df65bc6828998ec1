import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { checkPage } from '../support/axe';
import { demoMemberPassword } from '../support/demo-data';
import { admin } from '../support/env';
import type { Ids, ViewportName } from '../support/page-walk';
import { demoIds, settle, shoot, viewports, walkRoutes } from '../support/page-walk';
import { logInByApi } from '../support/users';

/**
 * Every page of the web's page table, as a visitor, the demo member and the admin, at a
 * phone's and a laptop's size (issue 19): one h1, nothing wider than the screen, and Tab
 * reaches "본문 바로가기" first. Each page loads at the phone's size, is checked, then is widened
 * to the laptop's and checked again: one load serves both sizes (ADR 261), and the journeys
 * load pages at both. axe-core finds no critical or serious problem on every page at the
 * laptop's size, and on the first page of each walk at the phone's, where the tab bar shows
 * (ADR 210); AXE_EVERY_SIZE=1 checks every page at both. With SCREENSHOT_SET, a full-page
 * screenshot of each at each size into e2e/test-results/screenshots/.
 */
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

/** AXE_EVERY_SIZE=1 runs axe on every page at the phone's size too (a sweep by hand). */
const axeEverywhere = Boolean(process.env.AXE_EVERY_SIZE);

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

/** The checks at the page's present size; problems are returned, not thrown. */
async function checkAt(page: Page, url: string, size: ViewportName, axe: boolean) {
  const problems: string[] = [];
  const at = `${url} (${size})`;
  const check = await checkPage(page, { axe });
  problems.push(...check.violations.map((v) => `${at}: ${v}`));
  if (check.headingsOne !== 1) problems.push(`${at}: ${check.headingsOne} h1 elements`);
  if (check.overflow > 0) problems.push(`${at}: ${check.overflow}px wider than the screen`);
  // The first Tab stop is the skip link past the header and menus (issue 27): Tab from the
  // page's start, where a focused body puts the sequential focus point.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
  if (first !== '본문 바로가기') problems.push(`${at}: Tab reaches "${first}" first`);
  return problems;
}

async function walk(page: Page, role: string, routes: [string, string][]) {
  const problems: string[] = [];
  for (const [index, [name, url]] of routes.entries()) {
    await page.setViewportSize(viewports.phone);
    await page.goto(url);
    await settle(page);
    await shoot(page, role, 'phone', name);
    problems.push(...(await checkAt(page, url, 'phone', axeEverywhere || index === 0)));
    await page.setViewportSize(viewports.desktop);
    await settle(page);
    await shoot(page, role, 'desktop', name);
    problems.push(...(await checkAt(page, url, 'desktop', true)));
  }
  // All pages are looked at before failing, so one run lists every problem.
  expect(problems).toEqual([]);
}

test('every page a visitor can open', async ({ page }) => {
  await walk(page, 'visitor', await walkRoutes('visitor', ids));
});

test('the demo member’s pages', async ({ page }) => {
  await logInByApi(page, 'member', demoMemberPassword());
  await walk(page, 'member', await walkRoutes('member', ids));
});

test('the admin’s pages', async ({ page }) => {
  await logInByApi(page, admin.userid, admin.password);
  await walk(page, 'admin', await walkRoutes('admin', ids));
});
