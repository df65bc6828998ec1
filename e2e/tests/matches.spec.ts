import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { startFakeNationalApi } from '../support/fake-public-data';
import { startOwnServer } from '../support/own-server';
import { heldOutPhoto } from '../support/demo-data';
import { newMember, signedInMember } from '../support/users';

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

async function memberPage(browser: Browser, baseURL?: string): Promise<Page> {
  const page = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  const member = newMember();
  await signedInMember(page, member);
  return page;
}

type Lost = { date: string; region: string; district: string; name: string; photo: Buffer };

/** Files a report through the form, then opens it from the my page. */
async function fileReport(page: Page, lost: Lost) {
  await page.goto('/report/write');
  await page.getByLabel('실종 날짜').fill(lost.date);
  await page.getByLabel('시/도').selectOption(lost.region);
  await page.getByLabel('시/군/구').selectOption(lost.district);
  await page.getByLabel('성별').selectOption('암컷');
  await page.getByLabel('강아지 이름 (선택)').fill(lost.name);
  await page.getByLabel('연락처').fill('010-2222-3333');
  await page.getByLabel('사진').setInputFiles({
    name: 'my-dog.jpg',
    mimeType: 'image/jpeg',
    buffer: lost.photo,
  });
  await page.getByRole('button', { name: '등록하기' }).click();
  // The new report opens at once (issue 19 item 7).
  await expect(page).toHaveURL(/\/report\/view\?id=\d+/);
  await page.goto('/mypage');
  await page.getByRole('link', { name: new RegExp(lost.name) }).click();
  await expect(page).toHaveURL(/\/report\/view\?id=\d+/);
}

/** Waits until the server's photo search has embedded the dog (it does so after start). */
async function waitUntilIndexed(request: APIRequestContext, photo: Buffer, dogId: number) {
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/search/image', {
          multipart: { image: { name: 'q.jpg', mimeType: 'image/jpeg', buffer: photo } },
        });
        return res.ok() ? (await res.json()).dogs[0]?.id : undefined;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(dogId);
}

test('a report with the photo of a dog in the stray list shows that dog among 비슷한 유기견', async ({
  browser,
  request,
}) => {
  const list = await (await request.get('/api/dog-details/paged?size=1&state=보호중')).json();
  const dog = await (await request.get(`/api/dog-details/${list.data[0].id}`)).json();
  const photo = await (await request.get(dog.imagePath)).body();
  await waitUntilIndexed(request, photo, dog.id);

  const [region, district = ''] = String(dog.jurisd).split(' ');
  const today = todayInKorea();
  const date = dog.foundDate && dog.foundDate < today ? dog.foundDate : today;
  const page = await memberPage(browser);
  const name = `닮은개${Date.now().toString(36).slice(-4)}`;
  await fileReport(page, { date, region: region!, district, name, photo });

  const matches = page.getByRole('region', { name: '비슷한 유기견' });
  const first = matches.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', `/lookup/${dog.id}`);
  await expect(first).toContainText(/사진 유사도 \d+%/);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/lookup/${dog.id}$`));
});

test("an import of a new matching dog rings the bell, and the notification opens the report's candidates", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const fake = await startFakeNationalApi();
  const server = await startOwnServer(E2E_PORT + 7, {
    PUBLIC_DATA_KEY: 'e2e-key',
    PUBLIC_DATA_BASE_URL: fake.base,
    SYNC_INTERVAL_MINUTES: '0.05',
    // Calls enough for a run every 3 s: with the default 300 a day they would be spread out.
    PUBLIC_DATA_DAILY_CALLS: '100000',
  });
  try {
    const page = await memberPage(browser, server.baseUrl);
    // A real dog: a photo that shows none is never compared (issue 26, notADog).
    const photo = heldOutPhoto('beagle').buffer;
    const name = `알림개${Date.now().toString(36).slice(-4)}`;
    await fileReport(page, {
      date: todayInKorea(),
      region: '경기도',
      district: '수원시',
      name,
      photo,
    });
    await expect(page.getByRole('region', { name: '비슷한 유기견' })).toContainText(
      '아직 닮은 유기견이 없어요.',
    );
    await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();

    // The shelter registers a dog that looks just like it; the next import brings it in.
    fake.addDog('448000202611001', photo, todayInKorea());
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: '알림 1개 읽지 않음' })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 90_000 });

    await page.getByRole('link', { name: '알림 1개 읽지 않음' }).click();
    const list = page.getByRole('list', { name: '받은 알림' });
    await list.getByRole('button', { name: new RegExp(name) }).click();
    // Issue 26: the owner judges the new dog among the others, where 아니에요 and 찾았어요 are.
    await expect(page).toHaveURL(/\/report\/view\?id=\d+#matches$/);
    const matches = page.getByRole('region', { name: '비슷한 유기견' });
    await expect(matches).toBeFocused();
    const dog = matches.getByRole('listitem').filter({ hasText: '보호소' }).first();
    await expect(dog.getByRole('link')).toHaveAttribute('href', /^\/lookup\/\d+$/);
    await expect(dog).toContainText('수원시');
    await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();
  } finally {
    await server.stop();
    await fake.close();
  }
});
