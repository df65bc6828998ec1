import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { FakePushService } from '../../apps/server/test/push/fake-push-service';
import { startFakePushService } from '../../apps/server/test/push/fake-push-service';
import { checkPage } from '../support/axe';
import { photosOfOneDog } from '../support/identity-photos';
import { lastMailTo } from '../support/outbox';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';
import { pdfText, qrTextAt } from '../support/tag-pdf';
import { logInByApi, newMember, signupBody } from '../support/users';

/*
 * Issue 40's journey: a member keeps a profile of their dog with three photos and prints its
 * QR 인식표; a finder with no account scans it and tells the family with their position; the
 * family hears it by push and e-mail and answers in the conversation, which reaches the
 * finder's device; the family reports the dog lost in one tap and the tag's page becomes a
 * lost notice; a revoked tag shows nothing of the family.
 */

/** Where the finder stands: near 수원시청. Sent rounded to two decimals (ADR 252). */
const FINDER_AT = { latitude: 37.263612, longitude: 127.028614 };
const ROUNDED = '37.26,127.03';
/** The first tag of a round 30 mm page, in mm from the page's top left (lib/tag-pdf.ts). */
const FIRST_ROUND30 = { x: 15, y: 45, side: 30 };

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(() => service.close());

/** Yesterday in Korea, as the date field takes it. */
const yesterday = () => new Date(Date.now() + 9 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/** A browser whose PushManager hands out a device of the loopback push service. */
async function browserWithDevice(browser: Browser, size: ViewportName, finder = false) {
  const context = await browser.newContext({
    viewport: viewports[size],
    serviceWorkers: 'allow',
    ...(finder ? { geolocation: FINDER_AT } : {}),
  });
  await context.grantPermissions(finder ? ['notifications', 'geolocation'] : ['notifications']);
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

/** 「이 기기에서 알림 받기」 on a page, or in one part of it. */
async function turnOnPush(scope: Page | Locator) {
  await scope.getByRole('button', { name: '이 기기에서 알림 받기' }).click();
  await expect(scope.getByText('이 기기에서 알림을 받고 있습니다.')).toBeVisible();
}

for (const [i, size] of (Object.keys(viewports) as ViewportName[]).entries()) {
  test(`at ${size} size: a QR 인식표 brings a finder to the family, then becomes a lost notice`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5);
    const dogName = `보리${stamp}`;
    const member = newMember();
    expect((await request.post('/auth/signup', { data: signupBody(member) })).status()).toBe(201);
    const owner = await browserWithDevice(browser, size);
    await logInByApi(owner.page, member.userid, member.password);
    await owner.page.goto('/mypage/edit');
    await turnOnPush(owner.page);

    // 1. A profile with three photos, and its tag printed.
    await owner.page.goto('/mypage?tab=pets');
    await owner.page.getByRole('button', { name: '우리 아이 등록' }).click();
    const form = owner.page.getByRole('form', { name: '우리 아이 등록' });
    await form.getByRole('textbox', { name: '이름' }).fill(dogName);
    await form.getByLabel('사진 (3~10장)').setInputFiles(photosOfOneDog(['0020', '0021'][i]!, 3));
    await expect(form.getByText('고른 사진 3장')).toBeVisible();
    await form.getByRole('textbox', { name: '품종' }).fill('진돗개');
    await form.getByRole('textbox', { name: '성격' }).fill('겁이 많아요, 부르면 도망가요');
    await form.getByRole('textbox', { name: '연락받을 전화번호 (선택)' }).fill('010-2345-6789');
    await form.getByRole('button', { name: '저장' }).click();
    const card = owner.page.getByRole('article', { name: dogName });
    await expect(card.getByRole('list', { name: '사진 (3~10장)' }).getByRole('img')).toHaveCount(3);
    // Real photos of a dog: none is flagged as showing no dog.
    await expect(
      card.getByText('이 사진에서는 강아지가 잘 보이지 않아요', { exact: false }),
    ).toHaveCount(0);
    await card.getByRole('button', { name: '인식표 만들기' }).click();
    const inUse = card.getByText(/^사용 중인 인식표: /);
    await expect(inUse).toBeVisible();
    const tagUrl = (await inUse.textContent())!.replace('사용 중인 인식표: ', '');
    expect(tagUrl).toMatch(/^http:\/\/localhost:\d+\/t\/[\w-]{22}$/);
    const code = tagUrl.split('/t/')[1]!;
    expect(await checkPage(owner.page)).toMatchObject({ violations: [], overflow: 0 });

    // The PDF as the server sends it to the page, which opens it to print.
    const printed = new Promise<Buffer>((resolve) => {
      void owner.page.route('**/tag.pdf?size=round30', async (route) => {
        const response = await route.fetch();
        resolve(await response.body());
        await route.fulfill({ response });
      });
    });
    await card.getByRole('button', { name: '원형 30mm 인쇄용 PDF' }).click();
    const pdf = await printed;
    const text = pdfText(pdf);
    expect(text).toContain('우리 아이 QR 인식표 · 원형 인식표 30mm');
    expect(text).toContain('찍어서 가족에게 알려주세요');
    expect(text).toContain(dogName);
    expect(text).toContain(tagUrl);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain('010-2345-6789');
    expect(qrTextAt(pdf, FIRST_ROUND30)).toBe(tagUrl);

    // 2. A finder with no account scans it and tells the family, with their position.
    const finder = await browserWithDevice(browser, size, true);
    await finder.page.goto(new URL(tagUrl).pathname);
    const main = finder.page.getByRole('main');
    await expect(
      finder.page.getByRole('heading', { level: 1, name: '이 아이를 찾으셨나요?' }),
    ).toBeVisible();
    await expect(finder.page.getByRole('heading', { name: dogName })).toBeVisible();
    await expect(main.getByRole('img', { name: new RegExp(dogName) })).toHaveCount(3);
    await expect(main).not.toContainText(member.email);
    await expect(main).not.toContainText('010-2345-6789');
    await expect(main).not.toContainText('진돗개'); // not shown unless the family chose it
    expect(await checkPage(finder.page)).toMatchObject({ violations: [], overflow: 0 });
    await finder.page.getByRole('button', { name: '가족에게 알리기' }).click();
    const notice = finder.page.getByRole('form', { name: '가족에게 알리기' });
    await notice.getByLabel('가족에게 전할 말').fill('수원시청 앞 공원에서 데리고 있어요.');
    await notice.getByRole('checkbox', { name: '지금 내 위치 함께 보내기' }).check();
    await notice.getByRole('button', { name: '보내기' }).click();
    await expect(finder.page.getByText('가족에게 바로 알렸어요. 고맙습니다.')).toBeVisible();
    // The family's answers may reach this device (ADR 257).
    await finder.page.waitForFunction(async () => (await navigator.serviceWorker.ready) !== null);
    await turnOnPush(finder.page.getByRole('region', { name: '가족의 답장 알림' }));
    expect(await checkPage(finder.page)).toMatchObject({ violations: [], overflow: 0 });
    await finder.page.getByRole('link', { name: '가족과 대화하기' }).click();
    await expect(finder.page).toHaveURL(/\/messages\?id=\d+$/);
    const conversationId = Number(new URL(finder.page.url()).searchParams.get('id'));

    // 3. The family hears it by push and e-mail, marked urgent, and answers.
    await expect
      .poll(() => service.deliveriesTo(owner.device).length, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(0);
    const push = service.deliveriesTo(owner.device)[0]!.payload as Record<string, string>;
    expect(push.title).toMatch(/^\[긴급\] /);
    expect(push.title).toContain(dogName);
    expect(push.url).toBe(`/messages?id=${conversationId}`);
    // A lock screen shows the push: the finder's words stay in the app and the mail.
    expect(JSON.stringify(push)).not.toContain('수원시청 앞 공원');
    await expect
      .poll(() => lastMailTo(member.email)?.subject ?? '', { timeout: 30_000 })
      .toMatch(/^\[긴급\] /);
    const mail = lastMailTo(member.email)!;
    expect(mail.text).toContain('수원시청 앞 공원에서 데리고 있어요.');
    expect(mail.text).toContain(ROUNDED);
    expect(mail.text).not.toContain(String(FINDER_AT.latitude));
    expect(mail.text).toContain(`대화에서 답하기: ${new URL(tagUrl).origin}${push.url}`);

    // In the app too: the bell's line, marked urgent, opens the conversation.
    await owner.page.goto('/mypage?tab=notifications');
    await owner.page
      .getByRole('list', { name: '받은 알림' })
      .getByRole('button', { name: /\[긴급\] .*찾은 분이 연락했어요/ })
      .click();
    await expect(owner.page).toHaveURL(new RegExp(`/messages\\?id=${conversationId}$`));
    const thread = owner.page.getByRole('list', { name: '주고받은 메시지' });
    await expect(thread).toContainText('수원시청 앞 공원에서 데리고 있어요.');
    await owner.page.getByRole('textbox', { name: '메시지' }).fill('고맙습니다! 10분 안에 갈게요.');
    await owner.page.getByRole('button', { name: '보내기' }).click();
    await expect(thread).toContainText('고맙습니다! 10분 안에 갈게요.');
    await expect
      .poll(() => service.deliveriesTo(finder.device).length, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(0);
    const answer = service.deliveriesTo(finder.device)[0]!.payload as Record<string, string>;
    expect(answer.url).toContain(`conversation=${conversationId}`);
    expect(JSON.stringify(answer)).not.toContain(member.email);
    await finder.page.reload();
    await expect(finder.page.getByRole('list', { name: '주고받은 메시지' })).toContainText(
      '고맙습니다! 10분 안에 갈게요.',
    );

    // The scan log: the notice with its rough position.
    await owner.page.goto('/mypage?tab=pets');
    await expect(card.getByRole('region', { name: '인식표 기록' })).toContainText(
      `가족에게 알렸어요 · 대략적인 위치 ${ROUNDED.replace(',', ', ')}`,
    );

    // 4. 잃어버렸어요 in one tap: only when and where are added; the phone is the profile's.
    await card.getByRole('button', { name: '잃어버렸어요' }).click();
    const lost = card.getByRole('form', { name: '잃어버렸어요' });
    await lost.getByLabel('잃어버린 날').fill(yesterday());
    await lost.getByLabel('잃어버린 시각 (선택)').fill('18:30');
    await lost.getByLabel('시/도').selectOption('경기도');
    await lost.getByLabel('시/군/구').selectOption('수원시');
    await lost.getByLabel('잃어버린 곳').fill('수원시청 앞 공원');
    await expect(lost.getByLabel('연락받을 전화번호')).toHaveValue('010-2345-6789');
    await lost.getByRole('button', { name: '실종 신고 올리기' }).click();
    await expect(owner.page).toHaveURL(/\/report\/view\?id=\d+$/);
    const reportId = Number(new URL(owner.page.url()).searchParams.get('id'));
    await expect(owner.page.getByRole('main')).toContainText(dogName);
    const report = await (await request.get(`/api/lost-pet/${reportId}`)).json();
    expect(report.data.photos).toHaveLength(3);
    expect(report.data.content).toContain('겁이 많아요, 부르면 도망가요');

    await finder.page.goto(new URL(tagUrl).pathname);
    await expect(
      finder.page.getByRole('heading', { level: 1, name: '이 아이는 지금 실종 상태예요' }),
    ).toBeVisible();
    await expect(finder.page.getByRole('link', { name: '봤어요' })).toHaveAttribute(
      'href',
      `/sighting/write?kind=SEEN&lostReportId=${reportId}`,
    );
    await expect(finder.page.getByRole('link', { name: '데리고 있어요' })).toHaveAttribute(
      'href',
      `/sighting/write?kind=FOUND&lostReportId=${reportId}`,
    );

    // 5. A revoked code's page shows nothing of the family.
    await owner.page.goto('/mypage?tab=pets');
    await card.getByRole('button', { name: '인식표 사용 중지' }).click();
    await expect(card.getByText('아직 인식표가 없어요.')).toBeVisible();
    await finder.page.goto(new URL(tagUrl).pathname);
    await expect(finder.page.getByRole('status')).toHaveText('더 이상 쓰지 않는 인식표예요.');
    await expect(main).not.toContainText(dogName);
    await expect(main.getByRole('img')).toHaveCount(0);
    await expect(finder.page.getByRole('button', { name: '가족에게 알리기' })).toHaveCount(0);
    expect(await (await request.get(`/api/tags/${code}`)).json()).toEqual({ state: 'REVOKED' });
    await owner.context.close();
    await finder.context.close();
  });
}
