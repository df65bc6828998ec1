import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { checkPage } from '../support/axe';

/**
 * The home page paints before its JavaScript (issue 38 item 18, ADR 237): the build writes its
 * HTML into dist/home.html and the server sends it for `/`. These tests hold the app's script
 * back, or turn JavaScript off, and look at what a phone shows meanwhile.
 */
// The service worker registers as on any first visit: the console must stay clean with it.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** The primary actions: the carousel's slides, the shelters card and the tab bar. */
const primaryLinks = ['/lookup?search=photo', '/lookup/predict-dog', '/shelters', '/lookup'];

async function expectBannerAndLinks(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
  expect((await heading.textContent())?.trim()).not.toBe('');
  for (const href of primaryLinks) {
    const links = page.locator(`main a[href="${href}"], nav a[href="${href}"]`);
    await expect(links.filter({ visible: true }).first(), href).toBeVisible();
  }
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
}

test('with JavaScript off, / shows the banner, the primary links and the tab bar', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expectBannerAndLinks(page);
  // The cards' lists come from the server: loading, not "none", until the app asks.
  await expect(page.getByText('불러오는 중...').first()).toBeVisible();
  await context.close();
});

test('another page does not show the home page before its script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/lookup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await context.close();
});

test('the banner shows while the script is held back, then the app takes that HTML over', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expectBannerAndLinks(page);
  // axe on the HTML alone, before any script has run.
  expect((await checkPage(page)).violations).toEqual([]);
  // A mark on the node itself, not in the HTML: hydration keeps the node, a redraw loses it.
  await page.evaluate(() => {
    (document.querySelector('h1') as unknown as { prerendered: boolean }).prerendered = true;
  });

  release();
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  // The carousel's arrows work once the app runs (after the load event).
  await expect(page.getByRole('button', { name: '다음 슬라이드' })).toBeEnabled();
  expect(
    await page.evaluate(
      () => (document.querySelector('h1') as unknown as { prerendered?: boolean }).prerendered,
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});
