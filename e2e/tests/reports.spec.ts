import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { dogPhoto } from '../support/photos';
import { newMember, signedInMember } from '../support/users';

/** A logged-in member in a browser context of their own. */
async function memberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const member = newMember();
  await signedInMember(page, member);
  return page;
}

const photoSrc = (page: Page) =>
  page.getByRole('img', { name: /사진$/ }).first().getAttribute('src');

test('a member files a report with a photo, finds it by place, edits it, and deletes it; others cannot edit', async ({
  browser,
}) => {
  const author = await memberPage(browser);
  const dogName = `초코${Date.now().toString(36).slice(-4)}`;

  await author.goto('/report/write');
  await author.getByLabel('실종 날짜').fill('2026-10-03');
  await expect(author.getByLabel('시/군/구')).toBeDisabled();
  await author.getByLabel('시/도').selectOption('경기도');
  await author.getByLabel('시/군/구').selectOption('용인시');
  await author.getByLabel('품종').fill('말티즈');
  await author.getByLabel('성별').selectOption('암컷');
  await author.getByLabel('강아지 이름 (선택)').fill(dogName);
  await author.getByLabel('연락처').fill('010-2222-3333');
  await author.getByLabel('특징').fill('흰 털에 빨간 목줄을 하고 있어요.');
  await author.getByLabel('사진').setInputFiles(dogPhoto());
  await expect(author.getByAltText('사진 1 미리보기')).toBeVisible();
  await author.getByRole('button', { name: '등록하기' }).click();
  // The new report opens at once (issue 19): on the oldest-first list it would be last.
  await expect(author).toHaveURL(/\/report\/view\?id=\d+&from=%2Freport$/);
  await expect(author.getByRole('heading', { level: 1 })).toContainText(dogName);
  await author.getByRole('link', { name: '목록으로' }).click();

  // The list, narrowed to the place the dog was lost. Wait for the list itself: until its
  // code has loaded, the router keeps showing the form, which has a 시/도 select too.
  await expect(author.getByRole('heading', { name: '실종 신고 목록' })).toBeVisible();
  await author.getByLabel('시/도').selectOption('경기도');
  await author.getByLabel('시/군/구').selectOption('용인시');
  await author.getByRole('button', { name: '검색' }).click();
  await expect(author).toHaveURL(/district=/);
  const card = author.getByRole('listitem').filter({ hasText: dogName });
  await expect(card).toContainText('경기도 용인시');
  await expect(author.getByText('010-2222-3333')).toHaveCount(0);
  await card.getByRole('link').click();

  await expect(author).toHaveURL(/\/report\/view\?id=\d+/);
  const reportId = new URL(author.url()).searchParams.get('id');
  await expect(author.getByRole('region', { name: '신고자 정보' })).toContainText('010-2222-3333');
  const original = await photoSrc(author);
  expect(original).toMatch(/^\/api\/lost-pet\/images\/reports\//);

  // Edit without choosing a new photo: the photo stays.
  await author.getByRole('link', { name: '수정' }).click();
  await expect(author.getByLabel('강아지 이름 (선택)')).toHaveValue(dogName);
  await author.getByLabel('특징').fill('흰 털, 빨간 목줄, 오른쪽 귀에 갈색 점');
  await author.getByRole('button', { name: '수정하기' }).click();
  await expect(author).toHaveURL(new RegExp(`/report/view\\?id=${reportId}`));
  await expect(author.getByText('오른쪽 귀에 갈색 점')).toBeVisible();
  expect(await photoSrc(author)).toBe(original);
  const photo = author.getByRole('img', { name: /사진$/ }).first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Another member: no edit button, and the edit page sends them back.
  const other = await memberPage(browser);
  await other.goto(`/report/view?id=${reportId}`);
  await expect(other.getByRole('heading', { level: 1 })).toContainText(dogName);
  await expect(other.getByRole('link', { name: '수정' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await other.goto(`/report/edit?id=${reportId}`);
  await expect(other.getByRole('alertdialog')).toContainText('수정 권한이 없습니다.');
  await other.getByRole('button', { name: '확인' }).click();
  await expect(other).toHaveURL(new RegExp(`/report/view\\?id=${reportId}`));

  // The author deletes it after confirming.
  await author.getByRole('button', { name: '삭제' }).click();
  await expect(author.getByRole('alertdialog')).toContainText('정말 삭제하시겠습니까?');
  await author.getByRole('button', { name: '확인' }).click();
  await expect(author).toHaveURL(/\/report(\?.*)?$/);
  await author.goto(`/report/view?id=${reportId}`);
  await expect(author.getByText('실종 신고를 찾을 수 없습니다.')).toBeVisible();
});

test('a visitor writes a report without logging in, giving the e-mail its link goes to', async ({
  page,
}) => {
  await page.goto('/report/write');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '실종 신고하기' })).toBeVisible();
  await expect(main.getByLabel('이메일')).toBeVisible();
  await expect(main.getByText('로그인이 필요합니다.')).toHaveCount(0);
});

test('the demo reports are listed with their photos', async ({ page }) => {
  // Oldest first: the demo's reports lead, before any a journey added (all with photos).
  await page.goto('/report?sort=oldest');
  await expect(page.getByText(/^총 \d+건$/)).toBeVisible();
  const first = page.getByRole('list', { name: '실종 신고 목록' }).getByRole('img').first();
  await expect(first).toHaveAttribute('src', /_thumb\.jpg$/);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
