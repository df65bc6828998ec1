import { expect, test } from '@playwright/test';
import { E2E_PORT, admin } from '../support/env';
import { startFakeNationalApi } from '../support/fake-public-data';
import { startOwnServer } from '../support/own-server';
import { dogPhoto } from '../support/photos';
import { logInByApi } from '../support/users';

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

test('the admin runs an import from 데이터 가져오기 and sees what it brought in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const fake = await startFakeNationalApi();
  fake.addDog('448000202611101', dogPhoto().buffer, todayInKorea());
  // The schedule imports once at the start, then not for hours: the admin's run is the next.
  const server = await startOwnServer(E2E_PORT + 9, {
    PUBLIC_DATA_KEY: 'e2e-key',
    PUBLIC_DATA_BASE_URL: fake.base,
    SYNC_INTERVAL_MINUTES: '600',
  });
  try {
    const page = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await logInByApi(page, admin.userid, admin.password);
    await page.goto('/adminpage');
    await page.getByRole('tab', { name: '데이터 가져오기' }).click();
    const national = page.getByRole('region', { name: '전국 유기동물 (공공데이터포털)' });
    const runs = national.getByRole('table', { name: /최근 가져오기/ });
    // The start's scheduled run: a full check of the dogs in care.
    await expect(runs.getByRole('row').nth(1)).toContainText('전체 확인', { timeout: 30_000 });
    await expect(runs.getByRole('row').nth(1)).toContainText('완료');
    await expect(
      page.getByRole('region', { name: '경기도 유기동물 (경기데이터드림)' }),
    ).toContainText('인증키가 설정되어 있지 않아 가져오지 않습니다.');

    // Two more dogs are listed; the admin brings them in now.
    fake.addDog('448000202611102', dogPhoto().buffer, todayInKorea());
    fake.addDog('448000202611103', dogPhoto().buffer, todayInKorea());
    await national.getByRole('button', { name: '지금 가져오기' }).click();
    await expect(national.getByRole('status')).toHaveText('가져오기를 시작했습니다.');
    const latest = runs.getByRole('row').nth(1);
    await expect(latest).toContainText('관리자');
    await expect(latest).toContainText('완료');
    const cells = latest.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('변경분');
    await expect(cells.nth(4)).toHaveText('3'); // rows the answer held
    await expect(cells.nth(5)).toHaveText('2'); // dogs added
    await expect(national).toContainText(/\d+ \/ 300회/);
    // The photos follow the records: all three arrive, none fails.
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: '데이터 가져오기' }).click();
      await expect(national.getByText('0장')).toHaveCount(2, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    await page.goto('/lookup');
    await expect(page.getByText('총 3건')).toBeVisible();
  } finally {
    await server.stop();
    await fake.close();
  }
});
