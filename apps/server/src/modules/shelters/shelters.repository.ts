import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NewShelterRow, ShelterRow } from '../../db/schema';
import { shelters } from '../../db/schema';

/** One page in a stable order, so that consecutive batches neither skip nor repeat rows. */
export async function listShelters(
  db: Db,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: ShelterRow[]; total: number }> {
  const rows = await db
    .select()
    .from(shelters)
    .orderBy(asc(shelters.careNm), asc(shelters.id))
    .offset(offset)
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(shelters);
  return { rows, total: row?.n ?? 0 };
}

/** Inserts or updates by `careRegNo`; the batch must not name a careRegNo twice. */
export async function upsertShelters(db: Db, rows: NewShelterRow[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(shelters)
    .values(rows)
    .onConflictDoUpdate({
      target: shelters.careRegNo,
      set: {
        careNm: excluded('care_nm'),
        careTel: excluded('care_tel'),
        careAddr: excluded('care_addr'),
        jibunAddr: excluded('jibun_addr'),
        lat: excluded('lat'),
        lng: excluded('lng'),
        orgNm: excluded('org_nm'),
        divisionNm: excluded('division_nm'),
        saveTrgtAnimal: excluded('save_trgt_animal'),
        weekOprStime: excluded('week_opr_stime'),
        weekOprEtime: excluded('week_opr_etime'),
        weekendOprStime: excluded('weekend_opr_stime'),
        weekendOprEtime: excluded('weekend_opr_etime'),
        closeDay: excluded('close_day'),
        dataStdDt: excluded('data_std_dt'),
        source: excluded('source'),
        updatedAt: sql`now()`,
      },
    });
}

/** Removes the rows of the other source (demo rows once real data arrived). */
export async function deleteSheltersNotFrom(db: Db, source: string): Promise<number> {
  const deleted = await db
    .delete(shelters)
    .where(ne(shelters.source, source))
    .returning({ id: shelters.id });
  return deleted.length;
}

export async function countShelters(db: Db, source?: string): Promise<number> {
  const query = db.select({ n: count() }).from(shelters);
  const [row] = await (source ? query.where(eq(shelters.source, source)) : query);
  return row?.n ?? 0;
}

export async function findShelter(db: Db, careRegNo: string): Promise<ShelterRow | undefined> {
  const [row] = await db.select().from(shelters).where(eq(shelters.careRegNo, careRegNo));
  return row;
}
