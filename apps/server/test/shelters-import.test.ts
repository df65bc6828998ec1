import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { shelters } from '../src/db/schema';
import { seedDemoShelters } from '../src/ingest/demo/seed-shelters';
import { importShelters } from '../src/modules/shelters/import-shelters';
import { importSheltersJob } from '../src/jobs/catalogue';
import { schedulesOf } from '../src/jobs/schedules';
import { buildTestApp } from './helper';

/** Real answers of the public APIs, kept verbatim (fixtures/public-api/README.md). */
const samples = path.resolve(__dirname, 'fixtures/public-api');

const envelope = (items: unknown, totalCount: number, pageNo = 1) =>
  JSON.stringify({
    response: {
      header: { reqNo: 1, resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: { items, numOfRows: 2, pageNo, totalCount },
    },
  });

/** Items in the real answer's shape (spec/public-data-apis.md §4b). */
const item = (n: number, extra: Record<string, unknown> = {}) => ({
  careNm: `보호소${n}`,
  careRegNo: `3413992022000${String(n).padStart(2, '0')}`,
  orgNm: '경기도 남양주시',
  divisionNm: '법인',
  saveTrgtAnimal: '개+고양이+기타',
  careAddr: `경기도 남양주시 경강로${n}번길 32-27 (이패동) `,
  jibunAddr: ' ',
  lat: 37.6 + n / 100,
  lng: 127.2,
  weekOprStime: '09:00',
  weekOprEtime: '18:00',
  closeDay: '토요일+일요일',
  careTel: '031-579-3604',
  dataStdDt: '2026-01-02',
  ...extra,
});

/** Pages the fake API answers, by pageNo; what it was asked is kept for assertions. */
let pages: Record<string, string> = {};
let asked: URL[] = [];
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  asked.push(url);
  if (url.pathname !== '/1543061/animalShelterSrvc_v2/shelterInfo_v2') {
    return void res.writeHead(404).end();
  }
  res.setHeader('content-type', 'application/json;charset=UTF-8');
  res.end(pages[url.searchParams.get('pageNo') ?? ''] ?? envelope('', 0));
});
const baseUrl = new Promise<string>((resolve) =>
  server.listen(0, '127.0.0.1', () =>
    resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/1543061`),
  ),
);
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const app = await buildTestApp();
const keyless = await buildTestApp();
const keyed = await buildTestApp({
  publicData: { ...app.config.publicData, key: 'scheduled-key', baseUrl: await baseUrl },
});
const publicData = async (key = 'test-key') => ({
  ...app.config.publicData,
  key,
  baseUrl: await baseUrl,
});
const fast = { fetch: { backoffMs: 5, retries: 1, timeoutMs: 2000 } };
const allRows = () => app.db.select().from(shelters).orderBy(shelters.careRegNo);

describe('shelter import from shelterInfo_v2', () => {
  beforeEach(async () => {
    asked = [];
    await app.db.delete(shelters);
  });

  it('reads every page until a short page and upserts by careRegNo', async () => {
    pages = {
      '1': envelope({ item: [item(1), item(2)] }, 5),
      '2': envelope({ item: [item(3), item(4)] }, 5, 2),
      '3': envelope({ item: item(5) }, 5, 3),
    };
    const result = await importShelters(app.db, await publicData(), { ...fast, pageSize: 2 });
    expect(result).toMatchObject({ pages: 3, received: 5, saved: 5, skipped: 0 });
    expect(asked.map((u) => u.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
    expect(asked[0]?.searchParams.get('_type')).toBe('json');
    expect(asked[0]?.searchParams.get('numOfRows')).toBe('2');

    const [first] = await allRows();
    expect(first).toMatchObject({
      careNm: '보호소1',
      careAddr: '경기도 남양주시 경강로1번길 32-27 (이패동)',
      jibunAddr: null,
      saveTrgtAnimal: '개, 고양이, 기타',
      closeDay: '토요일+일요일',
      weekOprStime: '09:00',
      source: 'public',
    });

    // A second run updates in place instead of adding rows.
    pages['1'] = envelope({ item: [item(1, { careTel: '031-000-0000' }), item(2)] }, 5);
    await importShelters(app.db, await publicData(), { ...fast, pageSize: 2 });
    const rows = await allRows();
    expect(rows).toHaveLength(5);
    expect(rows[0]?.careTel).toBe('031-000-0000');
  });

  it('stops at an empty page even when totalCount promises more', async () => {
    pages = { '1': envelope({ item: [item(1), item(2)] }, 9), '2': envelope('', 9, 2) };
    const result = await importShelters(app.db, await publicData(), { ...fast, pageSize: 2 });
    expect(result).toMatchObject({ pages: 2, saved: 2 });
    expect(await allRows()).toHaveLength(2);
  });

  it('keeps masked phones, lists shelters without coordinates and skips items without an id', async () => {
    pages = {
      '1': envelope(
        {
          item: [
            item(1, { careTel: '031-***-1234' }),
            item(2, { lat: '', lng: '' }),
            item(3, { lat: 0, lng: 0 }),
            item(4, { lat: 127.03, lng: 37.55 }),
            item(5, { careRegNo: '' }),
            item(6, { lat: undefined, lng: undefined, careTel: undefined }),
          ],
        },
        6,
      ),
    };
    const result = await importShelters(app.db, await publicData(), { ...fast, pageSize: 10 });
    expect(result).toMatchObject({ received: 6, saved: 5, skipped: 1 });
    const rows = await allRows();
    const byName = (name: string) => rows.find((r) => r.careNm === name);
    expect(byName('보호소1')?.careTel).toBe('031-***-1234');
    expect(byName('보호소2')).toMatchObject({ lat: null, lng: null });
    expect(byName('보호소3')).toMatchObject({ lat: null, lng: null });
    expect(byName('보호소4')).toMatchObject({ lat: 37.55, lng: 127.03 });
    expect(byName('보호소6')).toMatchObject({ lat: null, lng: null, careTel: null });
  });

  it('keeps one row when the same careRegNo comes twice in a page', async () => {
    pages = { '1': envelope({ item: [item(1), item(1, { careNm: '새 이름' })] }, 2) };
    await importShelters(app.db, await publicData(), { ...fast, pageSize: 10 });
    const rows = await allRows();
    expect(rows.map((r) => r.careNm)).toEqual(['새 이름']);
  });

  it('fails with the key error of an XML answer and saves nothing', async () => {
    pages = {
      '1': '<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg></cmmMsgHeader></OpenAPI_ServiceResponse>',
    };
    await expect(importShelters(app.db, await publicData(), fast)).rejects.toThrow(
      'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
    );
    expect(await allRows()).toHaveLength(0);
  });

  it('refuses to run without a key', async () => {
    await expect(
      importShelters(app.db, { ...(await publicData()), key: undefined }, fast),
    ).rejects.toThrow('PUBLIC_DATA_KEY');
  });

  it('sends a raw key encoded and an already encoded key as it is', async () => {
    pages = { '1': envelope('', 0) };
    await importShelters(app.db, await publicData('a+b/c=='), fast);
    await importShelters(app.db, await publicData('a%2Bb%2Fc%3D%3D'), fast);
    expect(asked.map((u) => u.searchParams.get('serviceKey'))).toEqual(['a+b/c==', 'a+b/c==']);
  });

  it('replaces the demo shelters once real ones arrive', async () => {
    expect(await seedDemoShelters(app.db)).toBe(31);
    expect(await seedDemoShelters(app.db)).toBe(0);
    pages = { '1': envelope({ item: [item(1)] }, 1) };
    const result = await importShelters(app.db, await publicData(), { ...fast, pageSize: 10 });
    expect(result.demoRemoved).toBe(31);
    expect((await allRows()).map((r) => r.source)).toEqual(['public']);
  });

  it('keeps the demo shelters when the source sends nothing', async () => {
    await seedDemoShelters(app.db);
    pages = { '1': envelope({}, 0) };
    await importShelters(app.db, await publicData(), fast);
    expect(await allRows()).toHaveLength(31);
  });

  it('imports the real answers in fixtures/public-api', async () => {
    pages = {
      '1': fs.readFileSync(path.join(samples, 'v2_shelterInfo_v2_10items_2026.json'), 'utf8'),
    };
    const result = await importShelters(app.db, await publicData(), { ...fast, pageSize: 10 });
    // The sample is page 1 of 793 with 10 rows; asked for 10 a page, the import asks for page 2,
    // which the fake answers with an empty page.
    expect(result).toMatchObject({ pages: 2, received: 10, skipped: 0 });
    const rows = await allRows();
    expect(rows.length).toBe(10);
    const bucheon = rows.find((r) => r.careNm === '24시아이동물메디컬');
    expect(bucheon).toMatchObject({
      careAddr: '경기도 부천시 오정구 소사로 779 (원종동) 201호',
      jibunAddr: '경기도 부천시 원종동 229-8 뉴월드프라자 201호',
      careTel: '032-677-5262',
      lat: 37.52566,
      lng: 126.804565,
    });
    for (const row of rows) expect(row.lat).not.toBeNull();

    pages = { '1': fs.readFileSync(path.join(samples, 'empty_shelterInfo_v2.json'), 'utf8') };
    const empty = await importShelters(app.db, await publicData(), fast);
    expect(empty).toMatchObject({ pages: 1, received: 0, saved: 0 });
  });
});

describe('scheduled shelter import', () => {
  it('runs in the server only when a key is configured', async () => {
    expect(schedulesOf(keyless).map((s) => s.job)).not.toContain(importSheltersJob);
    pages = { '1': envelope({ item: [item(1), item(2)] }, 2) };
    asked = [];
    expect(schedulesOf(keyed).map((s) => s.job)).toContain(importSheltersJob);
    onTestFinished(keyed.jobs.startSchedules());
    await vi.waitFor(async () => expect(await keyed.db.select().from(shelters)).toHaveLength(2), {
      timeout: 5000,
      interval: 100,
    });
    expect(asked[0]?.searchParams.get('serviceKey')).toBe('scheduled-key');
  });
});
