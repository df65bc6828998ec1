import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { agreeRequired, logIn, newMember, signUp } from '../support/users';
import type { Member } from '../support/users';

/**
 * Issue 27: a log-in asked for by a page comes back to that page, and a visitor who opens a
 * members' page sees a real page saying why, not a blank one behind a dialog.
 */

async function submitLogIn(page: Page, member: Member) {
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

// The report form is open to visitors since issue 39 (ADR 243): 문의하기 is the members' form.
test('a visitor opening the inquiry form gets a page saying why, logs in from it and comes back to the form', async ({
  page,
}) => {
  const member = newMember();
  await signUp(page, member);
  await page.goto('/inquiry/write');
  const main = page.getByRole('main');
  await expect(main.getByText('로그인이 필요합니다.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await main.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Finquiry%2Fwrite$/);
  await submitLogIn(page, member);
  await expect(page).toHaveURL(/\/inquiry\/write$/);
  await expect(page.getByLabel('제목')).toBeVisible();
});

test('signing up from the inquiry form’s page, then logging in, comes back to the form', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/inquiry/write');
  await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/signup\?from=%2Finquiry%2Fwrite$/);
  await page.getByLabel('닉네임').fill(member.nickname);
  await page.getByLabel('이메일', { exact: true }).fill(member.email);
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await agreeRequired(page);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Finquiry%2Fwrite$/);
  await submitLogIn(page, member);
  await expect(page).toHaveURL(/\/inquiry\/write$/);
  await expect(page.getByLabel('제목')).toBeVisible();
});

test('the header’s log-in link comes back to the page it was used on', async ({ page }) => {
  const member = newMember();
  await signUp(page, member);
  await page.goto('/report/how');
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await submitLogIn(page, member);
  await expect(page).toHaveURL(/\/report\/how$/);
  await expect(page.getByRole('banner').getByText(`${member.nickname}님`)).toBeVisible();
});

test('a member opening the notice form is told on a page of its own that he may not write notices', async ({
  page,
}) => {
  const member = newMember();
  await signUp(page, member);
  await logIn(page, member.userid, member.password);
  await page.goto('/notice/write');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '공지 작성' })).toBeVisible();
  await expect(main.getByText('공지사항 작성/수정 권한이 없습니다.')).toBeVisible();
  await expect(main.getByLabel('제목')).toHaveCount(0);
});

test('a return path with a tab in it stays on the site, in a log-in and in a notice’s 목록 link', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/notices/paged?page=0&size=1')).json()) as {
    data: { id: number }[];
  };
  const notice = list.data[0]?.id;
  expect(notice, 'a demo notice').toBeTruthy();
  await page.goto(`/notice/detail?id=${notice}&from=/%09/evil.example`);
  await expect(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/notice');

  const member = newMember();
  await signUp(page, member);
  await page.goto('/login?from=/%09/evil.example');
  await submitLogIn(page, member);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
