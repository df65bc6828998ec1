import type { DogsQuery } from '@chajul/contracts';
import { REGION_NAMES } from '@chajul/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aliased, pageWithTotalByShape } from '../../db/page-query';
import type { DogRow } from '../../db/schema';
import { dogEmbeddings, dogs } from '../../db/schema';
import { dogListOf } from './dog-list';
import type { DogFilters } from './dog-filters';
import { dogFilters } from './dog-filters';

export type { DogFilters } from './dog-filters';
export { dogFilters } from './dog-filters';

/** What a list or a detail shows of a dog (dogs.mapper.ts), and no more. */
export const SHOWN = {
  id: dogs.id,
  source: dogs.source,
  noticeNo: dogs.noticeNo,
  state: dogs.state,
  foundDate: dogs.foundDate,
  foundPlace: dogs.foundPlace,
  jurisd: dogs.jurisd,
  species: dogs.species,
  color: dogs.color,
  gender: dogs.gender,
  age: dogs.age,
  weight: dogs.weight,
  neuterYn: dogs.neuterYn,
  specialMark: dogs.specialMark,
  noticeStartDate: dogs.noticeStartDate,
  noticeEndDate: dogs.noticeEndDate,
  shelterRegNo: dogs.shelterRegNo,
  shelterName: dogs.shelterName,
  shelterPhone: dogs.shelterPhone,
  shelterAddress: dogs.shelterAddress,
  imageKey: dogs.imageKey,
  thumbnailKey: dogs.thumbnailKey,
  createdAt: dogs.createdAt,
  lastSeenAt: dogs.lastSeenAt,
  unconfirmed: dogs.unconfirmed,
};
export type ShownDog = { [K in keyof typeof SHOWN]: DogRow[K] };

/**
 * A page of the list and its "총 N건": the kept list (dog-list.ts, ADR 196) filters, counts
 * and orders; the database reads the page's rows by id.
 */
export async function findDogsPage(
  db: Db,
  query: DogsQuery,
): Promise<{ rows: ShownDog[]; total: number }> {
  const { page, size, ...filters } = query;
  const list = dogListOf(db);
  const { ids, total } = await list.page(filters, page, size);
  if (!ids.length) return { rows: [], total };
  // Built once, and the rows come back as one JSON text (pageWithTotalByShape, ADR 107):
  // building the select and decoding every column of every row was most of a page's cost.
  const found = await pageWithTotalByShape<Listed>(
    db,
    'dogs-by-id',
    { ids: `{${ids.join(',')}}` },
    () => ({
      page: db
        .select(aliased(SHOWN))
        .from(dogs)
        .where(sql`${dogs.id} = any(${sql.placeholder('ids')}::int[])`),
      count: undefined,
    }),
  );
  // A dog deleted since the list was read: this page goes without it, the next reads again.
  if (found.rows.length < ids.length) list.deleted();
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...row, createdAt: new Date(row.createdAt), lastSeenAt: new Date(row.lastSeenAt) }];
  });
  return { rows, total };
}

/** A shown dog as the JSON of a built page carries it: timestamps as ISO text. */
type Listed = Omit<ShownDog, 'createdAt' | 'lastSeenAt'> & {
  createdAt: string;
  lastSeenAt: string;
};

const prepareDogById = (db: Db) =>
  db
    .select(SHOWN)
    .from(dogs)
    .where(eq(dogs.id, sql.placeholder('id')))
    .prepare('dog_by_id');
const dogByIdQueries = new WeakMap<Db, ReturnType<typeof prepareDogById>>();

/**
 * A dog's page, prepared once per database as the user lookup is: building the select on
 * every request was a third of the detail route's time (docs/bench/load.md, eighth round).
 */
export async function findDogById(db: Db, id: number): Promise<ShownDog | undefined> {
  let query = dogByIdQueries.get(db);
  if (!query) dogByIdQueries.set(db, (query = prepareDogById(db)));
  const [row] = await query.execute({ id });
  return row;
}

/**
 * What other areas read of dogs by id: a photo search hit shows it, the matcher scores and
 * mails with it (match-score.ts), the adult-look prediction looks for an adult in it.
 */
