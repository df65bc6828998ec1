import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs } from '../../db/schema';
import { dogPhotosChanged } from './dog-list';

/**
 * Imported dogs whose photo we have not fetched yet and that still have tries left
 * (`maxAttempts`), newest first (ADR 033). Demo dogs bring their own photos.
 */
export async function dogsAwaitingPhotos(db: Db, maxAttempts: number, limit: number) {
  return db
    .select({ id: dogs.id, url: dogs.sourceImageUrl, attempts: dogs.photoAttempts })
    .from(dogs)
    .where(
      and(
        isNull(dogs.imageKey),
        isNotNull(dogs.sourceImageUrl),
        lt(dogs.photoAttempts, maxAttempts),
        ne(dogs.source, 'demo'),
      ),
    )
    .orderBy(desc(dogs.id))
    .limit(limit);
}

/**
 * Gives the dog its stored photo. With `sourceImageUrl`, only while the record still points
 * at that photo: false when it moved on meanwhile, and the stored copy is nobody's.
 */
export async function storeDogPhoto(
  db: Db,
  id: number,
  saved: { key: string; thumbnailKey: string },
  sourceImageUrl?: string,
): Promise<boolean> {
  const stored = await db
    .update(dogs)
    .set({ imageKey: saved.key, thumbnailKey: saved.thumbnailKey, photoError: null })
    .where(
      and(
        eq(dogs.id, id),
        sourceImageUrl === undefined ? undefined : eq(dogs.sourceImageUrl, sourceImageUrl),
      ),
    )
    .returning({ id: dogs.id });
  if (stored.length) dogPhotosChanged(db);
  return stored.length > 0;
}

export async function recordPhotoFailure(db: Db, id: number, attempts: number, message: string) {
  await db
    .update(dogs)
    .set({ photoAttempts: attempts, photoError: message })
    .where(eq(dogs.id, id));
}

/** Photos still to fetch and photos given up, per source (the admin's import tab). */
export async function photoCounts(db: Db, maxAttempts: number) {
  const rows = await db
    .select({
      source: dogs.source,
      pending: sql<number>`count(*) filter (where ${dogs.photoAttempts} < ${maxAttempts})::int`,
      failed: sql<number>`count(*) filter (where ${dogs.photoAttempts} >= ${maxAttempts})::int`,
    })
    .from(dogs)
    .where(and(isNull(dogs.imageKey), isNotNull(dogs.sourceImageUrl)))
    .groupBy(dogs.source);
  return new Map(rows.map((r) => [r.source, { pending: r.pending, failed: r.failed }]));
}
