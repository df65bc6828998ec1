import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dogStateChanges, dogs } from '../src/db/schema';
import { syncDogs } from '../src/modules/dog-imports/sync';
import { buildTestApp } from './helper';
import {
  gyeonggiAnswer,
  gyeonggiRow,
  nationalAnswer,
  nationalItem,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const fake = await startFakeApi();
const app = await buildTestApp({
  publicData: publicDataConfig(fake.base, { key: 'key', ggKey: 'gg-key' }),
});
const found = { from: '20261101', to: '20261130' };
const sync = (source: 'national' | 'gyeonggi') =>
  syncDogs(app, { source, query: { found }, fetch: { retries: 0 } });

/** 경기도 republishes this national animal under the same number (ADR 033). */
const SHARED = '441383202600395';
const national = (values: Record<string, unknown> = {}) =>
  nationalItem(SHARED, { popfile1: '', noticeNo: '경기-안양-2026-00395', ...values });
const gyeonggi = (id: string, values: Record<string, unknown> = {}) =>
  gyeonggiRow(id, { IMAGE_COURS: null, THUMB_IMAGE_COURS: null, ...values });

function serve(nationalItems: unknown[], gyeonggiRows: unknown[]) {
  fake.handle(({ path }) =>
    path === '/gg/AbdmAnimalProtect'
      ? { body: gyeonggiAnswer(gyeonggiRows, gyeonggiRows.length) }
      : { body: nationalAnswer({ item: nationalItems }, nationalItems.length) },
  );
}

const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/dog-details/paged?size=100' })).json<{
    data: { number: string; source: string; state: string }[];
    pagination: { meta: { totalItems: number } };
  }>();

beforeEach(async () => {
  await app.db.delete(dogs);
});

describe('one dog per animal when both sources are set', () => {
  it('the same animal from both sources is one dog that names both sources', async () => {
    serve([national()], [gyeonggi(SHARED), gyeonggi('441383202600777')]);
    expect(await sync('national')).toMatchObject({ inserted: 1 });
    expect(await sync('gyeonggi')).toMatchObject({ inserted: 1, updated: 0, unchanged: 1 });
    const rows = await app.db.select().from(dogs);
    expect(rows).toHaveLength(2);
    expect(rows.find((d) => d.sourceId === SHARED)).toMatchObject({
      source: 'national',
      sources: ['national', 'gyeonggi'],
      noticeNo: '경기-안양-2026-00395',
    });
    expect(rows.find((d) => d.sourceId !== SHARED)).toMatchObject({
      source: 'gyeonggi',
      sources: ['gyeonggi'],
    });
    const page = await list();
    expect(page.pagination.meta.totalItems).toBe(2);
    expect(page.data.filter((d) => d.number === '경기-안양-2026-00395')).toHaveLength(1);
  });

  it('a national record takes over an animal 경기도 listed first', async () => {
    serve([national({ careNm: '안양시 보호소' })], [gyeonggi(SHARED, { SHTER_NM: '협회' })]);
    await sync('gyeonggi');
    expect(await sync('national')).toMatchObject({ inserted: 0, updated: 1 });
    const [dog] = await app.db.select().from(dogs);
    expect(dog).toMatchObject({
      source: 'national',
      sources: ['gyeonggi', 'national'],
      shelterName: '안양시 보호소',
    });
  });

  it('경기도 running behind never turns a national dog back to 보호중', async () => {
    serve([national({ processState: '종료(입양)' })], [gyeonggi(SHARED, { STATE_NM: '보호중' })]);
    await sync('national');
    expect(await sync('gyeonggi')).toMatchObject({ updated: 0, stateChanges: 0 });
    const [dog] = await app.db.select().from(dogs);
    expect(dog?.state).toBe('종료(입양)');
    const changes = await app.db
      .select()
      .from(dogStateChanges)
      .where(eq(dogStateChanges.dogId, dog!.id));
    expect(changes).toEqual([]);
    expect((await list()).data).toHaveLength(1);
  });
});
