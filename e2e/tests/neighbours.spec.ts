import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { FakePushService } from '../../apps/server/test/push/fake-push-service';
import { startFakePushService } from '../../apps/server/test/push/fake-push-service';
import { lastMailTo } from '../support/outbox';
import { newMember, signupBody } from '../support/users';

/*
 * 동네 실종견 알림 (issue 39 item 1): a visitor, without an account, subscribes to 수원시 with
 * a 1 km circle by e-mail and this device's push; a member files a lost report about 800 m
 * away; the visitor's push (at a push service on loopback, which opens what arrives) and
 * e-mail both arrive with the one-tap off link, and the link's page turns the alerts off.
 */

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
/** 수원시's point (contracts' REGION_POINTS), where a 시/군/구 place is put. */
const SUWON: [number, number] = [37.2636, 127.0286];
const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(() => service.close());

const metres = (a: [number, number], b: [number, number]) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 +
    Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(h));
};

/** A visitor's browser whose PushManager hands out a device of the loopback push service. */
async function visitorWithDevice(browser: Browser, viewport: { width: number; height: number }) {
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
  return { context, page: await context.newPage(), device };
}

for (const { name, viewport } of sizes) {
  test(`a visitor hears of a lost dog 800 m away by push and e-mail, and turns it off (${name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { context, page, device } = await visitorWithDevice(browser, viewport);
    const email = `neighbour_${Date.now().toString(36)}_${name}@example.com`;

    await page.goto('/neighbours');
    await expect(page.getByRole('heading', { name: '동네 알림 받기', level: 1 })).toBeVisible();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready) !== undefined);
    await page.getByLabel('시/도').selectOption('경기도');
    await page.getByLabel('시/군/구').selectOption('수원시');
    await page.getByLabel('반경').selectOption('1000');
    await page.getByRole('button', { name: '장소 추가' }).click();
    await expect(page.getByRole('list', { name: '고른 장소' })).toContainText('경기도 수원시');
    // Any hour of the day: quiet hours would hold the alert until morning.
    await page.getByRole('checkbox', { name: '방해 금지 시간 사용' }).uncheck();
    await page.getByLabel('이메일 (선택)').fill(email);
    await expect(page.getByRole('checkbox', { name: '이 기기에서 푸시 알림 받기' })).toBeChecked();
    await page.getByRole('button', { name: '알림 받기', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('확인 메일을 보냈습니다.');

    // The mailed link confirms the address. The mail goes by a job, a moment after the answer.
    const manageLink = () =>
      /(\/neighbours\/manage\?token=\S+)/.exec(lastMailTo(email)?.text ?? '')?.[1];
    await expect.poll(manageLink, { message: 'confirmation link in the outbox' }).toBeTruthy();
    const manage = manageLink()!;
    await page.goto(manage);
    await expect(page.getByText('이메일을 확인했습니다. 이제 동네 알림을 받습니다.')).toBeVisible();

    // A member files a lost report about 800 m north of 수원시's point, on the pin grid.
    const [lat0, lng0] = SUWON;
    const pin: [number, number] = [
      Math.round((lat0 + 800 / 111_320) * 200) / 200,
      Math.round(lng0 * 200) / 200,
    ];
    const away = metres([lat0, lng0], pin);
    expect(away).toBeGreaterThan(500);
    expect(away).toBeLessThan(1000);
    const member = newMember();
    expect((await request.post('/auth/signup', { data: signupBody(member) })).status()).toBe(201);
    const login = await request.post('/auth/login', {
      data: { userid: member.userid, password: member.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const filed = await request.post('/api/lost-pet', {
      headers: { authorization: `Bearer ${accessToken}` },
      multipart: {
        dateLost: todayInKorea(),
        region: '경기도',
        district: '수원시',
        lat: String(pin[0]),
        lng: String(pin[1]),
        species: '말티즈',
        gender: '암컷',
        phone: '010-2345-6789',
        dogName: '이웃개',
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const reportId = ((await filed.json()) as { id: number }).id;

    // The push: the report, the rounded place, the off link; never the phone number.
    await expect
      .poll(() => service.deliveriesTo(device).length, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(0);
    const payload = service.deliveriesTo(device)[0]!.payload as Record<string, string>;
    expect(payload.title).toBe('우리 동네 실종견');
    expect(payload.body).toContain('경기도 수원시');
    expect(payload.url).toBe(`/report/view?id=${reportId}`);
    expect(payload.offUrl).toMatch(/^\/neighbours\/off\?token=/);
    expect(JSON.stringify(payload)).not.toContain('010-2345-6789');

    // The e-mail, with the same off link.
    await expect
      .poll(() => lastMailTo(email)?.subject, { timeout: 30_000 })
      .toBe('[찾아줄개] 우리 동네에 실종견 신고가 올라왔어요');
    const alert = lastMailTo(email)!;
    expect(alert.text).toContain(`/report/view?id=${reportId}`);
    expect(alert.text).toContain(payload.offUrl);
    expect(alert.text).not.toContain('010-2345-6789');

    // The off link's page: one button, no login.
    await page.goto(payload.offUrl!);
    await page.getByRole('button', { name: '동네 알림 해지하기' }).click();
    await expect(page.getByRole('status')).toContainText('동네 알림을 해지했습니다.');
    const token = new URL(manage, 'http://x').searchParams.get('token')!;
    const mine = await request.get('/api/neighbours/mine', {
      headers: { 'x-neighbour-token': token },
    });
    expect(mine.status()).toBe(403);
    await context.close();
  });
}
