import type { SimilarDog } from '@chajul/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { dogs } from '../src/db/schema';
import { jurisdOf } from '../src/modules/dogs/dog-record';
import { syncDogs } from '../src/modules/dog-imports/sync';
import { createDog, makePhoto } from './dogs-factory';
import { buildTestApp } from './helper';
import {
  nationalItem,
  nationalListAnswer,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';
import { searchImage } from './search-cases';

const fake = await startFakeApi();
const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
const found = { from: '20261101', to: '20261130' };

/** Dogs of three 시/도, as the national list writes their jurisdictions. */
const animals = [
  nationalItem('441399202600301', { orgNm: '경기도 수원시', popfile1: '' }),
  nationalItem('311300202600302', { orgNm: '서울특별시 강남구', popfile1: '' }),
  nationalItem('311300202600303', { orgNm: '서울특별시 마포구', popfile1: '' }),
  nationalItem('448201202600304', { orgNm: '강원특별자치도 삼척시', popfile1: '' }),
];

describe('PUBLIC_DATA_UPR_CD', () => {
  const parse = (value: string) => loadConfig({ PUBLIC_DATA_UPR_CD: value }).publicData.uprCds;

  it('takes one code, a list of codes or all, and nothing else', () => {
    expect(parse('6410000')).toEqual(['6410000']);
    expect(parse('6410000, 6110000,6410000')).toEqual(['6410000', '6110000']);
    expect(parse('all')).toBe('all');
    expect(() => parse('경기도')).toThrow(/PUBLIC_DATA_UPR_CD/);
    expect(() => parse('641000')).toThrow(/PUBLIC_DATA_UPR_CD/);
    expect(loadConfig({}).publicData.uprCds).toEqual(['6410000']);
  });
});

describe('jurisdictions of every 시/도', () => {
  it('are written as "{시/도} {시/군/구}", with 일반구 dropped and former names updated', () => {
    expect(jurisdOf('서울특별시 강남구')).toBe('서울특별시 강남구');
    expect(jurisdOf('경상남도 창원시 마산합포구')).toBe('경상남도 창원시');
    expect(jurisdOf('강원도 삼척시')).toBe('강원특별자치도 삼척시');
    expect(jurisdOf('전라북도 전주시 완산구')).toBe('전북특별자치도 전주시');
    expect(jurisdOf('세종특별자치시')).toBe('세종특별자치시');
    expect(jurisdOf('경기도 수원시 권선구')).toBe('경기도 수원시');
    expect(jurisdOf(undefined, '수원시')).toBe('경기도 수원시');
    expect(jurisdOf('어딘가 보호소')).toBe('어딘가 보호소');
  });
});

const app = await buildTestApp({
  publicData: publicDataConfig(fake.base, { key: 'key', uprCds: ['6410000', '6110000'] }),
});

describe('nationwide imports', () => {
  const listCalls = () => fake.requests.filter((r) => r.path === LIST);

  beforeEach(async () => {
    await app.db.delete(dogs);
    fake.handle(({ path, query }) =>
      path === LIST ? { body: nationalListAnswer(animals, query) } : { status: 404, body: '' },
    );
  });

  it('asks for each 시/도 in the list, page by page', async () => {
    expect(await syncDogs(app, { source: 'national', query: { found } })).toMatchObject({
      inserted: 3,
      pages: 2,
    });
    expect(listCalls().map((r) => r.query.get('upr_cd'))).toEqual(['6410000', '6110000']);
  });

  it('asks once for the whole country with all', async () => {
    const everywhere = await buildTestApp({
      publicData: publicDataConfig(fake.base, { key: 'key', uprCds: 'all' }),
    });
    expect(await syncDogs(everywhere, { source: 'national', query: { found } })).toMatchObject({
      inserted: 4,
      pages: 1,
    });
    expect(listCalls().map((r) => r.query.has('upr_cd'))).toEqual([false]);
    const regions = await everywhere.inject({ method: 'GET', url: '/api/dog-details/regions' });
    expect(regions.json()).toEqual(['서울특별시', '경기도', '강원특별자치도']);
  });

  it('the lists filter by a 시/도 alone or by one of its 시/군/구', async () => {
    await syncDogs(app, { source: 'national', query: { found } });
    const numbers = async (jurisd: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/dog-details/paged?size=100&jurisd=${encodeURIComponent(jurisd)}`,
        })
      )
        .json<{ data: { jurisd: string }[] }>()
        .data.map((d) => d.jurisd)
        .sort();
    expect(await numbers('서울특별시')).toEqual(['서울특별시 강남구', '서울특별시 마포구']);
    expect(await numbers('서울특별시 마포구')).toEqual(['서울특별시 마포구']);
    expect(await numbers('경기도')).toEqual(['경기도 수원시']);
    const regions = await app.inject({ method: 'GET', url: '/api/dog-details/regions' });
    expect(regions.json()).toEqual(['서울특별시', '경기도']);
  });
});

describe('photo search in another 시/도', () => {
  it('filters by a 시/도 and by its 시/군/구', async () => {
    await app.db.delete(dogs);
    const photo = await makePhoto(7);
    const seoul = await createDog(app, photo, { jurisd: '서울특별시 강남구' });
    const busan = await createDog(app, photo, { jurisd: '부산광역시 해운대구' });
    await createDog(app, photo, { jurisd: '경기도 수원시' });
    await app.photoSearch.indexer.runOnce();
    const ids = async (jurisd: string) =>
      ((await searchImage(app, photo, { jurisd })).json().dogs as SimilarDog[]).map((d) => d.id);
    expect(await ids('서울특별시 강남구')).toEqual([seoul.id]);
    expect(await ids('부산광역시')).toEqual([busan.id]);
  });
});
