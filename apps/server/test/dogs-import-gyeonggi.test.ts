import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { GYEONGGI_CITIES } from '@chajul/contracts';
import { parseDataGoKr } from '../src/lib/public-data/envelope';
import { dogs } from '../src/db/schema';
import { mapGyeonggiRow, parseGyeonggi } from '../src/modules/dog-imports/gyeonggi';
import { mapNationalItem } from '../src/modules/dog-imports/national';
import { syncDogs } from '../src/modules/dog-imports/sync';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import {
  GYEONGGI_NO_DATA,
  gyeonggiAnswer,
  gyeonggiRow,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const fake = await startFakeApi();
const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { ggKey: 'gg-key' }) });
const jpeg = await makeJpeg();
const quick = { timeoutMs: 300, retries: 1, backoffMs: 10 };
const sync = (found = { from: '20261101', to: '20261130' }, pageSize = 1000) =>
  syncDogs(app, {
    source: 'gyeonggi',
    query: { found },
    pageSize,
    fetch: quick,
    photos: { timeoutMs: 300 },
  });
const row = (id: string, values: Record<string, unknown> = {}) =>
  gyeonggiRow(id, { IMAGE_COURS: `${fake.base}/photos/${id}.jpg`, ...values });

function serve(pages: unknown[], total = 0) {
  fake.handle(({ path, query }) => {
    if (path.startsWith('/photos/')) return { body: jpeg, type: 'application/octet-stream' };
    const page = pages[Number(query.get('pIndex')) - 1];
    return { body: page === undefined ? GYEONGGI_NO_DATA : gyeonggiAnswer(page, total) };
  });
}

beforeEach(async () => {
  await app.db.delete(dogs);
});

describe('경기도 importer (AbdmAnimalProtect)', () => {
  it('maps a row, asks with KEY, Type=json, pIndex and pSize, and stores its photo', async () => {
    serve([[row('441383202600395', { SHTER_TELNO: '010-****-0124', AGE_INFO: '' })]], 1);
    expect(await sync()).toMatchObject({
      inserted: 1,
      fetched: 1,
      photos: { downloaded: 1, failed: 0 },
    });
    const call = fake.requests.find((r) => r.path === '/gg/AbdmAnimalProtect');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      KEY: 'gg-key',
      Type: 'json',
      pIndex: '1',
      pSize: '1000',
    });
    const [dog] = await app.db.select().from(dogs);
    expect(dog).toMatchObject({
      source: 'gyeonggi',
      noticeNo: '경기-안양-2026-00395',
      jurisd: '경기도 안양시',
      species: '요크셔 테리어',
      gender: '암컷',
      neuterYn: 'U',
      age: null,
      shelterPhone: null,
      shelterAddress: '경기도 안산시 상록구 청곡길 50 (부곡동)',
      foundDate: '2026-11-01',
    });
    expect(dog?.imageKey).toMatch(/^dogs\//);
  });

  it('reads a single row object, stops at a short page and keeps only dogs in the range', async () => {
    serve(
      [
        [
          row('1'),
          row('2', { SPECIES_NM: '[고양이] 코리안 숏헤어' }),
          row('3', { RECEPT_DE: '20250101' }),
        ],
        row('4', { JURISD_INST_NM: null, SIGUN_NM: '수원시' }),
      ],
      999,
    );
    expect(await sync(undefined, 3)).toMatchObject({ inserted: 2, skipped: 1, pages: 2 });
    const stored = await app.db.select({ id: dogs.sourceId, jurisd: dogs.jurisd }).from(dogs);
    expect(stored.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: '1', jurisd: '경기도 안양시' },
      { id: '4', jurisd: '경기도 수원시' },
    ]);
  });

  it('takes the INFO-200 answer as no data', async () => {
    serve([]);
    expect(await sync()).toMatchObject({ inserted: 0, pages: 1 });
  });

  it('fails clearly on an error code, in JSON or XML', async () => {
    fake.handle(() => ({
      body: JSON.stringify({
        RESULT: { CODE: 'ERROR-290', MESSAGE: '인증키가 유효하지 않습니다.' },
      }),
    }));
    await expect(sync()).rejects.toThrow(/\[api-error\] ERROR-290 인증키가 유효하지 않습니다/);
    fake.handle(() => ({
      body: '<RESULT><CODE>ERROR-300</CODE><MESSAGE>필수 값이 누락되어 있습니다.</MESSAGE></RESULT>',
      type: 'text/xml',
    }));
    await expect(sync()).rejects.toThrow(/\[xml-error\] XML error answer: ERROR-300 필수 값/);
  });

  it('never takes the portal home page for a photo, and tries the thumbnail instead', async () => {
    const home = ['http://www.animal.go.kr/', 'http://www.animal.go.kr', 'https://animal.go.kr/'];
    serve(
      [
        [
          ...home.map((url, i) => row(`7${i}`, { IMAGE_COURS: url, THUMB_IMAGE_COURS: url })),
          row('79', {
            IMAGE_COURS: 'http://www.animal.go.kr/',
            THUMB_IMAGE_COURS: `${fake.base}/photos/79_s.jpg`,
          }),
        ],
      ],
      4,
    );
    expect(await sync()).toMatchObject({ inserted: 4, photos: { downloaded: 1, failed: 0 } });
    expect(fake.requests.filter((r) => r.path.startsWith('/photos/')).map((r) => r.path)).toEqual([
      '/photos/79_s.jpg',
    ]);
    const stored = await app.db.select().from(dogs);
    expect(stored.filter((d) => d.sourceImageUrl === null)).toHaveLength(3);
    expect(stored.every((d) => d.photoAttempts === 0)).toBe(true);
  });

  it('keeps PARTCLR_MATR beside SFETR_INFO', async () => {
    serve(
      [
        [
          row('81', { SFETR_INFO: '목줄 착용', PARTCLR_MATR: '매우 예민' }),
          row('82', { SFETR_INFO: null, PARTCLR_MATR: '매우 예민' }),
          row('83', { SFETR_INFO: '순함', PARTCLR_MATR: '순함' }),
        ],
      ],
      3,
    );
    await sync();
    const marks = Object.fromEntries(
      (await app.db.select().from(dogs)).map((d) => [d.sourceId, d.specialMark]),
    );
    expect(marks).toEqual({ '81': '목줄 착용, 매우 예민', '82': '매우 예민', '83': '순함' });
  });
});

