import { expect, test } from '@playwright/test';
import { shoot } from '../support/page-walk';

/**
 * Installable (issue 19 item 10): a linked, valid web app manifest with icons and a theme
 * colour, and a service worker that controls the page, shows an offline page when a page
 * cannot load and never answers an API call from its cache.
 */
// The service worker is what this file checks (the others run without one).
test.use({ serviceWorkers: 'allow' });

test('the manifest is linked and names the app, its colour and its icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: '찾아줄개',
    start_url: '/',
    display: 'standalone',
    theme_color: '#f59e0b',
  });
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, a page shows the offline page and an API call fails instead of answering stale', async ({
  page,
  context,
}) => {
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const notices = '/api/notices/paged?page=0&size=1';
  const online = await page.evaluate((url) => fetch(url).then((r) => r.status), notices);
  expect(online).toBe(200);

  await context.setOffline(true);
  await page.goto('/lookup');
  await expect(
    page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않습니다' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '다시 시도' })).toBeVisible();
  await shoot(page, 'visitor', 'desktop', 'offline');
  const offline = await page.evaluate(
    (url) =>
      fetch(url).then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    notices,
  );
  expect(offline).toBe('failed');

  await context.setOffline(false);
  await page.getByRole('link', { name: '다시 시도' }).click();
  await expect(page).toHaveTitle('유기견 조회 · 찾아줄개');
});
