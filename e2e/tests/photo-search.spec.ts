import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { heldOutPhoto, waitForPhotoIndex } from '../support/demo-data';

/** Searches /lookup by a photo and waits for the results (the search panel stays open). */
async function searchByPhoto(page: Page, photo: ReturnType<typeof heldOutPhoto>) {
  await page.getByLabel('사진 선택').setInputFiles(photo);
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();
  const panel = page.getByRole('region', { name: '사진으로 찾기' });
  const results = page.getByRole('region', { name: '사진 검색 결과' });
  await expect(async () => {
    await panel.getByRole('button', { name: '사진으로 찾기' }).click();
    await expect(results.getByRole('link').first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  return results;
}

test('a visitor uploads a real dog photo on /lookup and the first result is a real dog of that breed', async ({
  page,
  request,
}) => {
  await waitForPhotoIndex(request);
  await page.goto('/lookup');
  await page.getByRole('button', { name: '사진으로 찾기', pressed: false }).click();
  await expect(page.getByRole('region', { name: '사진으로 찾기' })).toBeVisible();

  // A pug photo that is none of the demo dogs: a pug in care comes first.
  let results = await searchByPhoto(page, heldOutPhoto('pug'));
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText('퍼그');
  const href = await first.getByRole('link').getAttribute('href');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('region', { name: '동물 정보' })).toContainText('퍼그');

  // Back to the list: the photo and its results are still there.
  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/lookup$/);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', href ?? '');
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();

  // Another breed, after deleting the first photo.
  await page.getByRole('button', { name: '사진 삭제' }).click();
  results = await searchByPhoto(page, heldOutPhoto('samoyed'));
  await expect(results.getByRole('listitem').first()).toContainText('사모예드');
  await results.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: '동물 정보' })).toContainText('사모예드');
});
