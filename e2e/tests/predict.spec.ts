import { expect, test } from '@playwright/test';

/** A 48×48 JPEG of a brown "puppy" face, so the spec needs no files from outside. */
const PUPPY_JPEG = Buffer.from(
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAwADADASIAAhEBAxEB/8QAGAABAAMBAAAAAAAAAAAAAAAAAAQFBgH/xAAnEAACAQMCBAcBAAAAAAAAAAABAgADBBEFIQYSMkETMWFxgZGxwf/EABgBAAMBAQAAAAAAAAAAAAAAAAABAgMF/8QAGhEBAAIDAQAAAAAAAAAAAAAAAAIRASIxEv/aAAwDAQACEQMRAD8AvIicZlRSzsFUDJJ8hOM6rsSnuOI7emxWjSarjvnlEW/EdvUYLWpNSz3zzCOshcROKyuoZGDKRkEHYzsQJnuIrxjVW0Q4UDmf1PaaGZTX6bJqrsfJ1Uj6x/JUehRW+pW9ze1rSnzeJR6sjY4ODiLjUre2vaNpU5vErdOBsMnAzJK0qaOzrTVXbqYDc+8NSpu6u1NWdeliNx7TbW0bUvuHLxhVa0c5UjmT0PcTQzKaBTZ9VRh5IrE/WP7NXMZdWSDqmmrqFAAELVToY/hk6IgxNxZ3FqxWtRZcd8bH5i3s7i6YLRos2e+Nh8zbRK9Eg6Xpq6fQIJDVX62H4JOiJJv/2Q==',
  'base64',
);

test('predict: an image is required, then the result page shows the photo, the adult look and similar dogs', async ({
  page,
}) => {
  await page.goto('/lookup/predict-dog');
  await page.getByRole('button', { name: '예측하기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('이미지를 업로드해주세요.');
  await page.getByRole('button', { name: '확인' }).click();

  await page.getByLabel('사진 선택').setInputFiles({
    name: 'puppy.jpg',
    mimeType: 'image/jpeg',
    buffer: PUPPY_JPEG,
  });
  await expect(page.getByRole('img', { name: '올린 사진 미리보기' })).toBeVisible();
  await page.getByRole('button', { name: '예측하기' }).click();

  await expect(page).toHaveURL(/\/lookup\/search-result$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '예측 결과' })).toBeVisible();
  await expect(page.getByRole('img', { name: '올린 사진' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '닮은 유기견' })).toBeVisible();
  // The demo dogs are indexed by now (photo-search.spec runs first and waits for it).
  const firstDog = page.getByRole('link', { name: /유사도/ }).first();
  await expect(firstDog).toBeVisible();
  await firstDog.click();
  await expect(page).toHaveURL(/\/lookup\/predict-dog\/\d+$/);
  await expect(page.getByRole('region', { name: '동물 정보' })).toBeVisible();
  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/lookup\/search-result$/);

  // Reloading keeps the result for the session; the predict page clears it on a new image.
  await page.reload();
  await expect(page.getByRole('img', { name: '올린 사진' })).toBeVisible();
});

test('search result: without a stored prediction the page goes back to the upload', async ({
  page,
}) => {
  await page.goto('/lookup/search-result');
  await expect(page).toHaveURL(/\/lookup\/predict-dog$/);
  await expect(page.getByRole('heading', { name: '성견 모습 예측' })).toBeVisible();
});
