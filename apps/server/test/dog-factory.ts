import type { Db } from '../src/db/client';
import type { DogRow, NewDogRow } from '../src/db/schema';
import { dogs } from '../src/db/schema';

let serial = 0;

/** A stored dog with plausible values; pass what the test is about. */
export async function createDog(db: Db, values: Partial<NewDogRow> = {}): Promise<DogRow> {
  serial++;
  const [row] = await db
    .insert(dogs)
    .values({
      source: 'national',
      sourceId: `4413992025${String(serial).padStart(5, '0')}`,
      noticeNo: `경기-수원-2026-${String(serial).padStart(5, '0')}`,
      state: '보호중',
      foundDate: '2026-11-01',
      foundPlace: '수원시 장안구 정자동',
      jurisd: '경기도 수원시',
      species: '믹스견',
      color: '흰색',
      gender: '수컷',
      age: '2024(년생)',
      neuterYn: 'N',
      shelterName: '수원시동물보호센터',
      createdAt: new Date(Date.UTC(2026, 10, 1) + serial * 60_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