const SUMMARY = {
  id: dogs.id,
  imageKey: dogs.imageKey,
  thumbnailKey: dogs.thumbnailKey,
  species: dogs.species,
  gender: dogs.gender,
  shelterId: dogs.shelterRegNo,
  shelterName: dogs.shelterName,
  state: dogs.state,
  age: dogs.age,
  jurisd: dogs.jurisd,
  foundDate: dogs.foundDate,
  foundPlace: dogs.foundPlace,
  noticeStartDate: dogs.noticeStartDate,
  noticeEndDate: dogs.noticeEndDate,
  color: dogs.color,
  weight: dogs.weight,
};
export type DogSummary = {
  [K in keyof typeof SUMMARY]: DogRow[K extends 'shelterId' ? 'shelterRegNo' : K];
};

export async function dogsByIds(db: Db, ids: number[]): Promise<Map<number, DogSummary>> {
  if (!ids.length) return new Map();
  const rows = await db.select(SUMMARY).from(dogs).where(inArray(dogs.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids of the dogs the filters let through; undefined when there is no filter (all). */
export async function dogIdsMatching(
  db: Db,
  filters: DogFilters,
): Promise<Set<number> | undefined> {
  const where = dogFilters(filters);
  if (!where) return undefined;
  const rows = await db.select({ id: dogs.id }).from(dogs).where(where);
  return new Set(rows.map((r) => r.id));
}

/** Which of these dogs the filters keep: one array parameter, however many ids. */
export async function dogIdsAmong(
  db: Db,
  ids: readonly number[],
  filters: DogFilters,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: dogs.id })
    .from(dogs)
    .where(and(sql`${dogs.id} = any(${`{${ids.join(',')}}`}::int[])`, dogFilters(filters)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Dogs with a photo but no embedding for this model version, or one from an older photo:
 * the photo search's indexer works through them (ADR 050, 053).
 */
export async function dogsNeedingEmbedding(
  db: Db,
  key: { model: string; version: string },
  limit: number,
) {
  const rows = await db
    .select({ id: dogs.id, imageKey: dogs.imageKey })
    .from(dogs)
    .leftJoin(
      dogEmbeddings,
      and(
        eq(dogEmbeddings.dogId, dogs.id),
        eq(dogEmbeddings.model, key.model),
        eq(dogEmbeddings.version, key.version),
      ),
    )
    .where(
      and(
        isNotNull(dogs.imageKey),
        or(isNull(dogEmbeddings.dogId), ne(dogEmbeddings.imageKey, dogs.imageKey)),
      ),
    )
    .orderBy(dogs.id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, imageKey: r.imageKey! }));
}

/** How many dogs `dogsNeedingEmbedding` would list without a limit (/readyz, ADR 234). */
export async function countDogsNeedingEmbedding(
  db: Db,
  key: { model: string; version: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dogs)
    .leftJoin(
      dogEmbeddings,
      and(
        eq(dogEmbeddings.dogId, dogs.id),
        eq(dogEmbeddings.model, key.model),
        eq(dogEmbeddings.version, key.version),
      ),
    )
    .where(
      and(
        isNotNull(dogs.imageKey),
        or(isNull(dogEmbeddings.dogId), ne(dogEmbeddings.imageKey, dogs.imageKey)),
      ),
    );
  return row?.n ?? 0;
}

export async function distinctBreeds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ species: dogs.species })
    .from(dogs)
    .where(isNotNull(dogs.species));
  return rows.map((r) => r.species).filter((s): s is string => !!s);
}

/**
 * The 시/도 that hold at least one dog, in the spec's region order: one index probe per
 * 시/도 (dogs_region_created_idx) rather than a scan of every dog.
 */
export async function regionsWithDogs(db: Db): Promise<string[]> {
  const found = await Promise.all(
    REGION_NAMES.map(async (region) => {
      const [row] = await db
        .select({ id: dogs.id })
        .from(dogs)
        .where(eq(dogs.region, region))
        .limit(1);
      return row ? region : undefined;
    }),
  );
  return found.filter((r): r is (typeof REGION_NAMES)[number] => !!r);
}
