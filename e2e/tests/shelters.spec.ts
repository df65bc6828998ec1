import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

type ApiShelter = { careNm: string; careTel: string; lat: number | null; lng: number | null };

/** The demo data set's shelters, as the API serves them. */
async function demoShelters(request: APIRequestContext): Promise<ApiShelter[]> {
  const res = await request.get('/api/shelters?page=0&size=500');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { response: { body: { items: { item: ApiShelter[] } } } };
  return body.response.body.items.item;
}

const haversineKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const list = (page: Page) => page.getByRole('list', { name: '보호소 목록' });
const listedNames = (page: Page) =>
  list(page)
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('span')?.firstChild?.textContent ?? ''),
    );
const mapCentre = (page: Page) => page.locator('[data-center-lat]');

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

test('search by region and district, then by name', async ({ page }) => {
  await page.goto('/shelters');
  await expect(page.getByRole('heading', { name: '보호소 찾기' })).toBeVisible();
  await expect(page.getByText('총 31건')).toBeVisible();
  await expect(list(page).locator(':scope > li')).toHaveCount(10);
  await expect(page.locator('img.shelter-marker')).toHaveCount(31);
  await expect(page.getByText('OpenStreetMap')).toBeVisible();

  await page.getByLabel('시/도').selectOption('경기도');
  await page.getByLabel('시/군/구').selectOption('수원시');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('총 1건')).toBeVisible();
  expect(await listedNames(page)).toEqual(['수원시동물보호센터']);
  await expect(page.locator('img.shelter-marker')).toHaveCount(1);
  // The search moved the map to what it found; hovering the marker shows name and phone.
  // While the map still glides there the marker leaves the pointer and its tooltip closes,
  // so the hover is tried again until both show at once.
  const tooltip = page.locator('.leaflet-tooltip');
  await expect(async () => {
    await page.getByAltText('수원시동물보호센터').hover();
    await expect(tooltip).toContainText('수원시동물보호센터', { timeout: 1_000 });
    await expect(tooltip).toContainText(/031-\d{3}-\d{4}/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  await page.getByLabel('시/군/구').selectOption('');
  await page.getByLabel('검색어').fill('남양주');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('총 1건')).toBeVisible();
  expect(await listedNames(page)).toEqual(['남양주시동물보호센터']);

  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('검색된 보호소가 없습니다.')).toBeVisible();
});

