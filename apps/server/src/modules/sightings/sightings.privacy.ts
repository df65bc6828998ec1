import { and, asc, eq, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/file-deletions';
import { queueFileDeletions } from '../../db/file-deletions';
import { sightingPhotos, sightings } from '../../db/schema';

/** The ids of the member's sightings, as a subquery: what hangs on them is found through it. */
export const sightingIdsOf = (db: Db | Tx, userId: number) =>
  db.select({ id: sightings.id }).from(sightings).where(eq(sightings.authorId, userId));

/** The member's sightings in 내 정보 다운로드, each with its photos' paths in the zip. */
export async function sightingsOf(db: Db, userId: number, photo: (key: string) => string) {
  const rows = await db
    .select()
    .from(sightings)
    .where(eq(sightings.authorId, userId))
    .orderBy(asc(sightings.id));
  const photos = rows.length
    ? await db
        .select()
        .from(sightingPhotos)
        .where(inArray(sightingPhotos.sightingId, sightingIdsOf(db, userId)))
        .orderBy(asc(sightingPhotos.sightingId), asc(sightingPhotos.position))
    : [];
  return rows.map((sighting) => ({
    ...sighting,
    photos: photos.filter((p) => p.sightingId === sighting.id).map((p) => photo(p.imageKey)),
  }));
}

/** The withdrawal's `sightings` step; their files are queued in the same transaction. */
export async function deleteSightings(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const covers = await tx
      .select({ a: sightings.imageKey, b: sightings.thumbnailKey })
      .from(sightings)
      .where(eq(sightings.authorId, userId));
    const photos = await tx
      .select({ a: sightingPhotos.imageKey, b: sightingPhotos.thumbnailKey })
      .from(sightingPhotos)
      .where(inArray(sightingPhotos.sightingId, sightingIdsOf(tx, userId)));
    await queueFileDeletions(
      tx,
      [...covers, ...photos].flatMap((row) => [row.a, row.b]),
    );
    await tx.delete(sightings).where(eq(sightings.authorId, userId));
  });
}

/**
 * Retention `closedSightingContact`: a closed sighting's private link is already gone; the
 * finder's address and where they live or took the dog are not needed after it.
 */
export async function forgetClosedSightingContact(db: Db, before: Date) {
  const rows = await db
    .update(sightings)
    .set({
      visitorEmail: null,
      visitorEmailKey: null,
      visitorName: null,
      place: '',
      lat: null,
      lng: null,
      heldAt: null,
      microchip: null,
    })
    .where(
      and(
        eq(sightings.status, 'CLOSED'),
        lt(sightings.closedAt, before),
        or(
          isNotNull(sightings.visitorEmail),
          isNotNull(sightings.visitorName),
          ne(sightings.place, ''),
          isNotNull(sightings.lat),
          isNotNull(sightings.heldAt),
          isNotNull(sightings.microchip),
        ),
      ),
    )
    .returning({ id: sightings.id });
  return rows.length;
}
