import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

/**
 * The home carousel under a fake clock (Playwright's clock drives embla's timer), so "does not
 * move" is checked by running the clock past several delays rather than by waiting.
 */
const carousel = (page: Page) => page.getByRole('region', { name: '주요 기능' });
const current = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');

async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  // The arrows work once embla has loaded, after the page's load event.
  await expect(carousel(page).getByRole('button', { name: '다음 슬라이드' })).toBeEnabled();
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 1번째');
}

test('the carousel moves every 5 s until its pause button is pressed, and again after start', async ({
  page,
}) => {
  await openHome(page);
  await page.clock.runFor(5_100);
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 2번째');

  await carousel(page).getByRole('button', { name: '자동 넘김 멈추기' }).click();
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 2번째');

  await carousel(page).getByRole('button', { name: '자동 넘김 시작하기' }).click();
  await page.clock.runFor(5_100);
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 3번째');
});

test('the carousel stays still for a person who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await expect(carousel(page).getByRole('button', { name: '자동 넘김 시작하기' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 1번째');
});

test('the carousel holds still while the keyboard is on a slide', async ({ page }) => {
  await openHome(page);
  await carousel(page)
    .getByRole('link', { name: /사진으로 유기견 찾기/ })
    .focus();
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '4개 중 1번째');
});

test('"사진으로 유기견 찾기" opens /lookup with the photo picker ready', async ({ page }) => {
  await page.goto('/');
  await carousel(page)
    .getByRole('link', { name: /사진으로 유기견 찾기/ })
    .click();
  await expect(page).toHaveURL(/\/lookup\?search=photo$/);
  const panel = page.getByRole('region', { name: '사진으로 찾기' });
  await expect(panel.getByRole('button', { name: /사진을 끌어다 놓거나/ })).toBeFocused();
  await expect(panel.getByRole('button', { name: /사진을 끌어다 놓거나/ })).toBeInViewport();
});

test('Tab reaches "본문 바로가기" first; it takes the focus past the menus to the page', async ({
  page,
}) => {
  await page.goto('/report/how');
  // The page's own links must be there before the Tab after the skip link can land in them:
  // under load the page's module came after the header's, and the Tab left <main>.
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not in the header or the menus.
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);
});
