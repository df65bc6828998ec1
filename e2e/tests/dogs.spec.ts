import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

const total = (page: Page) => page.getByText(/^총 \d+건$/);
const cardLabels = (page: Page) =>
  page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function countOf(page: Page): Promise<number> {
  return Number((await total(page).textContent())?.replace(/\D/g, ''));
}

test('lookup: filter by city and breed, open a dog, and come back to the same search', async ({
  page,
}) => {
  // /lookup shows dogs in care unless the state select says 전체 (ADR 185).
  await page.goto(`/lookup?state=${encodeURIComponent('전체')}`);
  await expect(total(page)).toBeVisible();
  const everything = await countOf(page);
  // The demo set: 150 dogs with real photos over the 31 cities of 경기도, 50 of them 믹스견.
  expect(everything).toBeGreaterThanOrEqual(150);
  await expect(page.getByLabel('시/도')).toHaveValue('경기도');

  // Breed only: the demo set's mixed-breed dogs fill more than one page.
  await page.getByLabel('품종').selectOption('믹스견');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(total(page)).toHaveText('총 50건');
  const firstPage = await cardLabels(page);
  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect.poll(() => cardLabels(page)).not.toEqual(firstPage);
  await expect(page.getByRole('article')).toHaveCount(9);
  const secondPage = await cardLabels(page);
  await page
    .getByRole('link', { name: /상세보기/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '유기견 상세 정보' })).toBeVisible();
  await expect(page.getByRole('region', { name: '동물 정보' })).toContainText('믹스견');
  await page.goBack();
  await expect(page.getByLabel('품종')).toHaveValue('믹스견');
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await cardLabels(page)).toEqual(secondPage);

  // City and breed: a city holds a few demo dogs, one page.
  await page.getByLabel('품종').selectOption('');
  await page.getByLabel('시/군/구').selectOption('수원시');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(total(page)).not.toHaveText('총 50건');
  const inCity = await countOf(page);
  expect(inCity).toBeGreaterThan(0);
  expect(inCity).toBeLessThanOrEqual(9);
  await expect(page.getByRole('article')).toHaveCount(inCity);
  const breed =
    (await page.getByRole('article').first().getAttribute('aria-label'))
      ?.split(' ')
      .slice(0, -1)
      .join(' ') ?? '';
  await page.getByLabel('품종').selectOption(breed);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  // The city's list stays on screen until the filtered one arrives: wait for every card.
  await expect
    .poll(async () => (await cardLabels(page)).every((label) => label?.startsWith(`${breed} `)))
    .toBe(true);
  const found = await countOf(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThanOrEqual(inCity);
  await expect(page.getByRole('article')).toHaveCount(found);
  const results = await cardLabels(page);

  await page
    .getByRole('link', { name: /상세보기/ })
    .last()
    .click();
  await expect(page.getByRole('region', { name: '동물 정보' })).toContainText(breed);
  await expect(page.getByRole('region', { name: '발견 정보' })).toContainText('경기도 수원시');
  await expect(page.getByRole('img', { name: `${breed} 사진` })).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: '목록으로' }).click();
  // The search lives in the address (ADR 185): back is the same URL, filters and all.
  await expect(page).toHaveURL(/\/lookup\?.*city=%EC%88%98%EC%9B%90%EC%8B%9C/);
  await expect(page.getByLabel('시/군/구')).toHaveValue('수원시');
  await expect(page.getByLabel('품종')).toHaveValue(breed);
  await expect(total(page)).toHaveText(`총 ${found}건`);
  expect(await cardLabels(page)).toEqual(results);
});

test('adopt: only dogs in care are listed', async ({ page }) => {
  // /lookup shows dogs in care unless the state select says 전체 (ADR 185).
  await page.goto(`/lookup?state=${encodeURIComponent('전체')}`);
  await expect(total(page)).toBeVisible();
  const everything = await countOf(page);

  await page.goto('/adopt');
  await expect(total(page)).toBeVisible();
  const inCare = await countOf(page);
  expect(inCare).toBeGreaterThan(0);
  expect(inCare).toBeLessThan(everything);
  for (const state of await page
    .getByRole('article')
    .locator('dd:nth-of-type(4)')
    .allTextContents()) {
    expect(state).toContain('보호중');
  }
  await page.getByLabel('시/군/구').selectOption('용인시');
  await expect(total(page)).not.toHaveText(`총 ${inCare}건`);
  for (const state of await page
    .getByRole('article')
    .locator('dd:nth-of-type(4)')
    .allTextContents()) {
    expect(state).toContain('보호중');
  }
  await expect(
    page.getByText('본 서비스는 입양 업무를 직접 진행하지 않습니다.', { exact: false }),
  ).toBeVisible();
  await page
    .getByRole('link', { name: /상세보기/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: '공고 정보' })).toContainText('보호중');
});
