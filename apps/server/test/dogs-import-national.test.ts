import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dogStateChanges, dogs } from '../src/db/schema';
import { mapNationalItem } from '../src/modules/dog-imports/national';
import { PHOTO_MAX_ATTEMPTS } from '../src/modules/dog-imports/photos';
import { parseDataGoKr } from '../src/lib/public-data/envelope';
import { DogSyncError, syncDogs } from '../src/modules/dog-imports/sync';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import {
  XML_KEY_ERROR,
  nationalAnswer,
  nationalItem,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const fake = await startFakeApi();
const KEY = 'abc+def/ghi==';
const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: KEY }) });
const jpeg = await makeJpeg();
const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
const quick = { timeoutMs: 300, retries: 1, backoffMs: 10 };
const found = { from: '20261101', to: '20261130' };
const sync = (pageSize = 1000) =>
  syncDogs(app, {
    source: 'national',
    query: { found },
    pageSize,
    fetch: quick,
    photos: { timeoutMs: 300 },
  });

const item = (id: string, values: Record<string, unknown> = {}) =>
  nationalItem(id, { popfile1: `${fake.base}/photos/${id}.jpg`, ...values });

/** Pages of items by pageNo; photos always succeed unless the test says otherwise. */
function serve(pages: unknown[][], totalCount = 0, photo?: (path: string) => 'fail' | 'ok') {
  fake.handle(({ path, query }) => {
    if (path.startsWith('/photos/')) {
      return photo?.(path) === 'fail'
        ? { status: 500, body: 'oops' }
        : { body: jpeg, type: 'application/octet-stream' };
    }
    if (path !== LIST) return { status: 404, body: '' };
    const pageNo = Number(query.get('pageNo'));
    return { body: nationalAnswer({ item: pages[pageNo - 1] ?? [] }, totalCount, pageNo) };
  });
}

const listCalls = () => fake.requests.filter((r) => r.path === LIST);

beforeEach(async () => {
  await app.db.delete(dogs);
});

