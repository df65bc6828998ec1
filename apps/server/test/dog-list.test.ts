import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DogRow } from '../src/db/schema';
import { dogs } from '../src/db/schema';
import { dogFilters } from '../src/modules/dogs/dog-filters';
import type { DogFilters } from '../src/modules/dogs/dog-filters';
import {
  DogList,
  dogsChanged,
  dogsDeleted,
  dogListOf,
  setDogListRefresh,
} from '../src/modules/dogs/dog-list';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

const app = await buildTestApp();
const db = app.db;

const SHELTER = '311322200900077';
const made: DogRow[] = [];
for (let i = 0; i < 12; i++) {
  made.push(
    await createDog(db, {
      shelterRegNo: SHELTER,
      state: i % 3 ? '보호중' : '종료(입양)',
      gender: i % 2 ? '암컷' : '수컷',
      color: i % 4 ? '흰색' : '검정색',
      weight: i % 2 ? '4(Kg)' : '12(Kg)',
      // Two dogs share a registration time: the id breaks the tie, as in SQL.
      createdAt: new Date(Date.UTC(2026, 10, 20) + (i === 5 ? 4 : i) * 60_000),
    }),
  );
}

/** The same page from SQL: the filters of dog-filters.ts, newest first. */
async function fromSql(filters: DogFilters, page: number, size: number) {
  const where = and(eq(dogs.shelterRegNo, SHELTER), dogFilters(filters));
  const rows = await db
    .select({ id: dogs.id })
    .from(dogs)
    .where(where)
    .orderBy(desc(dogs.createdAt), desc(dogs.id));
  return { ids: rows.slice(page * size, (page + 1) * size).map((r) => r.id), total: rows.length };
}

const cases: DogFilters[] = [
  {},
  { state: '보호중' },
  { state: '보호중', gender: '암컷' },
  { color: '검정' },
  { sizeClass: '소형', keyword: '흰' },
  { gender: '수컷', sizeClass: '소형' }, // none
  { jurisd: '경기도' },
  { jurisd: '경기도 수원시', state: '보호중' },
  { jurisd: '경기도 화성시' }, // none
];

describe('the kept dog list (ADR 196)', () => {
  it('filters, counts, orders and pages as the SQL does', async () => {
    const list = new DogList(db, 60_000);
    for (const filters of cases) {
      for (const [page, size] of [
        [0, 5],
        [1, 5],
        [0, 100],
      ] as const) {
        const query = { ...filters, shelterId: SHELTER };
        expect(await list.page(query, page, size)).toEqual(await fromSql(filters, page, size));
      }
    }
  });

  it("sees this process's writes at the next answer, and other processes' after its refresh", async () => {
    setDogListRefresh(db, 300);
    const list = dogListOf(db);
    const inCare = { shelterId: SHELTER, state: '보호중' };
    const before = await list.page(inCare, 0, 100);

    // An import of this process: a new dog, and one adopted.
    const added = await createDog(db, { shelterRegNo: SHELTER, createdAt: new Date() });
    const adopted = before.ids[0]!;
    await db
      .update(dogs)
      .set({ state: '종료(입양)', updatedAt: new Date() })
      .where(eq(dogs.id, adopted));
    dogsChanged(db);
    const after = await list.page(inCare, 0, 100);
    expect(after.ids[0]).toBe(added.id);
    expect(after.ids).not.toContain(adopted);
    expect(after.total).toBe(before.total);

    // Back in care (a shelter's correction): a dog read as adopted joins the in-care part.
    const returned = made[0]!.id; // created 종료(입양)
    expect(before.ids).not.toContain(returned);
    await db
      .update(dogs)
      .set({ state: '보호중', updatedAt: new Date() })
      .where(eq(dogs.id, returned));
    dogsChanged(db);
    expect((await list.page(inCare, 0, 100)).ids).toContain(returned);
    await db
      .update(dogs)
      .set({ state: '종료(입양)', updatedAt: new Date() })
      .where(eq(dogs.id, returned));
    dogsChanged(db);

    // Deleted here: gone at once.
    await db.delete(dogs).where(eq(dogs.id, added.id));
    dogsDeleted(db);
    expect((await list.page(inCare, 0, 100)).ids).not.toContain(added.id);

    // Another process adds a dog: the kept list answers until its refresh has read it.
    const other = await createDog(db, { shelterRegNo: SHELTER, createdAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 350));
    await list.page(inCare, 0, 100); // starts the read behind this answer
    await expect.poll(async () => (await list.page(inCare, 0, 1)).ids).toEqual([other.id]);
    setDogListRefresh(db, 0);
  });

  it('a page that meets a dog deleted behind its back goes without it, and reads again', async () => {
    setDogListRefresh(db, 60_000);
    const query = { shelterId: SHELTER };
    await dogListOf(db).page(query, 0, 1);
    const gone = await createDog(db, { shelterRegNo: SHELTER, createdAt: new Date() });
    dogsChanged(db);
    await db.delete(dogs).where(inArray(dogs.id, [gone.id]));
    const res = await app.inject({
      method: 'GET',
      url: `/api/dog-details/paged?shelterId=${SHELTER}&size=100`,
    });
    expect(res.json().data.map((d: { id: number }) => d.id)).not.toContain(gone.id);
    const again = await app.inject({
      method: 'GET',
      url: `/api/dog-details/paged?shelterId=${SHELTER}&size=100`,
    });
    expect(again.json().pagination.meta.totalItems).toBe(res.json().data.length);
    setDogListRefresh(db, 0);
  });
});
