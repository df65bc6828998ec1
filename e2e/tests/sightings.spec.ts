import { expect, test } from '@playwright/test';
import { lastMailTo } from '../support/outbox';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';
import { dogPhoto } from '../support/photos';

/** The server refuses a visitor's form sent sooner than this after it opened (ADR 135). */
const MIN_FILL_MS = 3_000;

for (const size of Object.keys(viewports) as ViewportName[]) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport: viewports[size] });

    test('a visitor posts a found dog with a photo, opens the mailed link, and it is on the board', async ({
      page,
    }) => {
      const stamp = `${size}${Date.now().toString(36).slice(-5)}`;
      const email = `finder_${stamp}@example.com`;
      const place = `광교호수공원 정문 ${stamp}`;

      await page.goto('/sighting');
      const token = page.waitForResponse('**/api/sightings/form-token');
      await page.getByRole('link', { name: '제보하기' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('발견·목격 제보하기');
      // The server counts from when it signed the form's start.
      await token;
      const opened = Date.now();
      await page.getByRole('radio', { name: /^발견/ }).check();
      await page.getByLabel('본 날짜와 시간').fill('2026-10-05T21:30');
      await page.getByLabel('시/도').selectOption('경기도');
      await page.getByLabel('시/군/구').selectOption('수원시');
      await page.getByLabel('본 장소').fill(place);
      await page.getByLabel('사진').setInputFiles(dogPhoto());
      await expect(page.getByAltText('사진 1 미리보기')).toBeVisible();
      await page.getByLabel('품종 (추정)').fill('말티즈');
      await page.getByLabel('크기').selectOption('소형');
      await page.getByLabel('지금 어디에 있나요').fill('제가 집에서 데리고 있어요');
      await page.getByLabel('이메일').fill(email);
      await page.getByLabel('이름 (선택)').fill('이웃');
      // A person takes a few seconds; this test types faster than the server believes.
      await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - opened)));
      await page.getByRole('button', { name: '제보 올리기' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('확인 메일을 보냈어요');

      // Not public until the link in the mail is opened.
      await page.goto('/sighting');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('발견·목격 제보');
      await expect(page.getByText('총', { exact: false })).toBeVisible();
      await expect(page.getByText(place)).toHaveCount(0);

      await expect.poll(() => lastMailTo(email)?.text ?? '').toContain('/sighting/manage?token=');
      const link = /https?:\/\/\S+\/sighting\/manage\?token=\S+/.exec(lastMailTo(email)!.text)![0];
      await page.goto(link);
      await expect(page).toHaveURL(/\/sighting\/view\?id=\d+$/);
      expect(page.url()).not.toContain('token');
      await expect(page.getByText('제보가 올라갔습니다.', { exact: false })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(place);
      await expect(page.getByRole('link', { name: '수정' })).toBeVisible();
      await expect(page.getByRole('button', { name: '마감하기' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '가족일 수 있는 실종 신고' })).toBeVisible();
      const photo = page.getByRole('img', { name: '발견된 강아지 사진' });
      await expect(photo).toHaveAttribute('src', /^\/api\/sightings\/images\/sightings\//);
      // The photo loads after the page: a busy machine once read it a moment too soon.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      await page.getByRole('link', { name: '목록으로' }).click();
      const card = page.getByRole('listitem').filter({ hasText: place });
      await expect(card).toContainText('발견');
      await expect(card).toContainText('2026년 10월 5일 (월) 오후 9:30');
      await expect(card).toContainText('말티즈 · 소형');
      await expect(card.getByRole('img', { name: '발견된 강아지 사진' })).toBeVisible();
    });
  });
}
