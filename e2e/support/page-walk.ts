import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import type { Guard, PageEntry } from '../../apps/web/src/app/page-entry';
import { demoMemberPassword } from './demo-data';
import { admin } from './env';
import { apiConversation, apiMember, apiSighting } from './reunions';

/** The two sizes every page is looked at: a laptop and a phone (issue 19). */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Screenshots go to e2e/test-results/screenshots/<set>/ with the run's other artifacts, which
 * git ignores; SCREENSHOT_SET names the set and turns them on. Playwright empties test-results/
 * when a run starts: copy a set aside to compare before and after.
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
  /** The demo member, as the admin's member page shows him. */
  member: number;
  /** A found report of the demo member's (the demo data has none: he posts one). */
  sighting: number;
  /** A neighbour's message about the demo member's report: his side of a conversation. */
  conversation: number;
  /** The shelter (careRegNo) of a dog in care: its page has a phone, a map and dogs. */
  shelter: string;
};

/** Ids of rows the demo data set and the suite's own setup hold, read through the API. */
export async function demoIds(request: APIRequestContext): Promise<Ids> {
  const first = async (url: string) => {
    const body = (await (await request.get(url)).json()) as Record<string, { id: number }[]>;
    const row = (body.data ?? body.content)?.[0];
    if (!row) throw new Error(`no row at ${url}`);
    return row.id;
  };
  const report = await first('/api/lost-pet/paged?page=0&limit=1');
  const inCare = await request.get('/api/dog-details/paged?page=0&size=1&state=보호중');
  const shelter = ((await inCare.json()) as { data: { shelterId: string | null }[] }).data[0]
    ?.shelterId;
  if (!shelter) throw new Error('no dog in care with a shelter');
  return {
    dog: await first('/api/dog-details/paged?page=0&size=1'),
    adoptDog: await first('/api/dog-details/paged?page=0&size=1&state=보호중'),
    report,
    notice: await first('/api/notices/paged?page=0&size=1'),
    inquiry: await publicInquiry(request),
    member: await demoMemberId(request),
    sighting: await demoSighting(request),
    conversation: await neighbourWrites(request, report),
    shelter,
  };
}

/**
 * A neighbour saw the demo member's dog (the first demo report): his seen report puts the
 * report's timeline and map on its page, and his message gives the demo member a conversation.
 */
async function neighbourWrites(request: APIRequestContext, reportId: number) {
  const neighbour = await apiMember(request);
  const sightingId = await apiSighting(request, neighbour, {
    kind: 'SEEN',
    lostReportId: String(reportId),
    direction: '수원역 쪽으로',
  });
  return apiConversation(
    request,
    neighbour,
    { lostReportId: reportId, sightingId },
    '공원 앞에서 이 아이를 봤어요. 수원역 쪽으로 갔어요.',
  );
}

