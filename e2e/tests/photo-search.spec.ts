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
  await expect(page).toHaveURL(/\/lookup\?search=photo$/);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', href ?? '');
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();

  // Another breed, after deleting the first photo.
  await page.getByRole('button', { name: '사진 삭제' }).click();
  results = await searchByPhoto(page, heldOutPhoto('samoyed'));
  await expect(results.getByRole('listitem').first()).toContainText('사모예드');
  await results.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: '동물 정보' })).toContainText('사모예드');
});

test('a photo the server refuses says why, in its words, and leaves no empty result behind', async ({
  page,
}) => {
  await page.goto('/lookup?search=photo');
  const panel = page.getByRole('region', { name: '사진으로 찾기' });
  const dialog = page.getByRole('alertdialog');
  const refused = [
    // Over the server's 10 MB limit: the browser sends it whole and reads the 413.
    {
      photo: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
      message: '파일이 너무 큽니다.',
    },
    // Called a JPEG by its name and type, but not an image inside (HEIC and the like).
    {
      photo: { name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
      message: '이미지 파일만 업로드할 수 있습니다.',
    },
  ];
  for (const { photo, message } of refused) {
    await page.getByLabel('사진 선택').setInputFiles(photo);
    await panel.getByRole('button', { name: '사진으로 찾기' }).click();
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('유사한 유기견이 없습니다.')).toBeHidden();
    await expect(page.getByText('총 0건')).toBeHidden();
  }
});
