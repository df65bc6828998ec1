import { expect, test } from '@playwright/test';
import { demoMemberPassword } from '../support/demo-data';
import { logIn } from '../support/users';

test("the demo member's report shows its correct match", async ({ page }) => {
  await logIn(page, 'member', demoMemberPassword());

  // The server alerts the member once it has embedded the dog a demo report looks for.
  const bell = page.getByRole('link', { name: /^알림/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName(/^알림 [1-9]\d*개 읽지 않음$/, { timeout: 3000 });
  }).toPass({ timeout: 90_000 });

  // 초코 was lost in 수원시; the shelter of 화성시 holds it.
  await page.goto('/mypage');
  await page.getByRole('link', { name: /초코/ }).click();
  await expect(page).toHaveURL(/\/report\/view\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('경기도 수원시 초코 실종');
  const matches = page.getByRole('region', { name: '비슷한 유기견' });
  await expect(async () => {
    await page.reload();
    await expect(matches.getByRole('listitem').first()).toContainText('경기도 화성시', {
      timeout: 3000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(matches.getByRole('listitem').first()).toContainText(/사진 유사도 \d+%/);
});