async function demoMemberHeaders(request: APIRequestContext) {
  const login = await request.post('/auth/login', {
    data: { userid: 'member', password: demoMemberPassword() },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** The demo member's id, from his own profile. */
async function demoMemberId(request: APIRequestContext) {
  const me = await request.get('/api/mypage/me', { headers: await demoMemberHeaders(request) });
  return ((await me.json()) as { id: number }).id;
}

/** An open found report of the demo member's: his own, or one he posts now. */
async function demoSighting(request: APIRequestContext) {
  const headers = await demoMemberHeaders(request);
  const mine = await request.get('/api/mypage/sightings', { headers });
  const rows = ((await mine.json()) as { content: { id: number; status: string }[] }).content;
  const open = rows.find((row) => row.status === 'OPEN');
  if (open) return open.id;
  const res = await request.post('/api/sightings', {
    headers,
    multipart: {
      kind: 'FOUND',
      seenAt: '2026-10-05T21:30',
      region: '경기도',
      district: '수원시',
      place: '광교호수공원 정문 앞',
      breed: '말티즈',
      colour: '흰색',
      size: '소형',
      heldAt: '제가 집에서 데리고 있어요',
    },
  });
  const body = (await res.json()) as { id?: number };
  if (!body.id) throw new Error(`could not post a sighting: ${res.status()}`);
  return body.id;
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

/** The three ways the walk looks at the site. */
export type Role = 'visitor' | 'member' | 'admin';

/**
 * The URLs a role's walk opens, for every page of the web's page table
 * (apps/web/src/app/page-table.ts): the page's path, as every role its guard concerns (a
 * visitor sees a members' page as its log-in gate, a member an admins' page as its forbidden
 * page), or the URLs `samples` gives for it. Screenshots are named after the URL as written.
 */
export async function walkRoutes(role: Role, ids: Ids): Promise<[name: string, url: string][]> {
  const pages = await pageTable();
  const unknown = Object.keys(samples).filter((key) => !(key in pages));
  if (unknown.length > 0) throw new Error(`samples for pages the table lacks: ${unknown}`);
  return Object.entries(pages).flatMap(
    ([key, entry]) =>
      (samples[key] ?? defaultWalk(key, entry))[role]?.map((url): [string, string] => [
        screenshotName(url),
        url.replace(/\{(\w+)\}/g, (_, id: string) => String(ids[id as keyof Ids])),
      ]) ?? [],
  );
}

type Walk = Partial<Record<Role, string[]>>;

/**
 * Pages whose path alone is not enough: a parameter needs a row, a query shows another state.
 * `{dog}`, `{report}`, `{member}` … are the ids demoIds reads from the running server.
 */
const samples: Record<string, Walk> = {
  home: { visitor: ['/'], member: ['/'], admin: ['/'] },
  resetPassword: { visitor: ['/reset-password?token=abc'] },
  lookupDog: { visitor: ['/lookup/{dog}'] },
  shelter: { visitor: ['/shelters/{shelter}'] },
  // Both need a prediction made in the same tab; without one they go to the predict page.
  searchResult: {},
  predictedDog: {},
  reports: { visitor: ['/report', '/report?keyword=없는강아지이름xyz'] },
  reportView: { visitor: ['/report/view?id={report}'], member: ['/report/view?id={report}'] },
  reportEdit: { visitor: ['/report/edit?id={report}'], member: ['/report/edit?id={report}'] },
  adoptDog: { visitor: ['/adopt/{adoptDog}'] },
  noticeDetail: {
    visitor: ['/notice/{notice}', '/notice/detail?id={notice}&from=list', '/notice/detail?id=abc'],
  },
  // The demo member has no inquiry of his own to edit: only the visitor's gate is walked.
  inquiryEdit: { visitor: ['/inquiry/edit?id={inquiry}'] },
  inquiryDetail: { visitor: ['/inquiry/{inquiry}', '/inquiry/detail?id=0'] },
  mypage: {
    visitor: ['/mypage'],
    member: ['/mypage', '/mypage?tab=notifications', '/mypage?tab=sightings'],
  },
  // A visitor without a login or a private link sees how to get in.
  messages: { visitor: ['/messages'], member: ['/messages', '/messages?id={conversation}'] },
  adminpage: {
    visitor: ['/adminpage'],
    member: ['/adminpage'],
    admin: [
      '/adminpage',
      '/adminpage?tab=reports',
      '/adminpage?tab=flags',
      '/adminpage?tab=inquiries',
      '/adminpage?tab=notices',
    ],
  },
  adminUser: { admin: ['/adminpage/users/{member}'] },
  sightings: { visitor: ['/sighting', '/sighting?kind=SEEN&region=제주특별자치도'] },
  sightingWrite: {
    visitor: ['/sighting/write?kind=SEEN', '/sighting/write?kind=FOUND&lostReportId={report}'],
    member: ['/sighting/write'],
  },
  // The demo member wrote it: he sees the author's view, a visitor the public one.
  sightingView: {
    visitor: ['/sighting/view?id={sighting}', '/sighting/view?id=0'],
    member: ['/sighting/view?id={sighting}'],
  },
  sightingEdit: {
    visitor: ['/sighting/edit?id={sighting}'],
    member: ['/sighting/edit?id={sighting}'],
  },
  sightingManage: { visitor: ['/sighting/manage', '/sighting/manage?token=1.not-a-link'] },
  // A code never issued: the page says the tag cannot be found (ADR 252).
  tagPage: { visitor: ['/t/AAAAAAAAAAAAAAAAAAAAAA'] },
  notFound: { visitor: ['/no/such/page'] },
};

/**
 * The table's module, named by a computed specifier: type-checking the suite then stops at
 * its types (page-entry.ts) instead of following its loaders into every page of the web,
 * which needs the web's compiler settings (JSX, CSS modules). At run time it is the module.
 */
const tableModule = '../../apps/web/src/app/page-table.ts';
async function pageTable() {
  const { pages } = (await import(tableModule)) as { pages: Record<string, PageEntry> };
  return pages;
}

const rolesOf: Record<Guard, Role[]> = {
  public: ['visitor'],
  visitors: ['visitor'],
  members: ['visitor', 'member'],
  admins: ['visitor', 'member', 'admin'],
};

function defaultWalk(key: string, entry: PageEntry): Walk {
  if (entry.path.includes(':') || entry.path === '*') {
    throw new Error(`page "${key}" has a parameter in its path: give the walk URLs in samples`);
  }
  return Object.fromEntries(rolesOf[entry.guard ?? 'public'].map((role) => [role, [entry.path]]));
}

const screenshotName = (url: string) =>
  url === '/' ? 'home' : url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * Waits for a page to settle: the web's ready marker (the page rendered, none of its requests
 * pending: root-layout's ReadyMarker), no loading text, images loaded (a lazy one below the
 * fold never is: waiting for it cost 5 s on /lookup, /adopt and /shelters/…), fonts ready. The marker
 * replaced waiting for the network to stay idle for half a second on every page (ADR 210).
 */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.ready === 'true' &&
        !document.body.innerText.includes('불러오는 중') &&
        // A lazy image below the fold is not fetched until someone scrolls to it.
        Array.from(document.images).every(
          (image) =>
            image.complete ||
            (image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight),
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Screenshots are for a person comparing two sets: taken when SCREENSHOT_SET names the set
 * (ADR 210), not on every run.
 */
const screenshotsWanted = Boolean(process.env.SCREENSHOT_SET);

export async function shoot(page: Page, role: string, size: ViewportName, name: string) {
  if (!screenshotsWanted) return;
  await page.screenshot({
    path: path.join(screenshotDir, `${role}-${size}-${name}.png`),
    fullPage: true,
  });
}
