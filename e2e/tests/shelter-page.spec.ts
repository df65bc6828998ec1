import { expect, test } from '@playwright/test';

type Shelter = { careRegNo: string; careNm: string; careTel: string | null };
type DogsPage = { data: { shelterId: string | null }[] };

test('a shelter page lists its dogs in care and its phone is a tel: link', async ({
  page,
  request,
}) => {
  const shelters = (await (await request.get('/api/shelters?page=0&size=500')).json()) as {
    response: { body: { items: { item: Shelter[] } } };
  };
  const dogs = (await (
    await request.get('/api/dog-details/paged?page=0&size=100&state=보호중')
  ).json()) as DogsPage;
  const held = new Set(dogs.data.map((d) => d.shelterId));
  const shelter = shelters.response.body.items.item.find((s) => s.careTel && held.has(s.careRegNo));
  test.skip(!shelter, 'the demo data has no shelter with a phone and dogs in care');
  await page.goto(`/shelters/${shelter!.careRegNo}`);
  await expect(page.getByRole('heading', { level: 1, name: shelter!.careNm })).toBeVisible();
  await expect(page.getByRole('link', { name: shelter!.careTel! })).toHaveAttribute(
    'href',
    `tel:${shelter!.careTel!.replace(/[^0-9+]/g, '')}`,
  );
  const list = page.getByRole('region', { name: '보호 중인 동물' });
  await expect(list.getByRole('article').first()).toBeVisible();
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
