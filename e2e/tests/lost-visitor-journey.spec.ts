import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { checkPage } from '../support/axe';
import { lastMailTo } from '../support/outbox';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';

/*
 * Issue 39 items 2 and 3, as a family and a finder live them, each without an account: the
 * family files a lost report from the home page and confirms it by the mailed link; a finder
 * reaches the 발견 form from the home page in one tap.
 */

/** The server refuses a visitor's form sent sooner than this after it opened (ADR 135). */
const MIN_FILL_MS = 3_000;

async function newPage(browser: Browser, size: ViewportName) {
  return (await browser.newContext({ viewport: viewports[size] })).newPage();
}

/** Yesterday in Korea, as the date field takes it. */
const yesterday = () => new Date(Date.now() + 9 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

for (const size of Object.keys(viewports) as ViewportName[]) {
  test(`at ${size} size: a visitor files a lost report and confirms it by the mailed link`, async ({
    browser,
  }) => {
    const page = await newPage(browser, size);
    const stamp = `${size}${Date.now().toString(36).slice(-5)}`;
    const email = `family_${stamp}@example.com`;
    const dogName = `보리${stamp}`;
    await page.goto('/');
    const token = page.waitForResponse('**/api/sightings/form-token');
    await page.getByRole('main').getByRole('link', { name: '잃어버렸어요' }).click();
    await expect(page).toHaveURL(/\/report\/write$/);
    await token;
    const opened = Date.now();
    const main = page.getByRole('main');
    await main.getByLabel('실종 날짜').fill(yesterday());
    await main.getByLabel('시/도').selectOption('경기도');
    await main.getByLabel('시/군/구').selectOption('수원시');
    await main.getByLabel('연락처').fill('010-2345-6789');
    await main.getByLabel('강아지 이름 (선택)').fill(dogName);
    await main.getByLabel('이메일').fill(email);
    expect(await checkPage(page)).toMatchObject({ violations: [], overflow: 0 });
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - opened)));
    await main.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('확인 메일을 보냈어요');

    // Not public before the link is opened.
    const board = await (
      await page.request.get(`/api/lost-pet/paged?keyword=${encodeURIComponent(dogName)}`)
    ).json();
    expect((board as { data: unknown[] }).data).toHaveLength(0);

    await expect.poll(() => lastMailTo(email)?.text ?? '').toContain('/lost/manage?token=');
    const link = /https?:\/\/\S+\/lost\/manage\?token=\S+/.exec(lastMailTo(email)!.text)![0];
    await page.goto(link);
    // Beside the count of neighbours told, also a status.
    await expect(
      page.getByRole('status').filter({ hasText: '실종 신고가 올라갔습니다' }),
    ).toHaveText('실종 신고가 올라갔습니다. 비슷한 강아지를 찾고 있어요.');
    await expect(page).toHaveURL(/\/lost\/manage$/);
    await page.getByRole('link', { name: '신고 보기' }).click();
    await expect(page).toHaveURL(/\/report\/view\?id=\d+$/);
    await expect(page.getByRole('main')).toContainText(dogName);

    // Anyone else reads it without the visitor's address or number.
    const other = await newPage(browser, size);
    await other.goto(page.url());
    await expect(other.getByRole('main')).toContainText(dogName);
    await expect(other.getByRole('main')).not.toContainText(email);
    await expect(other.getByRole('main')).not.toContainText('010-2345-6789');
  });

  test(`at ${size} size: a finder reaches the 발견 form from the home page in one tap`, async ({
    browser,
  }) => {
    const page = await newPage(browser, size);
    await page.goto('/');
    expect(await checkPage(page)).toMatchObject({ violations: [], overflow: 0 });
    await page.getByRole('main').getByRole('link', { name: '강아지를 발견했어요' }).click();
    await expect(page).toHaveURL(/\/sighting\/write\?kind=FOUND$/);
    await expect(page.getByRole('heading', { level: 1, name: '발견·목격 제보하기' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^발견/ })).toBeChecked();
    if (size === 'phone') {
      // The tab bar carries it on every page too.
      await page.goto('/adopt');
      await page
        .getByRole('navigation', { name: '하단 메뉴' })
        .getByRole('link', { name: '강아지를 발견했어요' })
        .click();
      await expect(page).toHaveURL(/\/sighting\/write\?kind=FOUND$/);
    }
  });
}
