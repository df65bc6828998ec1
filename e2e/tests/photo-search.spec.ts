import { expect, test } from '@playwright/test';

test('photo search on /lookup finds a demo dog from a copy of its picture', async ({
  page,
  request,
}) => {
  await page.goto('/lookup');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const href = await firstCard.getByRole('link').first().getAttribute('href');
  const dogId = /\/lookup\/(\d+)/.exec(href ?? '')?.[1];
  expect(dogId, 'a demo dog on the list').toBeTruthy();
  const dog = await (await request.get(`/api/dog-details/${dogId}`)).json();
  const photo = await (await request.get(dog.imagePath)).body();

  await page.getByRole('button', { name: '사진으로 찾기', pressed: false }).click();
  await page.getByLabel('사진 선택').setInputFiles({
    name: 'my-dog.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();

  // The server embeds the demo dogs in the background after it starts: search until it has.
  const panel = page.getByRole('region', { name: '사진으로 찾기' });
  const results = page.getByRole('region', { name: '사진 검색 결과' });
  await expect(async () => {
    await panel.getByRole('button', { name: '사진으로 찾기' }).click();
    await expect(results.getByRole('link').first()).toHaveAttribute('href', `/lookup/${dogId}`, {
      timeout: 3000,
    });
  }).toPass({ timeout: 90_000 });

  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/lookup/${dogId}$`));
  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', `/lookup/${dogId}`);
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();
});
