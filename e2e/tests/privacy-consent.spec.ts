import { expect, test } from '@playwright/test';
import { lastMailTo } from '../support/outbox';
import { settle } from '../support/page-walk';
import { logIn, newMember, signUp } from '../support/users';

/*
 * Issue 29: consent at signup. The required boxes are required; with the optional e-mail box
 * left unticked the member gets no alert e-mail, and 동의 관리 says so.
 */

test('signup without the required consents marks each box and makes no account', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/signup');
  await page.getByLabel('닉네임').fill(member.nickname);
  await page.getByLabel('이메일', { exact: true }).fill(member.email);
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('이용약관에 동의해야 가입할 수 있습니다.')).toBeVisible();
  await expect(page.getByText('개인정보 수집·이용에 동의해야 가입할 수 있습니다.')).toBeVisible();
  await expect(page.getByText('만 14세 이상만 가입할 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '[필수] 이용약관 동의' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/signup$/);
  const login = await page.request.post('/auth/login', {
    data: { userid: member.userid, password: member.password },
  });
  expect(login.status()).toBe(401);
});

test('signup with the required consents only: no e-mail consent, no alert e-mail', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await signUp(page, member, { emailAlerts: false });
  await logIn(page, member.userid, member.password);
  // No 약관 변경 동의 screen: the member agreed to the versions in force.
  await expect(page.getByRole('heading', { name: '약관 변경 동의' })).toHaveCount(0);

  await page.goto('/mypage/edit');
  const consents = page.getByRole('region', { name: '동의 관리' });
  await expect(consents.getByText(/\[필수\] 이용약관 동의: .*동의 \(버전/)).toBeVisible();
  await expect(
    consents.getByRole('checkbox', { name: '[선택] 이메일 알림 수신 동의' }),
  ).not.toBeChecked();
  // The alert settings agree: e-mail is off for every kind.
  await expect(page.getByRole('checkbox', { name: /이메일/ }).first()).not.toBeChecked();
  // Only the signup's own mail, if any, reached the outbox; no alert mail.
  const mail = lastMailTo(member.email);
  expect(mail?.subject ?? '').not.toMatch(/알림|비슷한|목격|메시지/);
});

test('the footer links the policies, which show their version and 시행일', async ({ page }) => {
  await page.goto('/');
  // The home page's cards and counts fill in after it paints, moving the footer down: val51
  // clicked it mid-move and hit nothing. A person reaches the footer once the page is still.
  await settle(page);
  await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByText(/버전 \S+ · 시행일 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
});
