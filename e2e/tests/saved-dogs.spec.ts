import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { E2E_PORT, admin } from '../support/env';
import { startFakeNationalApi } from '../support/fake-public-data';
import { startOwnServer } from '../support/own-server';
import { dogPhoto } from '../support/photos';
import { logInByApi, newMember, signedInMember } from '../support/users';

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** The admin's 지금 가져오기 on 데이터 가져오기: the import the goal measures from. */
async function importNow(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logInByApi(page, admin.userid, admin.password);
  await page.goto('/adminpage');
  await page.getByRole('tab', { name: '데이터 가져오기' }).click();
  const national = page.getByRole('region', { name: '전국 유기동물 (공공데이터포털)' });
  const runs = national.getByRole('table', { name: /최근 가져오기/ });
  await expect(runs.getByRole('row').nth(1)).toContainText('완료', { timeout: 30_000 });
  await national.getByRole('button', { name: '지금 가져오기' }).click();
  await expect(runs.getByRole('row').nth(1)).toContainText('관리자', { timeout: 30_000 });
  await expect(runs.getByRole('row').nth(1)).toContainText('완료', { timeout: 30_000 });
  await page.context().close();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a member saves a dog and a search, and hears of both after an import (${viewport.width}px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const today = todayInKorea();
    const first = viewport.width < 500 ? '448000202611301' : '448000202611311';
    const second = viewport.width < 500 ? '448000202611302' : '448000202611312';
    const fake = await startFakeNationalApi();
    fake.addDog(first, dogPhoto().buffer, today);
    const server = await startOwnServer(E2E_PORT + 11 + (viewport.width < 500 ? 0 : 1), {
      PUBLIC_DATA_KEY: 'e2e-key',
      PUBLIC_DATA_BASE_URL: fake.base,
      SYNC_INTERVAL_MINUTES: '600',
    });
    try {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
      const page = await context.newPage();
      const member = newMember();
      await signedInMember(page, member);

      // 관심 강아지: the heart on the card of the dog the start's import brought in.
      const card = page.getByRole('article', { name: /믹스견/ });
      await expect(async () => {
        await page.goto('/lookup');
        await expect(card).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      const heart = card.getByRole('button', { name: /관심 강아지 저장/ });
      await heart.click();
      await expect(card.getByRole('button', { name: /관심 강아지 해제/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // 알림 받을 조건: the list's current search.
      // On a phone it is in the filter sheet, behind 「필터」 (ADR 232).
      if (viewport.width < 720) await page.getByRole('button', { name: /^필터/ }).click();
      await page.getByRole('button', { name: '이 조건 알림 받기' }).click();
      await expect(page.getByText(/알림 받을 조건을 저장했어요/)).toBeVisible();
      await page.getByRole('button', { name: '확인' }).click();
      await page.goto('/mypage?tab=searches');
      await expect(
        page.getByRole('list', { name: '알림 받을 조건' }).getByRole('listitem'),
      ).toHaveCount(1);

      // The shelter reports the dog adopted, and a new dog arrives; the admin imports now.
      fake.setState(first, '종료(입양)', today);
      fake.addDog(second, dogPhoto().buffer, today);
      await importNow(browser, server.baseUrl);

      const adopted = `관심 강아지 믹스견 (공고번호 경기-수원-2026-${first.slice(-5)}): 새 가족을 만나 입양되었어요.`;
      const digest = '알림 받을 조건에 맞는 새 강아지 1마리가 들어왔어요.';
      await expect(async () => {
        await page.goto('/mypage?tab=notifications');
        await expect(page.getByText(adopted)).toBeVisible({ timeout: 2000 });
        await expect(page.getByText(digest)).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 60_000 });

      // The 관심 강아지 tab shows the dog with its new state.
      await page.goto('/mypage?tab=saved-dogs');
      await expect(page.getByRole('list', { name: '관심 강아지' })).toContainText('종료(입양)');
      await context.close();
    } finally {
      await server.stop();
      await fake.close();
    }
  });
}
