import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { checkPage } from '../support/axe';
import { viewports } from '../support/page-walk';

/*
 * Issue 38, items 13 and 14 (ADR 232): on a 390×844 phone the dogs of /lookup and the map of
 * /map come first, above the fold; the filters wait behind 「필터」; Back undoes a filter change.
 */
test.use({ viewport: viewports.phone });

const FOLD = viewports.phone.height;

async function bottomOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height;
}

/** The top of the phone's tab bar, which covers the bottom of the screen. */
async function tabBarTop(page: Page) {
  const box = await page.getByRole('navigation', { name: '하단 메뉴' }).boundingBox();
  return box?.y ?? FOLD;
}

async function noAxeViolations(page: Page) {
  expect((await checkPage(page)).violations).toEqual([]);
}

const sheet = (page: Page) => page.getByRole('dialog', { name: '필터' });
const chips = (page: Page) => page.getByRole('list', { name: '적용된 조건' });

test('/lookup: the first dog is above the fold, the filters in a sheet, their chips above the list', async ({
  page,
}) => {
  await page.goto('/lookup');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(await bottomOf(first)).toBeLessThanOrEqual(FOLD);
  // Not even the tab bar covers it.
  expect(await bottomOf(first)).toBeLessThanOrEqual(await tabBarTop(page));
  await expect(page.getByLabel('시/군/구')).toHaveCount(0);
  await noAxeViolations(page);

  await page.getByRole('button', { name: '필터', exact: true }).click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByLabel('크기').selectOption('소형');
  await expect(page).toHaveURL(/sizeClass=/);
  await noAxeViolations(page);
  await sheet(page).getByRole('button', { name: '결과 보기' }).click();
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '필터 1개 적용됨' })).toBeFocused();
  await expect(chips(page).getByRole('button', { name: '소형 조건 지우기' })).toBeVisible();
  await noAxeViolations(page);

  await chips(page).getByRole('button', { name: '소형 조건 지우기' }).click();
  await expect(page).not.toHaveURL(/sizeClass=/);
  await expect(chips(page)).toHaveCount(0);
});

test('/lookup: Back after a filter change returns to the previous filters and stays on the page', async ({
  page,
}) => {
  await page.goto('/lookup');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: '필터', exact: true }).click();
  await sheet(page).getByLabel('크기').selectOption('소형');
  await expect(page).toHaveURL(/sizeClass=/);
  await sheet(page).getByLabel('색상').selectOption('흰색');
  await expect(page).toHaveURL(/color=/);
  await sheet(page).getByRole('button', { name: '결과 보기' }).click();
  await expect(chips(page).getByRole('button')).toHaveCount(3);

  await page.goBack();
  await expect(page).toHaveURL(/\/lookup\?sizeClass=[^&]+$/);
  await expect(chips(page).getByRole('button', { name: '소형 조건 지우기' })).toBeVisible();
  await expect(chips(page).getByRole('button', { name: '흰색 조건 지우기' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(chips(page)).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('/map: the map is above the fold, over 경기도 rather than the whole country', async ({
  page,
}) => {
  const views: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/map') views.push(url.searchParams);
  });
  await page.goto('/map');
  const map = page.getByRole('region', { name: '실종·발견·목격 지도' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const box = (await map.boundingBox())!;
  expect(box.y).toBeLessThan(FOLD / 3);
  expect(box.y + box.height).toBeLessThanOrEqual(FOLD);
  expect(box.y + box.height).toBeLessThanOrEqual(await tabBarTop(page));
  expect(box.height).toBeGreaterThanOrEqual(300);
  await expect.poll(() => views.length).toBeGreaterThan(0);
  expect(Number(views[0]!.get('zoom'))).toBeGreaterThanOrEqual(8);
  const [w, s, e, n] = views[0]!.get('bbox')!.split(',').map(Number) as number[];
  expect((s! + n!) / 2).toBeGreaterThan(37);
  expect((w! + e!) / 2).toBeGreaterThan(126.6);
  expect((w! + e!) / 2).toBeLessThan(127.6);
  await expect(page.getByRole('checkbox', { name: '실종' })).toHaveCount(0);
  await noAxeViolations(page);

  await page.getByRole('button', { name: '필터', exact: true }).click();
  await expect(sheet(page).getByRole('checkbox', { name: '실종' })).toBeChecked();
  await noAxeViolations(page);
  // A click, not uncheck(): the box follows the URL, a moment after the click.
  await sheet(page).getByRole('checkbox', { name: '보호소' }).click();
  await expect(page).toHaveURL(/kinds=lost%2Cfound%2Cseen/);
  await expect(sheet(page).getByRole('checkbox', { name: '보호소' })).not.toBeChecked();
  await sheet(page).getByRole('button', { name: '결과 보기' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/map$/);
  await page.getByRole('button', { name: '필터', exact: true }).click();
  await expect(sheet(page).getByRole('checkbox', { name: '보호소' })).toBeChecked();
});
