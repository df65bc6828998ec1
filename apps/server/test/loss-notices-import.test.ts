import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dogImportRuns, lossNotices, publicDataCalls } from '../src/db/schema';
import { importLossNoticesJob, jobCatalogue } from '../src/jobs/catalogue';
import { schedulesOf } from '../src/jobs/schedules';
import { mapLossItem } from '../src/modules/loss-notices/loss-info';
import { importLossNotices, LOSS_SOURCE } from '../src/modules/loss-notices/loss-notices.import';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import {
  EMPTY_ANSWER,
  LOSS_INFO_PATH,
  PERSONAL,
  lossAnswer,
  lossItem as apiItem,
} from './loss-info-fake';
import type { FakeAnswer } from './public-data-fake';
import { publicDataConfig, startFakeApi } from './public-data-fake';

const fake = await startFakeApi();
const KEY = 'abc+def/ghi==';
const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: KEY }) });
const quick = { timeoutMs: 300, retries: 1, backoffMs: 10 };
const jpeg = await makeJpeg();
/** A notice whose photo the fake serves (the real ones are on animal.go.kr). */
const lossItem = (n: number, values: Record<string, unknown> = {}) =>
  apiItem(n, { popfile: `${fake.base}/photos/${n}.jpg`, ...values });
const run = (pageSize = 2, budget?: number) =>
  importLossNotices(
    budget === undefined
      ? app
      : {
          ...app,
          config: {
            ...app.config,
            publicData: { ...app.config.publicData, dailyCallBudget: budget },
          },
        },
    { trigger: 'cli', pageSize, fetch: quick, photos: { timeoutMs: 2_000 } },
  );

/**
 * Pages by pageNo, then the recorded empty answer; totalCount is inflated as observed (ADR
 * 246). `answer` may replace one page's answer (an error, a retry).
 */
function serve(
  pages: unknown[][],
  answer?: (pageNo: number, tries: number) => FakeAnswer | undefined,
) {
  const tries = new Map<number, number>();
  fake.handle(({ path, query }) => {
    if (path.startsWith('/photos/')) return { body: jpeg, type: 'application/octet-stream' };
    if (path !== LOSS_INFO_PATH) return { status: 404, body: '' };
    const pageNo = Number(query.get('pageNo'));
    tries.set(pageNo, (tries.get(pageNo) ?? 0) + 1);
    const special = answer?.(pageNo, tries.get(pageNo)!);
    if (special) return special;
    const items = pages[pageNo - 1];
    return { body: items ? lossAnswer({ item: items }, 300, pageNo, 2) : EMPTY_ANSWER };
  });
}

const calls = () => fake.requests.filter((r) => r.path === LOSS_INFO_PATH);
const rows = () => app.db.select().from(lossNotices).orderBy(lossNotices.id);

beforeEach(async () => {
  await app.db.delete(lossNotices);
  await app.db.delete(publicDataCalls);
  await app.db.delete(dogImportRuns).where(eq(dogImportRuns.source, LOSS_SOURCE));
});