describe('national importer (abandonmentPublic_v2)', () => {
  it('maps every field of a dog, asks for 경기도 dogs in JSON and keeps the key as given', async () => {
    serve(
      [[item('441399202600001', { careTel: '031-***-3604', weight: undefined, colorCd: '' })]],
      1,
    );
    const summary = await sync();
    expect(summary).toMatchObject({ inserted: 1, updated: 0, pages: 1 });
    const [call] = listCalls();
    expect(call?.query.get('upr_cd')).toBe('6410000');
    expect(call?.query.get('_type')).toBe('json');
    expect(call?.query.get('upkind')).toBe('417000');
    expect(call?.query.get('bgnde')).toBe('20261101');
    expect(call?.query.get('endde')).toBe('20261130');
    expect(call?.query.get('serviceKey')).toBe(KEY);
    const [dog] = await app.db.select().from(dogs);
    expect(dog).toMatchObject({
      source: 'national',
      sourceId: '441399202600001',
      noticeNo: '경기-남양주-2026-00001',
      state: '보호중',
      foundDate: '2026-11-01',
      foundPlace: '남양주시 진건 119 안전센터',
      jurisd: '경기도 남양주시',
      species: '믹스견',
      color: null,
      gender: '수컷',
      weight: null,
      neuterYn: 'N',
      noticeStartDate: '2026-11-03',
      noticeEndDate: '2026-11-13',
      shelterRegNo: '341399202200002',
      shelterName: '남양주시동물보호센터',
      shelterPhone: null,
    });
    expect(dog?.createdAt.toISOString().slice(0, 10)).toBe('2026-11-03');
  });

  it('reads a single item sent as an object and keeps only dogs', async () => {
    serve([[]], 1);
    fake.handle(({ path }) =>
      path === LIST
        ? { body: nationalAnswer({ item: item('441399202600002', { happenDt: '2026' }) }, 1) }
        : { body: jpeg },
    );
    expect(await sync()).toMatchObject({ inserted: 1 });
    serve(
      [[item('1', { kindFullNm: '[고양이] 코리안 숏헤어', upKindCd: '422400' }), item('2')]],
      2,
    );
    expect(await sync()).toMatchObject({ inserted: 1, skipped: 1 });
    const rows = await app.db.select({ id: dogs.sourceId, found: dogs.foundDate }).from(dogs);
    expect(rows.map((r) => r.id).sort()).toEqual(['2', '441399202600002']);
    expect(rows.find((r) => r.id === '441399202600002')?.found).toBeNull();
  });

  it('stores the 동물등록번호 a shelter read (rfidCd) as digits, and no junk as a number', async () => {
    // The real answer: the one chipped dog of the ten carries 15 digits.
    const fixture = fs.readFileSync(
      path.join(
        import.meta.dirname,
        'fixtures/public-api/v2_abandonmentPublic_v2_10items_2026.json',
      ),
      'utf8',
    );
    const chips = parseDataGoKr(fixture).items.flatMap((i) => mapNationalItem(i)?.microchip ?? []);
    expect(chips).toEqual(['410097800628216']);
    serve(
      [
        [
          item('441399202600011', { rfidCd: '410-0978-0062-8217' }),
          item('441399202600012', { rfidCd: '000000000000000' }),
          item('441399202600013', { rfidCd: '4100978' }),
          item('441399202600014'),
        ],
      ],
      4,
    );
    await sync();
    const rows = await app.db.select({ id: dogs.sourceId, chip: dogs.microchip }).from(dogs);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.chip]))).toEqual({
      '441399202600011': '410097800628217',
      '441399202600012': null,
      '441399202600013': null,
      '441399202600014': null,
    });
    // Never shown: the registration is the owner's.
    const shown = await app.inject({ url: '/api/dog-details/paged?size=100' });
    expect(shown.body).not.toContain('410097800628217');
  });

  it('takes "" and {} as no items', async () => {
    for (const empty of ['', {}]) {
      fake.handle(() => ({ body: nationalAnswer(empty, 0) }));
      expect(await sync()).toMatchObject({ inserted: 0, pages: 1 });
    }
  });

  it('pages until a short page, whatever totalCount claims', async () => {
    serve([[item('1'), item('2')], [item('3')]], 40);
    expect(await sync(2)).toMatchObject({ inserted: 3, pages: 2 });
    expect(listCalls().map((r) => r.query.get('pageNo'))).toEqual(['1', '2']);
    serve([[item('4'), item('5')], [item('6'), item('7')], []], 3);
    expect(await sync(2)).toMatchObject({ inserted: 4, pages: 3 });
  });

  it('fails with the message of an XML key error', async () => {
    fake.handle(() => ({ body: XML_KEY_ERROR, type: 'text/xml' }));
    await expect(sync()).rejects.toThrow(/SERVICE_KEY_IS_NOT_REGISTERED_ERROR/);
  });

  it('is idempotent and records state changes', async () => {
    serve([[item('11'), item('12')]], 2);
    await sync();
    expect(await sync()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, stateChanges: 0 });
    serve([[item('11', { processState: '종료(입양)' }), item('12')]], 2);
    expect(await sync()).toMatchObject({ inserted: 0, updated: 1, unchanged: 1, stateChanges: 1 });
    const all = await app.db.select().from(dogs);
    expect(all).toHaveLength(2);
    const adopted = all.find((d) => d.sourceId === '11');
    expect(adopted?.state).toBe('종료(입양)');
    const changes = await app.db
      .select()
      .from(dogStateChanges)
      .where(eq(dogStateChanges.dogId, adopted?.id ?? 0));
    expect(changes).toMatchObject([{ fromState: '보호중', toState: '종료(입양)' }]);
  });

  it('tries a failed photo again on the next pass, stores it with a thumbnail, and never again', async () => {
    let failures = 0;
    serve([[item('21')]], 1, () => (failures++ === 0 ? 'fail' : 'ok'));
    expect((await sync()).photos).toMatchObject({ downloaded: 0, failed: 1, gaveUp: 0 });
    const photoCalls = () => fake.requests.filter((r) => r.path === '/photos/21.jpg').length;
    expect(photoCalls()).toBe(1);
    expect((await sync()).photos).toMatchObject({ downloaded: 1, failed: 0 });
    const [dog] = await app.db.select().from(dogs);
    expect(await app.storage.get(dog?.imageKey ?? '')).toBeDefined();
    expect(await app.storage.get(dog?.thumbnailKey ?? '')).toBeDefined();
    expect(dog).toMatchObject({ photoAttempts: 1, photoError: null });
    serve([[item('21')]], 1);
    expect((await sync()).photos).toMatchObject({ downloaded: 0, failed: 0 });
    expect(photoCalls()).toBe(0);
  });

  it('gives a photo up after three failed passes: the dog keeps the default image', async () => {
    serve([[item('31')]], 1, () => 'fail');
    for (let pass = 1; pass <= PHOTO_MAX_ATTEMPTS; pass++) {
      expect((await sync()).photos).toMatchObject({
        failed: 1,
        gaveUp: pass === PHOTO_MAX_ATTEMPTS ? 1 : 0,
      });
    }
    const photoCalls = () => fake.requests.filter((r) => r.path === '/photos/31.jpg').length;
    expect(photoCalls()).toBe(PHOTO_MAX_ATTEMPTS);
    expect((await sync()).photos).toMatchObject({ downloaded: 0, failed: 0 });
    expect(photoCalls()).toBe(PHOTO_MAX_ATTEMPTS);
    const [dog] = await app.db.select().from(dogs);
    expect(dog).toMatchObject({ imageKey: null, photoAttempts: 3, photoError: 'HTTP 500' });
    const detail = await app.inject({ method: 'GET', url: `/api/dog-details/${dog?.id}` });
    expect(detail.json()).toMatchObject({ imagePath: null });
  });

  it('fetches a changed photo again with fresh tries', async () => {
    serve([[item('32')]], 1, () => 'fail');
    for (let pass = 1; pass <= PHOTO_MAX_ATTEMPTS; pass++) await sync();
    serve([[item('32', { popfile1: `${fake.base}/photos/32-new.jpg` })]], 1);
    expect((await sync()).photos).toMatchObject({ downloaded: 1 });
  });

  it('ends a run on a source that times out with a clear error and keeps what it had', async () => {
    fake.handle(({ path, query }) => {
      if (path !== LIST) return { body: jpeg };
      return query.get('pageNo') === '1'
        ? { body: nationalAnswer({ item: [item('41'), item('42')] }, 9) }
        : 'hang';
    });
    const error = await sync(2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DogSyncError);
    expect((error as DogSyncError).message).toMatch(
      /national import stopped after 1 page\(s\): \[timeout\] .*timed out/,
    );
    expect((error as DogSyncError).kind).toBe('timeout');
    expect((error as DogSyncError).summary).toMatchObject({ inserted: 2 });
    expect(await app.db.select().from(dogs)).toHaveLength(2);
  });

  it('removes the demo dogs before the first import', async () => {
    await createDog(app.db, { source: 'demo', sourceId: 'demo-1' });
    serve([[item('51')]], 1);
    expect(await sync()).toMatchObject({ demoRemoved: 1, inserted: 1 });
    expect((await app.db.select().from(dogs)).map((d) => d.source)).toEqual(['national']);
  });
});
