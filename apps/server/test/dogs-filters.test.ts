import type { DogsPage } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import type { DogRow } from '../src/db/schema';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

const app = await buildTestApp();

const get = (query: Record<string, string | number>) =>
  app.inject({
    method: 'GET',
    url: `/api/dog-details/paged?${new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString()}`,
  });
const ids = async (query: Record<string, string | number>) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json<DogsPage>().data.map((d) => d.id);
};

const year = Number(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 4));
const SHELTER = '311322200900001';

// Eight dogs of one shelter: every filter has some that pass and some that do not.
const made: DogRow[] = [];
for (let i = 0; i < 8; i++) {
  made.push(
    await createDog(app.db, {
      shelterRegNo: SHELTER,
      state: i % 4 === 3 ? '종료(입양)' : '보호중',
      foundDate: `2026-10-${String(10 + i).padStart(2, '0')}`,
      gender: i % 2 ? '암컷' : '수컷',
      weight: ['3.2(Kg)', '10(Kg)', '25(Kg)', '30(Kg)'][i % 4]!,
      age: `${year - [0, 3, 9, 1][i % 4]!}(년생)`,
      color: ['검정색', '흰색&갈색', '까만색', '브라운'][i % 4]!,
      neuterYn: i < 4 ? 'Y' : 'N',
    }),
  );
}
const other = await createDog(app.db, { shelterRegNo: '999', color: '검정', weight: '2(Kg)' });
const byIndex = (...is: number[]) => is.map((i) => made[i]!.id).sort((a, b) => b - a);

describe('the lookup filters (issue 30)', () => {
  it('filters by found dates, sex, size from the weight, age group, colour and neutering', async () => {
    const base = { shelterId: SHELTER, size: 100 };
    expect(await ids({ ...base, foundFrom: '2026-10-12', foundTo: '2026-10-13' })).toEqual(
      byIndex(2, 3),
    );
    expect(await ids({ ...base, gender: '암컷' })).toEqual(byIndex(1, 3, 5, 7));
    expect(await ids({ ...base, sizeClass: '소형' })).toEqual(byIndex(0, 4));
    expect(await ids({ ...base, sizeClass: '중형' })).toEqual(byIndex(1, 2, 5, 6));
    expect(await ids({ ...base, sizeClass: '대형' })).toEqual(byIndex(3, 7));
    expect(await ids({ ...base, ageGroup: '어린 강아지' })).toEqual(byIndex(0, 3, 4, 7));
    expect(await ids({ ...base, ageGroup: '성견' })).toEqual(byIndex(1, 5));
    expect(await ids({ ...base, ageGroup: '노령견' })).toEqual(byIndex(2, 6));
    expect(await ids({ ...base, color: '검정' })).toEqual(byIndex(0, 2, 4, 6));
    expect(await ids({ ...base, color: '갈색' })).toEqual(byIndex(1, 3, 5, 7));
    expect(await ids({ ...base, neutered: 'Y' })).toEqual(byIndex(0, 1, 2, 3));
    expect(await ids({ ...base, state: '보호중' })).toEqual(byIndex(0, 1, 2, 4, 5, 6));
    expect(await ids({ size: 100, color: '검정' })).toContain(other.id);
  });

  it('combines every filter with paging, and counts what they let through', async () => {
    const query = {
      shelterId: SHELTER,
      state: '보호중',
      foundFrom: '2026-10-10',
      foundTo: '2026-10-17',
      gender: '수컷',
      sizeClass: '중형',
      ageGroup: '노령견',
      color: '검정',
      neutered: 'Y',
      keyword: '까만',
    };
    expect(await ids({ ...query, size: 1 })).toEqual(byIndex(2));
    const loose = { shelterId: SHELTER, state: '보호중', color: '검정', size: 2 };
    const first = (await get({ ...loose, page: 0 })).json<DogsPage>();
    const second = (await get({ ...loose, page: 1 })).json<DogsPage>();
    expect(first.pagination.meta).toEqual({ totalPages: 2, currentPage: 0, totalItems: 4 });
    expect(second.pagination.meta.currentPage).toBe(1);
    expect([...first.data, ...second.data].map((d) => d.id)).toEqual(byIndex(0, 2, 4, 6));
  });

  it('finds 검정 dogs by 검은, 까만 and 블랙 in the keyword (ADR 186)', async () => {
    const black = byIndex(0, 2, 4, 6);
    for (const word of ['검은', '까만', '블랙', '검정', '검은색']) {
      expect(await ids({ shelterId: SHELTER, keyword: word, size: 100 })).toEqual(black);
    }
    expect(await ids({ shelterId: SHELTER, keyword: '하얀', size: 100 })).toEqual(byIndex(1, 5));
  });

  it('answers the freshness of each record', async () => {
    const res = await get({ shelterId: SHELTER, size: 1 });
    const [dog] = res.json<DogsPage>().data;
    expect(dog?.unconfirmed).toBe(false);
    expect(Date.parse(dog!.lastSeenAt)).toBeGreaterThan(0);
  });

  it('refuses unknown choices and a found-date range that ends before it starts', async () => {
    const bad = await get({ sizeClass: '거대' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('목록에 있는 값');
    const backwards = await get({ foundFrom: '2026-10-12', foundTo: '2026-10-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toContain('발견일');
    expect((await get({ foundFrom: '2026-13-45' })).statusCode).toBe(400);
  });
});
