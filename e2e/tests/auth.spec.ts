import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { JWT_SECRET, admin } from '../support/env';
import { lastMailTo } from '../support/outbox';
import { agreeRequired, logIn, logOut, newMember, signUp } from '../support/users';

test('sign up: duplicate nickname and weak password are refused, then the account is made', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/signup');
  await page.getByLabel('닉네임').fill(admin.nickname);
  await page.getByLabel('이메일', { exact: true }).click();
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeDisabled();

  await page.getByLabel('닉네임').fill(member.nickname);
  await page.getByLabel('이메일', { exact: true }).fill(member.email);
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호', { exact: true }).fill('weakpass');
  await page.getByLabel('비밀번호 확인').fill('weakpass');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(
    page.getByText('비밀번호는 8자 이상이며 대문자, 숫자, 특수문자를 포함해야 합니다.'),
  ).toBeVisible();

  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await agreeRequired(page);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '회원가입이 완료되었습니다! 잠시 후 로그인 페이지로 이동합니다.',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('log in, reload keeps the session, log out', async ({ page }) => {
  const member = newMember();
  await signUp(page, member);
  await logIn(page, member.userid, member.password);
  const header = page.getByRole('banner');
  await expect(header.getByText(`${member.nickname}님`)).toBeVisible();

  // The reload refreshes the token; leaving before its answer arrives keeps the session too
  // (ADR 002's grace gives the old cookie a new token).
  await page.reload();
  await expect(header.getByText(`${member.nickname}님`)).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await logOut(page);
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
});

test('an expired access token is refreshed without the member noticing', async ({
  page,
  context,
}) => {
  const member = newMember();
  await signUp(page, member);
  // Without "로그인 상태 유지" nothing refreshes at load: only the 401 path can save the session.
  await logIn(page, member.userid, member.password, false);
  const cookies = await context.cookies();
  const user = JSON.parse(
    decodeURIComponent(cookies.find((c) => c.name === 'user')?.value ?? '{}'),
  );
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer('chajajulgae')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 1800)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 900)
    .sign(new TextEncoder().encode(JWT_SECRET));
  await context.addCookies([{ name: 'token', value: expired, url: page.url() }]);

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh') && r.ok());
  await page.reload();
  await refreshed;
  await expect(page.getByRole('banner').getByText(`${member.nickname}님`)).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  expect(token).not.toBe(expired);
});

test('forgot password: the mailed link sets a new password that logs in', async ({ page }) => {
  const member = newMember();
  await signUp(page, member);
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: '비밀번호 찾기' }).click();
  await page.getByLabel('이메일').fill(member.email);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page.getByText('비밀번호 재설정 링크를 이메일로 보냈습니다.')).toBeVisible();

  // The server logs the mail a moment after it answers: wait for it, as the journeys do.
  const resetLink = () =>
    /https?:\/\/\S+\/reset-password\?token=\S+/.exec(lastMailTo(member.email)?.text ?? '')?.[0];
  await expect.poll(resetLink, { message: 'reset link in the outbox' }).toBeTruthy();
  const link = resetLink();
  await page.goto(link ?? '');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Newer!pass2');
  await page.getByLabel('새 비밀번호 확인').fill('Newer!pass2');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(
    page.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.'),
  ).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await logIn(page, member.userid, 'Newer!pass2');
  await expect(page.getByRole('banner').getByText(`${member.nickname}님`)).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});
