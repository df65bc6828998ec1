import { expect, test } from '@playwright/test';
import { logIn, logOut, newMember, signedInMember } from '../support/users';

test('a member changes the nickname, sees it in the header, then changes the password', async ({
  page,
}) => {
  const member = newMember();
  await signedInMember(page, member);

  await page.goto('/mypage/edit');
  await expect(page.getByLabel('아이디')).toHaveValue(member.userid);
  const nickname = `바뀐${member.nickname}`.slice(0, 20);
  await page.getByLabel('닉네임', { exact: true }).fill(nickname);
  await page.getByRole('button', { name: '닉네임 변경', exact: true }).click();
  // A toast, not a modal (issue 38 item 17).
  await expect(
    page.getByRole('status').filter({ hasText: '닉네임이 변경되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText(`${nickname}님`)).toBeVisible();

  await page.getByRole('button', { name: '비밀번호 변경', exact: true }).click();
  await page.getByLabel('현재 비밀번호').fill(member.password);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Changed!pass7');
  await page.getByLabel('새 비밀번호 확인').fill('Changed!pass7');
  await page.getByRole('button', { name: '비밀번호 변경하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '비밀번호가 변경되었습니다.' }),
  ).toBeVisible();

  // This device stays logged in across a reload (its refresh token was renewed).
  await page.reload();
  await expect(page.getByRole('banner').getByText(`${nickname}님`)).toBeVisible();

  await logOut(page);
  await logIn(page, member.userid, 'Changed!pass7');
  await expect(page.getByRole('banner').getByText(`${nickname}님`)).toBeVisible();
});
