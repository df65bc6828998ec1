import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { admin } from './env';

/** The two sizes every page is looked at: a laptop and a phone (issue 19). */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Screenshots go to e2e/test-results/screenshots/<set>/ with the run's other artifacts, which
 * git ignores; SCREENSHOT_SET names the set. Playwright empties test-results/ when a run starts:
 * copy a set aside to compare before and after.
 */
export const screenshotDir = path.resolve(
  'test-results',
  'screenshots',
  process.env.SCREENSHOT_SET ?? 'latest',
);

export type Ids = {
  dog: number;
  adoptDog: number;
  report: number;
  notice: number;
  inquiry: number;
};

/** Ids of rows the demo data set and the suite's own setup hold, read through the API. */
export async function demoIds(request: APIRequestContext): Promise<Ids> {
  const first = async (url: string) => {
    const body = (await (await request.get(url)).json()) as Record<string, { id: number }[]>;
    const row = (body.data ?? body.content)?.[0];
    if (!row) throw new Error(`no row at ${url}`);
    return row.id;
  };
  return {
    dog: await first('/api/dog-details/paged?page=0&size=1'),
    adoptDog: await first('/api/dog-details/paged?page=0&size=1&state=보호중'),
    report: await first('/api/lost-pet/paged?page=0&limit=1'),
    notice: await first('/api/notices/paged?page=0&size=1'),
    inquiry: await publicInquiry(request),
  };
}

/** A public inquiry, which a visitor may read; earlier specs may have left private ones. */
async function publicInquiry(request: APIRequestContext) {
  const res = await request.get('/api/inquiries/paged?page=1&limit=50');
  const body = (await res.json()) as { data?: { id: number; isPublic: boolean }[] };
  return body.data?.find((row) => row.isPublic)?.id ?? writeInquiry(request);
}

/** The demo data set has no public inquiry: the admin writes one. */
async function writeInquiry(request: APIRequestContext) {
  const login = await request.post('/auth/login', {
    data: { userid: admin.userid, password: admin.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.post('/api/inquiries', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      title: '보호소 연락처가 바뀌었어요',
      content: '안내된 번호로 연결되지 않습니다.',
      isPublic: true,
    },
  });
  const body = (await res.json()) as { id?: number; data?: { id: number } };
  const id = body.id ?? body.data?.id;
  if (!id) throw new Error(`could not write an inquiry: ${res.status()}`);
  return id;
}

/** Every route of both specs a visitor can open, with a short name for its screenshot. */
export function publicRoutes(ids: Ids): [name: string, url: string][] {
  return [
    ['home', '/'],
    ['login', '/login'],
    ['signup', '/signup'],
    ['findpassword', '/findpassword'],
    ['reset-password', '/reset-password?token=abc'],
    ['lookup', '/lookup'],
    ['lookup-dog', `/lookup/${ids.dog}`],
    ['predict', '/lookup/predict-dog'],
    ['report', '/report'],
    ['report-no-hits', '/report?keyword=없는강아지이름xyz'],
    ['report-view', `/report/view?id=${ids.report}`],
    ['report-how', '/report/how'],
    ['adopt', '/adopt'],
    ['adopt-dog', `/adopt/${ids.adoptDog}`],
    ['adopt-process', '/adopt/process'],
    ['shelters', '/shelters'],
    ['notice', '/notice'],
    ['notice-detail', `/notice/${ids.notice}`],
    ['notice-detail-query', `/notice/detail?id=${ids.notice}&from=list`],
    ['notice-invalid', '/notice/detail?id=abc'],
    ['inquiry', '/inquiry'],
    ['inquiry-detail', `/inquiry/${ids.inquiry}`],
    ['inquiry-invalid', '/inquiry/detail?id=0'],
    ['not-found', '/no/such/page'],
  ];
}

export const memberRoutes = (ids: Ids): [string, string][] => [
  ['home', '/'],
  ['mypage', '/mypage'],
  ['mypage-notifications', '/mypage?tab=notifications'],
  ['mypage-edit', '/mypage/edit'],
  ['report-write', '/report/write'],
  ['report-edit', `/report/edit?id=${ids.report}`],
  ['report-view', `/report/view?id=${ids.report}`],
  ['inquiry-write', '/inquiry/write'],
];

export const adminRoutes = (userId: number): [string, string][] => [
  ['home', '/'],
  ['adminpage', '/adminpage'],
  ['adminpage-reports', '/adminpage?tab=reports'],
  ['adminpage-inquiries', '/adminpage?tab=inquiries'],
  ['adminpage-notices', '/adminpage?tab=notices'],
  ['admin-user', `/adminpage/users/${userId}`],
  ['notice-write', '/notice/write'],
];

/** Waits for a page to settle: no loading text, images decoded, fonts ready. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.body.innerText.includes('불러오는 중'), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

export async function shoot(page: Page, role: string, size: ViewportName, name: string) {
  await page.screenshot({
    path: path.join(screenshotDir, `${role}-${size}-${name}.png`),
    fullPage: true,
  });
}
