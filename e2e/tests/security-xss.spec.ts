import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { admin } from '../support/env';
import { dogPhoto } from '../support/photos';
import { logInByApi, newMember, signupBody } from '../support/users';

/**
 * Stored XSS: members and admins type markup into every free-text field the SPA shows; each
 * page that renders them must show the text literally and run none of it. Checked three
 * ways: no marker set on window, no dialog, and no element the markup would have created
 * (that last one holds even if the CSP were gone).
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '"><svg onload=window.__xss=3>';
// Nicknames hold 20 characters: the markup plus two characters that keep it unique per run.
const SHORT = `<svg/onload=__x=1>${Date.now().toString(36).slice(-2)}`;

type Seeded = {
  member: ReturnType<typeof newMember>;
  memberId: number;
  noticeId: number;
  inquiryId: number;
  reportId: number;
  fileName: string;
};
let seeded: Seeded;

async function token(request: APIRequestContext, userid: string, password: string) {
  const res = await request.post('/auth/login', { data: { userid, password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken as string}` };
}

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test.beforeAll(async ({ request }) => {
  const member = { ...newMember(), nickname: SHORT };
  expect((await request.post('/auth/signup', { data: signupBody(member) })).status()).toBe(201);
  const asMember = await token(request, member.userid, member.password);
  const asAdmin = await token(request, admin.userid, admin.password);
  const memberId = (await (await request.get('/api/mypage/me', { headers: asMember })).json()).id;

  // No double quotes: multipart clients percent-encode them in file names.
  const fileName = '<img src=x onerror=window.__xss=4>.jpg';
  const notice = await created(
    await request.post('/api/notices', {
      headers: asAdmin,
      multipart: {
        title: `공지 ${IMG}`,
        content: `${SCRIPT}\n${SVG}`,
        files: { ...dogPhoto(), name: fileName },
      },
    }),
  );
  const inquiry = await created(
    await request.post('/api/inquiries', {
      headers: asMember,
      data: { title: `문의 ${IMG}`, content: `${SCRIPT}\n${SVG}`, isPublic: true },
    }),
  );
  await created(
    await request.post(`/api/inquiries/${inquiry.id}/replies`, {
      headers: asAdmin,
      data: { content: `답변 ${SVG}${SCRIPT}` },
    }),
  );
  const report = await created(
    await request.post('/api/lost-pet', {
      headers: asMember,
      multipart: {
        title: `신고 ${IMG}`,
        dateLost: '2026-10-03',
        region: '경기도',
        district: '수원시',
        species: IMG,
        gender: '암컷',
        content: `${SCRIPT}\n${SVG}`,
        phone: '010-1234-5678',
        dogName: SHORT,
        image: dogPhoto(),
      },
    }),
  );
  seeded = {
    member,
    memberId,
    noticeId: notice.id,
    inquiryId: inquiry.id,
    reportId: report.id,
    fileName,
  };
});

/** Watches a page for anything the payloads could trigger. */
function watch(page: Page) {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) events.push(`csp: ${message.text()}`);
  });
  return events;
}

async function expectInert(page: Page, events: string[], texts: string[]) {
  for (const text of texts)
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const markers = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __x?: unknown };
    return [w.__xss, w.__x];
  });
  expect(markers).toEqual([undefined, undefined]);
  const injected = page.locator(
    'img[src="x"], svg[onload], [onerror], [onload], body script:not([src])',
  );
  expect(await injected.count()).toBe(0);
  expect(events).toEqual([]);
}

test('a visitor sees notices, inquiries, replies and reports with markup as plain text', async ({
  page,
}) => {
  const events = watch(page);
  const pages: [string, string[]][] = [
    ['/notice', [`공지 ${IMG}`]],
    // An image's file name is no longer shown to readers (its alt text is, ADR 125); the
    // admin's editor shows it, below.
    [`/notice/${seeded.noticeId}`, [`공지 ${IMG}`, SCRIPT, SVG]],
    ['/inquiry', [`문의 ${IMG}`, SHORT.slice(0, 1)]],
    [`/inquiry/${seeded.inquiryId}`, [`문의 ${IMG}`, SCRIPT, `답변 ${SVG}`]],
    [`/report/view?id=${seeded.reportId}`, [`신고 ${IMG}`, SCRIPT, SHORT]],
    ['/', ['공지 <img src=x onerro']], // the home card shortens titles
  ];
  for (const [url, texts] of pages) {
    await page.goto(url);
    await expectInert(page, events, texts);
  }
});

test('the member sees their own markup nickname and posts inert on the header and my page', async ({
  page,
}) => {
  const events = watch(page);
  await logInByApi(page, seeded.member.userid, seeded.member.password);
  await expect(page.getByRole('banner')).toContainText(SHORT);
  await expectInert(page, events, [SHORT]);
  await page.goto('/mypage');
  // The report list names the dog (also markup here) rather than the title.
  await expect(page.getByRole('list', { name: '내 실종 신고' })).toContainText(SHORT);
  await expectInert(page, events, [SHORT]);
  await page.getByRole('tab', { name: '내 문의' }).click();
  await expectInert(page, events, [`문의 ${IMG}`]);
});

test('the admin pages show the markup nickname and posts inert', async ({ page }) => {
  const events = watch(page);
  await logInByApi(page, admin.userid, admin.password);
  await page.goto('/adminpage');
  await page.getByLabel('아이디 또는 닉네임').fill(seeded.member.userid);
  await page.getByRole('button', { name: '검색' }).click();
  await expectInert(page, events, [SHORT]);
  await page.goto(`/adminpage/users/${seeded.memberId}`);
  await expectInert(page, events, [SHORT, `문의 ${IMG}`, `신고 ${IMG}`]);
  await page.goto(`/inquiry/${seeded.inquiryId}`);
  await expectInert(page, events, [`답변 ${SVG}`, SCRIPT]);
  await page.goto(`/notice/write?id=${seeded.noticeId}`);
  await expectInert(page, events, [seeded.fileName]);
});
