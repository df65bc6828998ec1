import { and, eq, lt } from 'drizzle-orm';
import { clearColumns } from '../../db/clear-columns';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/file-deletions';
import { queueFileDeletions } from '../../db/file-deletions';
import { sightings } from '../../db/schema';
import { sightingPosts } from './sightings.repository';

/** The ids of the member's sightings, as a subquery: what hangs on them is found through it. */
export const sightingIdsOf = (db: Db | Tx, userId: number) => sightingPosts.authorIds(db, userId);

/** The member's sightings in 내 정보 다운로드, each with its photos' paths in the zip. */
export const sightingsOf = (db: Db, userId: number, photo: (key: string) => string) =>
  sightingPosts.authorPosts(db, userId, photo);

/** The withdrawal's `sightings` step; their files are queued in the same transaction. */
export async function deleteSightings(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await queueFileDeletions(tx, await sightingPosts.authorFiles(tx, userId));
    await tx.delete(sightings).where(eq(sightings.authorId, userId));
  });
}

/**
 * Retention `closedSightingContact`: a closed sighting's private link is already gone; the
 * finder's address and where they live or took the dog are not needed after it.
 */
export const forgetClosedSightingContact = (db: Db, before: Date) =>
  clearColumns(
    db,
    sightings,
    {
      visitorEmail: null,
      visitorEmailKey: null,
      visitorName: null,
      place: '',
      lat: null,
      lng: null,
      heldAt: null,
      microchip: null,
    },
    and(eq(sightings.status, 'CLOSED'), lt(sightings.closedAt, before)),
  );
