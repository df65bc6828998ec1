import { expect, test } from '@playwright/test';

type Shelter = { careRegNo: string; careNm: string; careTel: string | null; lat: number | null };
type DogsPage = { data: { shelterId: string | null; number: string | null }[] };

test('a shelter page lists its dogs in care and its phone is a tel: link', async ({
  page,
  request,
}) => {
  // The shelter of the first dog in care: the demo data gives every shelter a phone and a place.
  const dogs = (await (
    await request.get('/api/dog-details/paged?page=0&size=1&state=보호중')
  ).json()) as DogsPage;
  const shelterId = dogs.data[0]?.shelterId;
  expect(shelterId, 'a dog in care with a shelter').toBeTruthy();
  const shelter = (await (
    await request.get(`/api/shelters/${encodeURIComponent(shelterId!)}`)
  ).json()) as Shelter;
  expect(shelter.careTel, "the demo shelter's phone").toBeTruthy();
  const tel = `tel:${shelter.careTel!.replace(/[^0-9+]/g, '')}`;

  await page.goto(`/shelters/${shelter.careRegNo}`);
  await expect(page.getByRole('heading', { level: 1, name: shelter.careNm })).toBeVisible();
  // Exact: the cards' 입양 문의 links also name the number.
  await expect(page.getByRole('link', { name: shelter.careTel!, exact: true })).toHaveAttribute(
    'href',
    tel,
  );
  const list = page.getByRole('region', { name: '보호 중인 동물' });
  const card = list.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^입양 문의/ })).toHaveAttribute('href', tel);
  if (shelter.lat != null) {
    await expect(page.getByRole('region', { name: '보호소 위치 지도' })).toBeVisible();
  }

  // The dog's own page leads back to its shelter.
  await card.getByRole('link', { name: /상세보기/ }).click();
  await expect(page).toHaveURL(/\/adopt\/\d+$/);
  // The old page stays until the detail's lazy chunk arrives.
  await expect(page.getByRole('heading', { level: 1, name: '유기견 상세 정보' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `입양 문의 보호소에 전화하기 ${shelter.careTel}`, exact: true }),
  ).toHaveAttribute('href', tel);
  await page.getByRole('link', { name: shelter.careNm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shelters/${shelter.careRegNo}$`));
});

test('/lookup filters survive a reload and come back with the back button', async ({ page }) => {
  await page.goto('/lookup');
  await page.getByLabel('크기').selectOption('소형');
  await page.getByLabel('색상').selectOption('흰색');
  await expect(page).toHaveURL(/sizeClass=/);
  await page.reload();
  await expect(page.getByLabel('크기')).toHaveValue('소형');
  await expect(page.getByLabel('색상')).toHaveValue('흰색');
  const firstDetail = page.getByRole('link', { name: /상세보기/ }).first();
  if (await firstDetail.count()) {
    await firstDetail.click();
    await expect(page).toHaveURL(/\/lookup\/\d+/);
    await page.goBack();
  } else {
    await page.goto('/adopt/process');
    await page.goBack();
  }
  await expect(page.getByLabel('크기')).toHaveValue('소형');
  await expect(page.getByLabel('색상')).toHaveValue('흰색');
});
