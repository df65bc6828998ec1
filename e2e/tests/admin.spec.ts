import { expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { logInByApi, logOut, newMember, signedInMember, signUp } from '../support/users';

test('the admin searches a member, opens the detail and deletes them after the confirm', async ({
  page,
}) => {
  const member = newMember();
  await signUp(page, member);

  await logInByApi(page, admin.userid, admin.password);
  await page.goto('/adminpage');
  await expect(page.getByRole('region', { name: '관리자 정보' })).toContainText('ADMIN');
  await page.getByLabel('아이디 또는 닉네임').fill(member.userid);
  await page.getByRole('button', { name: '검색' }).click();
  const rows = page.getByRole('table', { name: '회원 관리' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: member.userid }).click();

  await expect(page).toHaveURL(/\/adminpage\/users\/\d+$/);
  const profile = page.getByRole('region', { name: member.userid });
  await expect(profile).toContainText(member.email);
  await expect(profile).toContainText(member.nickname);
  await page.getByRole('button', { name: '회원 삭제' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('정말 이 회원을 삭제하시겠습니까?');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/adminpage$/);
  await expect(page.getByRole('status').filter({ hasText: '회원을 삭제했습니다.' })).toBeVisible();

  await page.getByLabel('아이디 또는 닉네임').fill(member.userid);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('회원이 없습니다.')).toBeVisible();
});

test('the admin answers a member’s inquiry from the inquiries tab', async ({ page }) => {
  const member = newMember();
  await signedInMember(page, member);
  const title = `입양 문의 ${member.userid}`;
  await page.goto('/inquiry/write');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('보호 중인 강아지 입양 절차가 궁금합니다.');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await logOut(page);

  await logInByApi(page, admin.userid, admin.password);
  await page.goto('/adminpage');
  await page.getByRole('tab', { name: '문의 관리' }).click();
  await page.getByLabel('검색어').fill(member.userid);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name: `${title} 답변하기` }).click();
  await expect(page).toHaveURL(/\/inquiry\/detail\?id=\d+/);
  const answer = '보호소에 방문 예약 후 상담받으실 수 있습니다.';
  await page.getByLabel('답변 내용').fill(answer);
  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByLabel('답변 내용')).toHaveValue('');

  await page.goto('/adminpage?tab=inquiries');
  await page.getByLabel('답변 상태').selectOption({ label: '답변 완료' });
  await page.getByLabel('검색어').fill(member.userid);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('link', { name: `${title} 답변 보기` })).toBeVisible();
});

test('the home page shows every card with data and the carousel moves', async ({ page }) => {
  await page.goto('/');
  for (const name of ['공지사항', '입양 가능한 동물', '최근 등록된 유기견', '최근 실종 신고']) {
    const card = page.getByRole('region', { name, exact: true });
    await expect(card.getByRole('listitem')).toHaveCount(3);
  }
  await expect(page.getByRole('region', { name: '보호소 찾기' })).toBeVisible();

  const carousel = page.getByRole('region', { name: '주요 기능' });
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toHaveAttribute('aria-label', '4개 중 1번째');
  // Autoplay moves on after 5 s.
  await expect(current).toHaveAttribute('aria-label', '4개 중 2번째', { timeout: 9_000 });
  await carousel.getByRole('button', { name: '다음 슬라이드' }).click();
  await expect(current).toHaveAttribute('aria-label', '4개 중 3번째');
});
