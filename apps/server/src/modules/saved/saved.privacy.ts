import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedDogs, savedSearches } from '../../db/schema';

/**
 * Saved dogs and saved searches (issue 30) for 내 정보 다운로드, without a photo search's
 * vector.
 */
export async function savedOf(db: Db, userId: number) {
  const dogs = await db
    .select({ dogId: savedDogs.dogId, savedAt: savedDogs.createdAt })
    .from(savedDogs)
    .where(eq(savedDogs.userId, userId));
  const searches = await db
    .select({
      id: savedSearches.id,
      kind: savedSearches.kind,
      page: savedSearches.page,
      filters: savedSearches.filters,
      threshold: savedSearches.threshold,
      paused: savedSearches.paused,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
  return { dogs, searches };
}

/** The withdrawal's `saved` step: saved dogs and searches (their hits go with them). */
export async function deleteSaved(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(savedDogs).where(eq(savedDogs.userId, userId));
  });
}
