import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { waitForPhotoIndex } from '../support/demo-data';
import { admin } from '../support/env';
import { lastMailTo } from '../support/outbox';
import type { ViewportName } from '../support/page-walk';
import { viewports } from '../support/page-walk';
import { apiMember, apiReport } from '../support/reunions';
import { logInByApi } from '../support/users';

/*
 * Issue 25's whole journey, as the people live it: a visitor posts a found dog with a photo
 * and confirms by the mailed link; the family is told in the app and by e-mail; they write
 * to each other, the visitor through the private link; a member flags the post and the admin
 * hides it, and it is gone from every public answer.
 */

/** Two photos of one dog (assets/dogs/identity): the family's, and the finder's. */
function photosOfOneDog(dog: string) {
  const dir = path.resolve('../apps/server/assets/dogs/identity', dog);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  return files.slice(0, 2).map((name) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: fs.readFileSync(path.join(dir, name)),
  }));
}

/** The server refuses a visitor's form sent sooner than this after it opened (ADR 135). */
const MIN_FILL_MS = 3_000;

async function newPage(browser: Browser, size: ViewportName) {
  return (await browser.newContext({ viewport: viewports[size] })).newPage();
}

for (const [i, size] of (Object.keys(viewports) as ViewportName[]).entries()) {
  test(`at ${size} size: a visitor's found dog reaches its family, they talk, and a flagged post is hidden`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await waitForPhotoIndex(request);
    const [familyPhoto, finderPhoto] = photosOfOneDog(['0018', '0019'][i]!);
    const stamp = `${size}${Date.now().toString(36).slice(-5)}`;
    const owner = await apiMember(request);
    const reportId = await apiReport(
      request,
      owner,
      { dogName: `해피${stamp}`, content: '광교에서 잃어버렸어요.' },
      familyPhoto,
    );
    // The family's photo has its vector before the neighbour posts.
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/api/lost-pet/${reportId}/matches`, { headers: owner.headers })
            ).json()) as { pending: boolean }
          ).pending,
        { timeout: 90_000, intervals: [250, 500, 1000] },
      )
      .toBe(false);

    // 1. A visitor posts the found dog and opens the link in the mail.
    const visitor = await newPage(browser, size);
    const email = `finder_${stamp}@example.com`;
    const place = `광교호수공원 정문 ${stamp}`;
    const token = visitor.waitForResponse('**/api/sightings/form-token');
    await visitor.goto('/sighting/write');
    await token;
    // The server counts from when it signed the form's start.
    const opened = Date.now();
    await visitor.getByRole('radio', { name: /^발견/ }).check();
    const now = new Date(Date.now() + 9 * 3600_000 - 60_000).toISOString().slice(0, 16);
    await visitor.getByLabel('본 날짜와 시간').fill(now);
    await visitor.getByLabel('시/도').selectOption('경기도');
    await visitor.getByLabel('시/군/구').selectOption('수원시');
    await visitor.getByLabel('본 장소').fill(place);
    await visitor.getByLabel('사진').setInputFiles(finderPhoto!);
    await visitor.getByLabel('지금 어디에 있나요').fill('제가 집에서 데리고 있어요');
    await visitor.getByLabel('이메일').fill(email);
    await visitor.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - opened)));
    await visitor.getByRole('button', { name: '제보 올리기' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('확인 메일을 보냈어요');
    await expect.poll(() => lastMailTo(email)?.text ?? '').toContain('/sighting/manage?token=');
    const link = /https?:\/\/\S+\/sighting\/manage\?token=\S+/.exec(lastMailTo(email)!.text)![0];
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/sighting\/view\?id=\d+$/);
    const sightingId = Number(new URL(visitor.url()).searchParams.get('id'));

    // 2. The family is told in the app and by e-mail.
    const family = await newPage(browser, size);
    await logInByApi(family, owner.userid, owner.password);
    await expect
      .poll(() => lastMailTo(owner.email)?.subject ?? '', { timeout: 60_000 })
      .toContain('발견 제보');
    await family.goto('/mypage?tab=notifications');
    const note = family.getByRole('button', { name: /봤다는 제보/ }).first();
    await expect(note).toBeVisible({ timeout: 30_000 });
    await note.click();
    await expect(family).toHaveURL(new RegExp(`/report/view\\?id=${reportId}#matches$`));
    const candidate = family
      .getByRole('region', { name: '비슷한 유기견' })
      .getByRole('listitem')
      .filter({ has: family.locator(`a[href="/sighting/view?id=${sightingId}"]`) });
    await expect(candidate).toContainText('발견 제보');

    // 3. They write to each other: the family from its candidates, the visitor by the link.
    await candidate.getByRole('button', { name: /메시지 보내기/ }).click();
    const dialog = family.getByRole('dialog', { name: '제보한 분께 메시지 보내기' });
    await dialog
      .getByRole('textbox', { name: '메시지' })
      .fill('저희 해피 같아요! 연락 기다릴게요.');
    await dialog.getByRole('button', { name: '보내기' }).click();
    await dialog.getByRole('link', { name: '대화 보기' }).click();
    const conversationUrl = family.url();
    await expect
      .poll(() => lastMailTo(email)?.text ?? '', { timeout: 60_000 })
      .toContain('conversation=');
    const reply = /https?:\/\/\S+\/sighting\/manage\?token=\S+/.exec(lastMailTo(email)!.text)![0];
    await visitor.goto(reply);
    await expect(visitor).toHaveURL(/\/messages\?id=\d+$/);
    const thread = visitor.getByRole('list', { name: '주고받은 메시지' });
    await expect(thread).toContainText('저희 해피 같아요!');
    await visitor
      .getByRole('textbox', { name: '메시지' })
      .fill('네, 광교호수공원 정문에서 기다릴게요.');
    await visitor.getByRole('button', { name: '보내기' }).click();
    await family.goto(conversationUrl);
    await expect(family.getByRole('list', { name: '주고받은 메시지' })).toContainText(
      '광교호수공원 정문에서 기다릴게요.',
    );

    // 4. A member flags the post; the admin hides it; it is gone from every public answer.
    const member = await newPage(browser, size);
    const flagger = await apiMember(request);
    await logInByApi(member, flagger.userid, flagger.password);
    await member.goto(`/sighting/view?id=${sightingId}`);
    await member.getByRole('button', { name: '신고하기' }).click();
    const flag = member.getByRole('dialog', { name: '이 글을 신고할까요?' });
    await flag.getByRole('radio', { name: '사기 의심' }).check();
    await flag.getByRole('button', { name: '신고 보내기' }).click();
    await expect(
      member.getByRole('status').filter({ hasText: '신고가 접수되었습니다.' }),
    ).toBeVisible();

    const adminPage = await newPage(browser, size);
    await logInByApi(adminPage, admin.userid, admin.password);
    await adminPage.goto('/adminpage?tab=flags');
    const item = adminPage
      .getByRole('list', { name: '신고된 글 목록' })
      .getByRole('listitem')
      .filter({ hasText: place });
    await item.getByRole('button', { name: '숨기기' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: '숨겼습니다.' })).toBeVisible();

    expect((await request.get(`/api/sightings/${sightingId}`)).status()).toBe(404);
    expect(await (await request.get('/api/sightings/paged?size=100')).text()).not.toContain(place);
    const timeline = await (await request.get(`/api/lost-pet/${reportId}/sightings`)).text();
    expect(timeline).not.toContain(place);
    const matches = await (
      await request.get(`/api/lost-pet/${reportId}/matches`, { headers: owner.headers })
    ).text();
    expect(matches).not.toContain(`"sightingId":${sightingId}`);
    await member.goto('/sighting');
    await expect(member.getByText(place)).toHaveCount(0);
    for (const page of [visitor, family, member, adminPage]) await page.context().close();
  });
}