test('clicking a shelter in the list moves the map to its marker', async ({ page, request }) => {
  const target = (await demoShelters(request)).find((s) => s.careNm === '포천시동물보호센터');
  if (!target?.lat || !target.lng) throw new Error('demo shelter 포천시 missing');
  // Narrowed here: a callback below would not keep the narrowing of target's fields.
  const goal = { lat: target.lat, lng: target.lng };
  await page.goto('/shelters');
  await expect(mapCentre(page)).toHaveAttribute('data-center-lat', '37.566500');

  await page.getByLabel('검색어').fill('포천');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await list(page)
    .getByRole('button', { name: /포천시동물보호센터/ })
    .click();

  // Within a pixel: an animated pan ends on whole pixels (at the zoom of a map without tiles,
  // a pixel is about 0.003°); the marker check below is the exact one.
  await expect(async () => {
    const lat = Number(await mapCentre(page).getAttribute('data-center-lat'));
    const lng = Number(await mapCentre(page).getAttribute('data-center-lng'));
    expect(Math.abs(lat - goal.lat)).toBeLessThan(0.005);
    expect(Math.abs(lng - goal.lng)).toBeLessThan(0.005);
  }).toPass();
  const marker = page.getByAltText('포천시동물보호센터');
  await expect(marker).toBeVisible();
  // The marker's tip (bottom centre of the 30×35 icon) sits at the centre of the map.
  await expect(async () => {
    const map = await centreOf(mapCentre(page));
    const pin = await centreOf(marker);
    expect(pin.width).toBe(30);
    expect(pin.height).toBe(35);
    expect(Math.abs(pin.x + pin.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
    expect(Math.abs(pin.y + pin.height - (map.y + map.height / 2))).toBeLessThan(2);
  }).toPass();
  // Its label shows name and phone.
  await expect(page.locator('.leaflet-tooltip')).toContainText('포천시동물보호센터');
  await expect(page.locator('.leaflet-tooltip')).toContainText(target.careTel);
});

test.describe('with the position known', () => {
  const suwonStation = { latitude: 37.2659, longitude: 127.0001 };
  test.use({ geolocation: suwonStation, permissions: ['geolocation'] });

  test('shelters are listed nearest first and the user is on the map', async ({
    page,
    request,
  }) => {
    const here = { lat: suwonStation.latitude, lng: suwonStation.longitude };
    const expected = (await demoShelters(request))
      .filter(
        (s): s is ApiShelter & { lat: number; lng: number } => s.lat !== null && s.lng !== null,
      )
      .sort((a, b) => haversineKm(here, a) - haversineKm(here, b))
      .map((s) => s.careNm);

    await page.goto('/shelters');
    await expect(page.getByText(/가까운 순서/)).toBeVisible();
    await expect(page.getByAltText('내 위치')).toBeVisible();
    // Within a pixel, as above: when the tiles fail, the map zooms out and its centre is
    // whole pixels at that zoom (leaflet-map.tsx), a few ten-thousandths of a degree off.
    await expect(async () => {
      const lat = Number(await mapCentre(page).getAttribute('data-center-lat'));
      const lng = Number(await mapCentre(page).getAttribute('data-center-lng'));
      expect(Math.abs(lat - here.lat)).toBeLessThan(0.005);
      expect(Math.abs(lng - here.lng)).toBeLessThan(0.005);
    }).toPass();
    expect(await listedNames(page)).toEqual(expected.slice(0, 10));
    expect(expected[0]).toBe('수원시동물보호센터');

    await page.getByRole('button', { name: '2 페이지' }).click();
    expect(await listedNames(page)).toEqual(expected.slice(10, 20));
  });
});

test('the Kakao SDK is retried with growing pauses, then the map falls back to Leaflet', async ({
  page,
}) => {
  const sdkPath = '/e2e-unavailable/kakao-sdk.js';
  await page.addInitScript((url) => {
    window.__CHAJUL_MAP_SETTINGS__ = {
      kakaoKey: 'e2e-key',
      kakaoSdkUrl: url,
      kakaoRetryDelayMs: 600,
    };
  }, sdkPath);
  const asked: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === sdkPath) asked.push(url);
  });

  await page.goto('/shelters');
  const map = page.getByRole('region', { name: '보호소 지도' });
  await expect(map).toHaveAttribute('data-map-provider', 'kakao-loading');
  await expect(map).toHaveAttribute('data-map-provider', 'leaflet', { timeout: 15_000 });
  expect(asked).toHaveLength(4);
  // The browser's own timings: each retry starts n × 600 ms or more after the try before it ended.
  const timings = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === path)
        .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    sdkPath,
  );
  expect(timings).toHaveLength(4);
  const pauses = timings.slice(1).map((t, i) => t.start - (timings[i]?.end ?? 0));
  pauses.forEach((pause, i) => expect(pause).toBeGreaterThanOrEqual((i + 1) * 600 - 5));
  expect(pauses[2]).toBeGreaterThan((pauses[0] ?? 0) + 1000);
  expect(asked[0]?.searchParams.get('appkey')).toBe('e2e-key');
  expect(asked[0]?.searchParams.get('autoload')).toBe('false');
  await expect(page.locator('img.shelter-marker')).toHaveCount(31);
});

declare global {
  interface Window {
    __CHAJUL_MAP_SETTINGS__?: Record<string, unknown>;
  }
}
