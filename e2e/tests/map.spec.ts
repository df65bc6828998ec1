import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { viewports } from '../support/page-walk';
import type { ApiMember } from '../support/reunions';
import { apiMember, apiReport, apiSighting } from '../support/reunions';

/*
 * The map of lost, found and seen dogs (issue 26): pins where the reports are, and the
 * "near me" radius, from a mocked position at 광교호수공원 (수원).
 */
/**
 * Each run draws its own spot near 수원 (a whole 500 m grid cell of its own), so that reports
 * left by an earlier run never share a pin or a bubble with this run's. It stays 3 km from
 * 수원시's centre, where the other journeys' reports without a pin stand (region-points.ts).
 */
const cell = (n: number) => Math.floor(Math.random() * n) * 0.005;
const SUWON_CENTRE = { lat: 37.2636, lng: 127.0286 };
function drawBase(): { lat: number; lng: number } {
  const base = { lat: 37.2 + cell(40) + 0.00123, lng: 127.0 + cell(20) + 0.00123 };
  const km = Math.hypot(
    (base.lat - SUWON_CENTRE.lat) * 111,
    (base.lng - SUWON_CENTRE.lng) * 88.6, // km per degree of longitude at 37° N
  );
  return km > 3 ? base : drawBase();
}
const BASE = drawBase();
const HERE = { latitude: BASE.lat + 0.00004, longitude: BASE.lng - 0.00003 };
const fixed = (v: number) => v.toFixed(5);
/** The lost report's pin (snapped to the 0.005° grid for everyone but its owner, ADR 171). */
const LOST_PIN = { lat: fixed(BASE.lat), lng: fixed(BASE.lng) };
const onGrid = (v: number) => String(Math.round(v * 200) / 200);
/** The found report's pin: about 390 m east and 110 m south of the lost one's grid point, as placed. */
const FOUND_PIN = { lat: fixed(BASE.lat - 0.0022), lng: fixed(BASE.lng + 0.0044) };
/** About 13 km north of here: outside 1, 3 and 10 km, inside 30 km. */
const FAR_PIN = { lat: fixed(BASE.lat + 0.115), lng: fixed(BASE.lng) };

let owner: ApiMember;
let lost: number;
let found: number;
let far: number;

test.beforeAll(async ({ request }) => {
  owner = await apiMember(request);
  const finder = await apiMember(request);
  lost = await apiReport(request, owner, { ...LOST_PIN, title: '광교에서 잃어버린 지도 초코' });
  far = await apiReport(request, owner, {
    ...FAR_PIN,
    region: '경기도',
    district: '성남시',
    title: '북쪽에서 잃어버린 지도 보리',
  });
  found = await apiSighting(request, finder, FOUND_PIN);
});

const listed = (page: Page, href: string) =>
  page.getByRole('list', { name: '지도에 보이는 제보' }).locator(`a[href="${href}"]`);
const pin = (page: Page, kind: string, id: number) =>
  page.locator(`.leaflet-marker-icon:has([data-kind="${kind}"][data-id="${id}"])`);

/** Picks a radius: on a phone the filters are behind 「필터」, in a sheet (ADR 232). */
async function chooseRadius(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^필터/ }).click();
  await page.getByRole('radio', { name }).click();
  if (phone)
    await page
      .getByRole('dialog', { name: '필터' })
      .getByRole('button', { name: '결과 보기' })
      .click();
}

async function centre(page: Page, kind: string, id: number) {
  const box = await pin(page, kind, id).boundingBox();
  if (!box) throw new Error(`${kind} ${id}: no pin drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${size} size`, () => {
    test.use({
      viewport,
      geolocation: HERE,
      permissions: ['geolocation'],
    });

    test('pins sit where the reports are, and the radius keeps or drops a far report', async ({
      page,
    }) => {
      const phone = size === 'phone';
      await page.goto('/map?kinds=lost,found&near=1');
      await expect(page.getByRole('heading', { name: '지도', level: 1 })).toBeVisible();
      const region = page.getByRole('region', { name: '실종·발견·목격 지도' });
      await expect(region).toBeVisible();

      // 1 km: the lost and found reports here, in the list and on the map; the far one not.
      await expect(listed(page, `/report/view?id=${lost}`)).toBeVisible();
      await expect(listed(page, `/sighting/view?id=${found}`)).toBeVisible();
      await expect(listed(page, `/report/view?id=${far}`)).toHaveCount(0);
      await expect(listed(page, `/report/view?id=${lost}`)).toContainText('대략적인 위치');

      await expect(pin(page, 'lost', lost)).toBeVisible();
      await expect(pin(page, 'found', found)).toBeVisible();
      const lostPin = page.locator(`[data-kind="lost"][data-id="${lost}"]`);
      // A visitor sees the lost pin on the 500 m grid, never the door.
      await expect(lostPin).toHaveAttribute('data-lat', onGrid(BASE.lat));
      await expect(lostPin).toHaveAttribute('data-lng', onGrid(BASE.lng));
      await expect(pin(page, 'lost', lost)).toHaveClass(/map-pin-approximate/);
      const a = await centre(page, 'lost', lost);
      const b = await centre(page, 'found', found);
      // The found report lies east and south of the lost one's grid point.
      expect(b.x).toBeGreaterThan(a.x);
      expect(b.y).toBeGreaterThan(a.y);
      const box = (await region.boundingBox())!;
      for (const p of [a, b]) {
        expect(p.x).toBeGreaterThan(box.x);
        expect(p.x).toBeLessThan(box.x + box.width);
        expect(p.y).toBeGreaterThan(box.y);
        expect(p.y).toBeLessThan(box.y + box.height);
      }

      // The pin's popup leads to the report.
      await pin(page, 'found', found).click();
      await expect(
        page.locator('.leaflet-popup').getByRole('link', { name: '자세히 보기' }),
      ).toHaveAttribute('href', `/sighting/view?id=${found}`);

      // 10 km: still too far. 30 km: it comes back, and the URL keeps the choice.
      await chooseRadius(page, '10km', phone);
      await expect(page).toHaveURL(/near=10/);
      await expect(listed(page, `/report/view?id=${lost}`)).toBeVisible();
      await expect(listed(page, `/report/view?id=${far}`)).toHaveCount(0);
      await chooseRadius(page, '30km', phone);
      await expect(page).toHaveURL(/near=30/);
      await expect(listed(page, `/report/view?id=${far}`)).toBeVisible();
      await chooseRadius(page, '1km', phone);
      await expect(page).toHaveURL(/near=1(&|$)/);
      await expect(listed(page, `/report/view?id=${far}`)).toHaveCount(0);
    });
  });
}

test('the lost-report board opens the map of lost reports', async ({ page }) => {
  await page.goto('/report');
  await page.getByRole('link', { name: '지도로 보기' }).click();
  await expect(page).toHaveURL(/\/map\?kinds=lost$/);
  await expect(page.getByRole('checkbox', { name: '실종' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '발견' })).not.toBeChecked();
});
