import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { FakePushService } from '../../apps/server/test/push/fake-push-service';
import { startFakePushService } from '../../apps/server/test/push/fake-push-service';
import { admin } from '../support/env';
import { newMember, signedInMember } from '../support/users';

/*
 * Push alerts (issue 26 item 2): a member allows notifications on /mypage/edit, a found report
 * of their dog arrives, and the push reaches the device. Chromium's own push service is not
 * reachable here, so the page's PushManager hands out a subscription at a push service the
 * test runs on loopback, which decrypts what the server sends (RFC 8291) with the device's
 * key. The service worker then shows that payload, delivered through DevTools.
 */

const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 16);
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(() => service.close());

/** A shelter dog's two renditions: the owner's photo, and the finder's of the same dog. */
async function twoPhotosOfOneDog(page: Page) {
  const list = await (await page.request.get('/api/dog-details/paged?size=1&state=보호중')).json();
  const dog = await (await page.request.get(`/api/dog-details/${list.data[0].id}`)).json();
  const photo = async (url: string) => (await page.request.get(url)).body();
  return { full: await photo(dog.imagePath), thumbnail: await photo(dog.thumbnailPath) };
}

async function memberWithDevice(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications']);
  const device = service.device();
  await context.addInitScript((subscription) => {
    const fake = {
      ...subscription,
      toJSON: () => subscription,
      unsubscribe: async () => true,
      getKey: () => null,
    };
    PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
  }, device.subscription);
  const page = await context.newPage();
  const member = newMember();
  await signedInMember(page, member);
  return { context, page, device };
}

async function fileReport(page: Page, name: string, photo: Buffer) {
  await page.goto('/report/write');
  await page.getByLabel('실종 날짜').fill(todayInKorea().slice(0, 10));
  await page.getByLabel('시/도').selectOption('경기도');
  await page.getByLabel('시/군/구').selectOption('수원시');
  await page.getByLabel('성별').selectOption('암컷');
  await page.getByLabel('강아지 이름 (선택)').fill(name);
  await page.getByLabel('연락처').fill('010-2222-3333');
  await page
    .getByLabel('사진')
    .setInputFiles({ name: 'my-dog.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/report\/view\?id=\d+/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * Another member (the admin here) posts a found report of the dog, through the API: from its
 * own request context, so that the member's browser keeps the member's session cookie.
 */
async function postFoundReport(request: APIRequestContext, photo: Buffer) {
  const login = await request.post('/auth/login', {
    data: { userid: admin.userid, password: admin.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.post('/api/sightings', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: {
      kind: 'FOUND',
      seenAt: todayInKorea(),
      region: '경기도',
      district: '수원시',
      place: '광교호수공원 정문 앞',
      gender: '암컷',
      heldAt: '제가 집에서 데리고 있어요',
      image: { name: 'found.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status()).toBe(201);
}

/** Hands the payload to the page's service worker as a push message (DevTools' ServiceWorker domain). */
async function pushThroughServiceWorker(context: BrowserContext, page: Page, payload: unknown) {
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registered,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

for (const { name, viewport } of sizes) {
  test(`a member allows alerts on this device and a found report of their dog reaches it (${name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { context, page, device } = await memberWithDevice(browser, viewport);
    const photos = await twoPhotosOfOneDog(page);
    const dogName = `푸시개${Date.now().toString(36).slice(-4)}`;
    const reportId = await fileReport(page, dogName, photos.full);

    await page.goto('/mypage/edit');
    await expect(page.getByRole('checkbox', { name: '근처 제보: 푸시 알림' })).toBeChecked();
    await page.getByRole('button', { name: '이 기기에서 알림 받기' }).click();
    await expect(page.getByText('이 기기에서 알림을 받고 있습니다.')).toBeVisible();

    await postFoundReport(request, photos.thumbnail);
    await expect
      .poll(() => service.deliveriesTo(device).length, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(0);
    const [delivery] = service.deliveriesTo(device);
    const publicKey = (await (await page.request.get('/api/push/public-key')).json()).publicKey;
    expect(delivery?.vapidKey).toBe(publicKey);
    const payload = delivery?.payload as { title: string; body: string; url: string };
    expect(payload.title).toBe('비슷한 강아지 발견 제보가 들어왔어요');
    expect(payload.body).toContain(dogName);
    expect(payload.body).toContain('경기도 수원시에서 발견했다는 제보예요.');
    expect(payload.url).toBe(`/report/view?id=${reportId}#matches`);

    // The service worker shows it as a notification that keeps the page to open.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notes = await registration.getNotifications();
        return notes.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
      });
    await expect(async () => {
      await pushThroughServiceWorker(context, page, payload);
      expect(await shown()).toContainEqual({
        title: payload.title,
        body: payload.body,
        url: payload.url,
      });
    }).toPass({ timeout: 30_000 });

    // The page it opens: the member's report with its candidates.
    await page.goto(payload.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(dogName);
    const matches = page.getByRole('region', { name: '비슷한 유기견' });
    await expect(matches.getByRole('listitem').first()).toContainText(/사진 유사도 \d+%/);
    await context.close();
  });
}