describe('lossInfo import (national lost-animal notices)', () => {
  it("is a job on the stray-dog imports' schedule whenever the data.go.kr key is set", () => {
    expect(jobCatalogue).toContain(importLossNoticesJob);
    const none = { configured: () => [] };
    const keyed = schedulesOf({ config: app.config, dogImports: none });
    const schedule = keyed.find((s) => s.job === importLossNoticesJob);
    expect(schedule?.everyMs).toBe(app.config.publicData.syncIntervalMinutes * 60_000);
    const keyless = {
      ...app.config,
      publicData: { ...app.config.publicData, key: undefined },
    };
    const unkeyed = schedulesOf({ config: keyless, dogImports: none });
    expect(unkeyed.map((s) => s.job)).not.toContain(importLossNoticesJob);
  });

  it('runs when its job does, in whichever process runs jobs', async () => {
    serve([[lossItem(1)]]);
    await app.jobs.send(importLossNoticesJob, { trigger: 'admin' }, { singletonKey: 'all' });
    await expect.poll(async () => (await rows()).length, { timeout: 10_000 }).toBe(1);
    // The job goes on to the empty page: done before the next test serves other pages.
    await app.jobs.idle();
  });

  it('pages nationwide until the empty page, past a short one and the inflated totalCount', async () => {
    serve([[lossItem(1), lossItem(2)], [lossItem(3)], [lossItem(4)]]);
    const summary = await run();
    expect(summary).toMatchObject({ status: 'ok', pages: 3, calls: 4, fetched: 4, inserted: 4 });
    expect(calls().map((c) => c.query.get('pageNo'))).toEqual(['1', '2', '3', '4']);
    const [first] = calls();
    expect(first?.query.get('serviceKey')).toBe(KEY);
    expect(first?.query.get('numOfRows')).toBe('2');
    expect(first?.query.get('_type')).toBe('json');
    for (const param of ['bgnde', 'endde', 'upr_cd', 'upkind'])
      expect(first?.query.has(param)).toBe(false);
    const [notice] = await rows();
    expect(notice).toMatchObject({
      lostDate: '2026-11-11',
      region: '대전광역시',
      district: '유성구',
      office: '대전광역시 유성구',
      species: '믹스견',
      colour: '흰색1',
      gender: '암컷',
      age: '2살',
      content: '겁이 많아요. 빨간 목줄',
      status: 'OPEN',
      sourceImageUrl: `${fake.base}/photos/1.jpg`,
    });
    const [record] = await app.db
      .select()
      .from(dogImportRuns)
      .where(eq(dogImportRuns.source, LOSS_SOURCE));
    expect(record).toMatchObject({ status: 'ok', calls: 4, pages: 3, inserted: 4 });
  });

  it('reads an empty first page as no notices, and "" or one object as the API sends them', async () => {
    serve([]);
    expect(await run()).toMatchObject({ status: 'ok', pages: 0, calls: 1, inserted: 0 });
    fake.handle(({ query }) =>
      query.get('pageNo') === '1'
        ? { body: lossAnswer({ item: lossItem(7) }, 1) }
        : { body: lossAnswer('', 0, 2) },
    );
    expect(await run()).toMatchObject({ status: 'ok', pages: 1, calls: 2, inserted: 1 });
  });

  it('skips and counts malformed rows and animals that are no dogs, keeping the rest', async () => {
    serve([
      [
        lossItem(1, { happenDt: '' }),
        lossItem(2, { happenAddr: '', orgNm: '알 수 없음' }),
        lossItem(3, { kindCd: '코리안 숏헤어' }),
        lossItem(4),
        lossItem(5, { kindCd: '노르웨이 엘크하운드' }),
        lossItem(6, { kindCd: '노르웨이 숲' }),
      ],
    ]);
    const summary = await run(10);
    expect(summary).toMatchObject({
      status: 'ok',
      fetched: 6,
      malformed: 2,
      notDogs: 2,
      inserted: 2,
    });
    expect((await rows()).map((r) => r.colour)).toEqual(['흰색4', '흰색5']);
  });

  it('merges by the notice, closes the ones a complete run no longer sees and reopens them', async () => {
    serve([[lossItem(1), lossItem(2)]]);
    await run();
    serve([
      [lossItem(1, { specialMark: '목줄이 파란색', popfile: `${fake.base}/photos/new.jpg` })],
    ]);
    expect(await run()).toMatchObject({ inserted: 0, updated: 1, closed: 1 });
    const [one, two] = await rows();
    expect(one).toMatchObject({
      status: 'OPEN',
      content: '목줄이 파란색',
      sourceImageUrl: `${fake.base}/photos/new.jpg`,
    });
    expect(two).toMatchObject({ status: 'CLOSED' });
    serve([[lossItem(1), lossItem(2)]]);
    expect(await run()).toMatchObject({ inserted: 0, updated: 2, closed: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(['OPEN', 'OPEN']);
  });

  it("fetches each notice's photo once, re-encoded, and serves it for the board (ADR 259)", async () => {
    // serve() starts the fake's request log afresh.
    const photoCalls = () => fake.requests.filter((r) => r.path === '/photos/1.jpg').length;
    serve([[lossItem(1), lossItem(2, { popfile: `${fake.base}/broken/2.jpg` })]]);
    expect(await run()).toMatchObject({ inserted: 2, photos: { downloaded: 1, failed: 1 } });
    expect(photoCalls()).toBe(1);
    const board = await app.inject({ method: 'GET', url: '/api/loss-notices?size=10' });
    const byColour = new Map(
      board
        .json()
        .data.map((n: { colour: string; thumbnailPath: string | null }) => [
          n.colour,
          n.thumbnailPath,
        ]),
    );
    expect(byColour.get('흰색2')).toBeNull();
    const thumb = byColour.get('흰색1') as string;
    expect(thumb).toMatch(/^\/loss-notices\/\d{4}\/\d{2}\/.+_thumb\.jpg$/);
    const image = await app.inject({ method: 'GET', url: `/api/loss-notices/images${thumb}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Only notice photos are served there.
    const other = await app.inject({ method: 'GET', url: '/api/loss-notices/images/dogs/x.jpg' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBeTruthy();

    // The next run does not fetch a photo it has again.
    serve([[lossItem(1)]]);
    expect(await run()).toMatchObject({ updated: 1, photos: { downloaded: 0 } });
    expect(photoCalls()).toBe(0);
  });

  it('retries a failing call, counting each try, and a failed run closes nothing', async () => {
    serve([[lossItem(1)]], (pageNo, tries) =>
      pageNo === 1 && tries === 1 ? { status: 500, body: 'busy' } : undefined,
    );
    expect(await run()).toMatchObject({ status: 'ok', calls: 3, inserted: 1 });
    serve([[lossItem(2)]], (pageNo) => (pageNo === 2 ? { status: 503, body: 'down' } : undefined));
    const failed = await run();
    expect(failed).toMatchObject({ status: 'failed', inserted: 1, closed: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(['OPEN', 'OPEN']);
  });

  it("stops at the day's call budget, shared across processes, keeping what it stored and closing nothing", async () => {
    serve([[lossItem(1)]]);
    await run();
    await app.db.delete(publicDataCalls);
    serve([[lossItem(2), lossItem(3)], [lossItem(4), lossItem(5)], [lossItem(6)]]);
    const summary = await run(2, 2);
    expect(summary).toMatchObject({ status: 'budget', pages: 2, calls: 2, inserted: 4, closed: 0 });
    expect(calls()).toHaveLength(2);
    expect((await rows()).every((r) => r.status === 'OPEN')).toBe(true);
    const [counted] = await app.db.select().from(publicDataCalls);
    expect(counted).toMatchObject({ source: LOSS_SOURCE, calls: 2 });
    expect(await run(2, 2)).toMatchObject({ status: 'budget', calls: 0 });
  });

  it('stores and answers no personal field: no reporter, phone, street, detail or microchip', async () => {
    serve([[lossItem(1, { specialMark: '찾아주시면 사례합니다 010-7645-3821 / 01076453821' })]]);
    await run();
    const stored = JSON.stringify(await rows());
    for (const value of Object.values(PERSONAL)) expect(stored).not.toContain(value);
    expect(stored).not.toContain('유성대로');
    expect(stored).not.toContain('01076453821');
    expect((await rows())[0]?.content).toBe('찾아주시면 사례합니다 (연락처 생략) / (연락처 생략)');
    const res = await app.inject({ method: 'GET', url: '/api/loss-notices?region=대전광역시' });
    expect(res.statusCode).toBe(200);
    for (const value of Object.values(PERSONAL)) expect(res.body).not.toContain(value);
    expect(res.body).not.toContain('01076453821');
    expect(res.json()).toMatchObject({
      data: [
        {
          region: '대전광역시',
          district: '유성구',
          species: '믹스견',
          officialUrl:
            'https://www.animal.go.kr/front/awtis/loss/lossList.do?menuNo=1000100000&searchSDate=2026-11-11&searchEDate=2026-11-11&searchUpKindCd=417000&searchSexCd=F',
        },
      ],
      pagination: { meta: { totalItems: 1 } },
    });
    const mapped = mapLossItem(lossItem(2));
    expect(Object.keys(mapped as object)).not.toEqual(
      expect.arrayContaining(['callName', 'callTel', 'happenAddr', 'happenAddrDtl', 'rfidCd']),
    );
  });
});
