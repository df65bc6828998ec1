import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

let counter = 0;
/**
 * A member no other test has: the time, the worker (two run side by side, each with its own
 * counter) and the counter.
 */
export function newMember() {
  counter += 1;
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const id = `${Date.now().toString(36)}${worker}${counter}`;
  return {
    nickname: `집사${id}`,
    email: `e2e_${id}@example.com`,
    userid: `e2e_${id}`,
    password: 'Strong!pass1',
  };
}

export type Member = ReturnType<typeof newMember>;

/** The three required consents, as an API signup sends them (issue 29). */
export const REQUIRED_CONSENTS = { agreeTerms: true, agreePrivacy: true, agreeAge14: true };

/** Signs up through the API with the required consents and e-mail alerts: `/auth/signup`. */
export const signupBody = (member: Member) => ({
  ...member,
  ...REQUIRED_CONSENTS,
  // Like the form helper's default: these members want the alert e-mails the journeys check.
  agreeEmailAlerts: true,
});

/** Ticks the signup form's three required consents (issue 29). */
export async function agreeRequired(page: Page) {
  await page.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
  await page.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }).check();
  await page.getByRole('checkbox', { name: '[필수] 만 14세 이상입니다' }).check();
}

/**
 * Signs up through the real form, ticking the required consents (and the optional e-mail
 * one unless told not to), and goes on to /login by the success dialog's 확인, as a member in
 * a hurry does; the dialog's own 2-second redirect is auth.spec's first test.
 */
export async function signUp(page: Page, member: Member, { emailAlerts = true } = {}) {
  await page.goto('/signup');
  await page.getByLabel('닉네임').fill(member.nickname);
  await page.getByLabel('이메일', { exact: true }).fill(member.email);
  await page.getByLabel('아이디').fill(member.userid);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await agreeRequired(page);
  if (emailAlerts)
    await page.getByRole('checkbox', { name: '[선택] 이메일 알림 수신 동의' }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  // On a slow machine the dialog may have gone by itself before the click.
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: '확인' })
    .click({ timeout: 1500 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
}

export async function logIn(page: Page, userid: string, password: string, remember = true) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(userid);
  await page.getByLabel('비밀번호').fill(password);
  if (!remember) await page.getByLabel('로그인 상태 유지').uncheck();
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs out through the menu under the nickname in the header (issue 19). */
export async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /님 메뉴$/ })
    .click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
}

/**
 * Logs in through the API and leaves the session where the log-in page leaves it, with 로그인
 * 상태 유지: the refresh cookie the server sets, and the spec's session cookies (§3: token,
 * user, autoLogin). Then the home page, the header showing the member. For journeys about
 * something else; auth.spec and return-after-login.spec log in through the form.
 */
export async function logInByApi(page: Page, userid: string, password: string) {
  const login = await page.request.post('/auth/login', { data: { userid, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: object };
  const url = new URL(login.url()).origin;
  await page.context().addCookies(
    [
      ['token', accessToken],
      ['user', JSON.stringify(user)],
      ['autoLogin', 'true'],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url })),
  );
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /님 메뉴$/ })).toBeVisible();
}

/** A new member, signed up and logged in through the API (logInByApi), on the home page. */
export async function signedInMember(page: Page, member = newMember()) {
  const signup = await page.request.post('/auth/signup', { data: signupBody(member) });
  expect(signup.status(), await signup.text()).toBe(201);
  await logInByApi(page, member.userid, member.password);
  return member;
}
