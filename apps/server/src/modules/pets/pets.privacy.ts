import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { petPhotos, petProfiles, petTags, petTagScans, storageDeletions } from '../../db/schema';
import { deleteEmptyTagSightings, tagSightingsOf } from './tag-sightings';

const profilesOf = (db: Db, userId: number) =>
  db.select({ id: petProfiles.id }).from(petProfiles).where(eq(petProfiles.ownerId, userId));

/**
 * 우리 아이 in 내 정보 다운로드 (issue 40 item 5, ADR 251): the profiles, their photos' keys,
 * every tag code issued and the scan log.
 */
export async function petsOf(db: Db, userId: number) {
  const profiles = await db
    .select()
    .from(petProfiles)
    .where(eq(petProfiles.ownerId, userId))
    .orderBy(asc(petProfiles.id));
  const ids = profiles.map((p) => p.id);
  if (ids.length === 0) return { profiles: [], photos: [], tags: [], scans: [] };
  const [photos, tags] = await Promise.all([
    db
      .select()
      .from(petPhotos)
      .where(inArray(petPhotos.profileId, ids))
      .orderBy(asc(petPhotos.profileId), asc(petPhotos.position)),
    db.select().from(petTags).where(inArray(petTags.profileId, ids)).orderBy(asc(petTags.id)),
  ]);
  const tagIds = tags.map((t) => t.id);
  const scans = tagIds.length
    ? await db
        .select()
        .from(petTagScans)
        .where(inArray(petTagScans.tagId, tagIds))
        .orderBy(asc(petTagScans.id))
    : [];
  return { profiles, photos, tags, scans };
}

/**
 * The withdrawal's `pets` step (ADR 165): the member's profiles go with their photos' rows,
 * vectors, tags, scans and tag conversations (cascades), and their tag finders' emptied TAG
 * sightings (ADR 257); the files are queued in the same transaction. A
 * revoked code's page answers 404 afterwards, like one never issued.
 */
export async function deletePets(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const photos = await tx
      .select({ a: petPhotos.imageKey, b: petPhotos.thumbnailKey })
      .from(petPhotos)
      .where(inArray(petPhotos.profileId, profilesOf(tx as unknown as Db, userId)));
    const rows = photos.flatMap((p) => [{ key: p.a }, { key: p.b }]);
    if (rows.length > 0) await tx.insert(storageDeletions).values(rows).onConflictDoNothing();
    const ids = (await profilesOf(tx as unknown as Db, userId)).map((p) => p.id);
    const finders = await tagSightingsOf(tx as unknown as Db, ids);
    await tx.delete(petProfiles).where(eq(petProfiles.ownerId, userId));
    await deleteEmptyTagSightings(tx as unknown as Db, finders);
  });
}
