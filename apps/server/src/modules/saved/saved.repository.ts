import type { SavedSearchFilters } from '@chajul/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs, savedDogs, savedSearches } from '../../db/schema';
import { SHOWN } from '../dogs/dogs.repository';

/** 관심 강아지 and 알림 받을 조건 of one member (issue 30): the routes' queries. */

export async function dogExists(db: Db, dogId: number): Promise<boolean> {
  const [row] = await db.select({ id: dogs.id }).from(dogs).where(eq(dogs.id, dogId));
  return row !== undefined;
}

export async function countSavedDogs(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedDogs).where(eq(savedDogs.userId, userId));
  return row?.n ?? 0;
}

export async function saveDog(db: Db, userId: number, dogId: number) {
  await db.insert(savedDogs).values({ userId, dogId }).onConflictDoNothing();
}

export async function unsaveDog(db: Db, userId: number, dogId: number) {
  await db.delete(savedDogs).where(and(eq(savedDogs.userId, userId), eq(savedDogs.dogId, dogId)));
}

export async function listSavedDogs(db: Db, userId: number) {
  return db
    .select(SHOWN)
    .from(savedDogs)
    .innerJoin(dogs, eq(dogs.id, savedDogs.dogId))
    .where(eq(savedDogs.userId, userId))
    .orderBy(desc(savedDogs.createdAt), desc(dogs.id));
}

export async function countSearches(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export type NewSavedSearch = {
  userId: number;
  kind: 'filters' | 'photo';
  page: 'lookup' | 'adopt';
  filters: SavedSearchFilters;
  vector?: Buffer;
  model?: string;
  version?: string;
  threshold?: number;
};

export async function insertSearch(db: Db, search: NewSavedSearch) {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...search, afterDogId: sql`(select coalesce(max(${dogs.id}), 0) from ${dogs})` })
    .returning(SEARCH);
  return row!;
}

const SEARCH = {
  id: savedSearches.id,
  kind: savedSearches.kind,
  page: savedSearches.page,
  filters: savedSearches.filters,
  threshold: savedSearches.threshold,
  paused: savedSearches.paused,
  lastDigestAt: savedSearches.lastDigestAt,
  createdAt: savedSearches.createdAt,
};
export type SearchRow = Awaited<ReturnType<typeof listSearches>>[number];

export async function listSearches(db: Db, userId: number) {
  return db
    .select(SEARCH)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function searchOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: savedSearches.userId })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row?.userId;
}

export async function setPaused(db: Db, id: number, paused: boolean) {
  const [row] = await db
    .update(savedSearches)
    .set({ paused })
    .where(eq(savedSearches.id, id))
    .returning(SEARCH);
  return row;
}

export async function deleteSearch(db: Db, id: number) {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
