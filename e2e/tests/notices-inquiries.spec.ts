import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { logInByApi, newMember, signedInMember } from '../support/users';

/** A real 1×1 PNG: the server decodes and re-encodes every upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin writes a notice with a described image; a visitor finds it by title+content and opens it', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const title = `산책 모임 안내 ${tag}`;
  const word = `한강공원${tag}`;
  await logInByApi(page, admin.userid, admin.password);
  await page.goto('/notice/write');
  await expect(page.getByLabel('작성자')).toHaveValue(admin.nickname);
  await page.getByLabel('제목').fill(title);
  await page
    .getByLabel('내용')
    .fill(`이번 주 토요일 ${word}에서 만나요.\n<b>굵게</b>는 글자 그대로 보여야 합니다.`);
  await page
    .getByLabel('첨부 이미지')
    .setInputFiles({ name: '산책.png', mimeType: 'image/png', buffer: PNG });
  // Each image gets its alt text (issue 27): what it shows, not its file name.
  await page
    .getByRole('group', { name: '이미지 1 (산책.png)' })
    .getByLabel('설명', { exact: true })
    .fill('한강공원 잔디밭 지도');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const visitor = await newPage(browser);
  await visitor.goto('/notice');
  await expect(visitor.getByLabel('검색 조건')).toHaveValue('title_content');
  await visitor.getByLabel('검색어').fill(word);
  await visitor.getByRole('button', { name: '검색' }).click();
  await expect(visitor.getByRole('row')).toHaveCount(2);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    visitor.getByText('<b>굵게</b>는 글자 그대로 보여야 합니다.', { exact: false }),
  ).toBeVisible();
  const image = visitor.getByRole('img', { name: '한강공원 잔디밭 지도' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(visitor.getByRole('img', { name: '산책.png' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await visitor.context().close();
});

test('a member writes a private inquiry; another member cannot open it; the admin answers with Enter', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const title = `비밀 문의 ${tag}`;
  const author = newMember();
  await signedInMember(page, author);
  await page.goto('/inquiry/write');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('우리집 주소가 담긴 비공개 내용입니다.');
  await page.getByLabel('비공개로 작성').check();
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/inquiry\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByText('답변 대기')).toBeVisible();

  const other = await newPage(browser);
  const stranger = newMember();
  await signedInMember(other, stranger);
  await other.goto('/inquiry');
  const masked = `${Array.from(author.nickname).slice(0, 2).join('')}***`;
  await expect(other.getByRole('row').filter({ hasText: masked }).first()).toContainText(
    '비공개 글입니다.',
  );
  await expect(other.getByText(title)).toHaveCount(0);
  await other.goto(`/inquiry/${id}`);
  const dialog = other.getByRole('alertdialog');
  await expect(dialog).toContainText('비공개 글입니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(other).toHaveURL(/\/inquiry$/);
  await other.context().close();

  const adminPage = await newPage(browser);
  await logInByApi(adminPage, admin.userid, admin.password);
  await adminPage.goto(`/inquiry/${id}`);
  await expect(adminPage.getByRole('heading', { name: title })).toBeVisible();
  const box = adminPage.getByLabel('답변 내용');
  await box.fill('주소는 지웠습니다. 보호소에 먼저 연락해 보세요.');
  await box.press('Enter');
  // The reply shows in the list; the box may still hold the text for a moment.
  await expect(
    adminPage.getByRole('listitem').getByText('주소는 지웠습니다. 보호소에 먼저 연락해 보세요.'),
  ).toBeVisible();
  await expect(box).toHaveValue('');
  await adminPage.context().close();

  await page.goto('/inquiry');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('답변 완료');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByText('주소는 지웠습니다. 보호소에 먼저 연락해 보세요.')).toBeVisible();
  await expect(page.getByText('답변 완료')).toBeVisible();
});