/** Real answers of the public APIs, kept verbatim (fixtures/public-api/README.md). */
const samples = path.resolve(__dirname, 'fixtures/public-api');
const readSample = (name: string) => fs.readFileSync(path.join(samples, name), 'utf8');

describe('the real answers in fixtures/public-api', () => {
  it('maps every dog of the national list with its fields', () => {
    const { items } = parseDataGoKr(readSample('v2_abandonmentPublic_v2_10items_2026.json'));
    const mapped = items.map(mapNationalItem);
    const dogsOnly = items.filter((i) => i.upKindCd === '417000');
    expect(mapped.filter(Boolean)).toHaveLength(dogsOnly.length);
    for (const dog of mapped.filter((d) => d !== undefined)) {
      expect(dog.sourceId).toMatch(/^\d{15}$/);
      expect(dog.species).not.toMatch(/^\[/);
      expect(dog.foundDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['수컷', '암컷', '미상']).toContain(dog.gender);
      expect(dog.state).toBeTruthy();
      expect(dog.sourceImageUrl).toMatch(/^http/);
    }
    expect(parseDataGoKr(readSample('empty_abandonmentPublic_v2.json')).items).toEqual([]);
  });

  it('maps the 경기도 rows to "경기도 {city}" jurisdictions', () => {
    const rows = JSON.parse(readSample('gyeonggi_AbdmAnimalProtect_rows_sample.json')) as Record<
      string,
      unknown
    >[];
    expect(parseGyeonggi(gyeonggiAnswer(rows, rows.length))).toHaveLength(rows.length);
    const mapped = rows.map(mapGyeonggiRow).filter((d) => d !== undefined);
    expect(mapped.length).toBeGreaterThan(0);
    for (const dog of mapped) {
      const city = dog.jurisd?.replace('경기도 ', '');
      expect(GYEONGGI_CITIES).toContain(city);
      expect(dog.noticeNo).toMatch(/^경기-/);
      expect(dog.foundDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
