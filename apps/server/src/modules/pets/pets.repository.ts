import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PetProfileRow } from '../../db/schema';
import { petPhotoEmbeddings, petPhotos, petProfiles, petTags, petTagScans } from '../../db/schema';
import type { PhotoKeys } from '../../lib/photo-set';
import type { PhotoVector } from '../matching/photo-vectors';
import type { ModelKey } from '../search/search.repository';
import { packVector, unpackVector } from '../search/search.repository';
import { deleteEmptyTagSightings, tagSightingsOf } from './tag-sightings';

export type NewPetProfile = Omit<typeof petProfiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertProfile(db: Db, values: NewPetProfile, photos: PhotoKeys[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(petProfiles).values(values).returning({ id: petProfiles.id });
    await tx
      .insert(petPhotos)
      .values(photos.map((p, position) => ({ profileId: row!.id, position, ...p })));
    return row!.id;
  });
}

/** The profile's columns and, given them, its photos replaced; the photos before are returned. */
export async function updateProfile(
  db: Db,
  id: number,
  values: Partial<NewPetProfile>,
  photos: PhotoKeys[] | undefined,
): Promise<PhotoKeys[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(petProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(petProfiles.id, id));
    const before = await photosOf(tx as unknown as Db, id);
    if (photos) {
      await tx.delete(petPhotos).where(eq(petPhotos.profileId, id));
      await tx
        .insert(petPhotos)
        .values(photos.map((p, position) => ({ profileId: id, position, ...p })));
    }
    return before;
  });
}

export async function findProfile(db: Db, id: number): Promise<PetProfileRow | undefined> {
  const [row] = await db.select().from(petProfiles).where(eq(petProfiles.id, id));
  return row;
}

export const profilesOf = (db: Db, ownerId: number) =>
  db
    .select()
    .from(petProfiles)
    .where(eq(petProfiles.ownerId, ownerId))
    .orderBy(asc(petProfiles.id));

export async function photosOf(db: Db, profileId: number): Promise<PhotoKeys[]> {
  return db
    .select({ imageKey: petPhotos.imageKey, thumbnailKey: petPhotos.thumbnailKey })
    .from(petPhotos)
    .where(eq(petPhotos.profileId, profileId))
    .orderBy(asc(petPhotos.position));
}

/**
 * Deletes the profile (its photos, embeddings, tags, scans and tag conversations go with it,
 * and its tag finders' emptied TAG sightings: ADR 257); its photos' keys.
 */
export async function deleteProfile(db: Db, id: number): Promise<PhotoKeys[]> {
  const photos = await photosOf(db, id);
  await db.transaction(async (tx) => {
    const finders = await tagSightingsOf(tx as unknown as Db, [id]);
    await tx.delete(petProfiles).where(eq(petProfiles.id, id));
    await deleteEmptyTagSightings(tx as unknown as Db, finders);
  });
  return photos;
}

/** The profile a stored photo belongs to, for the image route. */
export async function findPhotoProfile(db: Db, key: string) {
  const [row] = await db
    .select({ id: petProfiles.id, ownerId: petProfiles.ownerId, shown: petProfiles.shown })
    .from(petPhotos)
    .innerJoin(petProfiles, eq(petProfiles.id, petPhotos.profileId))
    .where(inArray(petPhotos.imageKey, [key]))
    .limit(1);
  if (row) return row;
  const [thumb] = await db
    .select({ id: petProfiles.id, ownerId: petProfiles.ownerId, shown: petProfiles.shown })
    .from(petPhotos)
    .innerJoin(petProfiles, eq(petProfiles.id, petPhotos.profileId))
    .where(eq(petPhotos.thumbnailKey, key))
    .limit(1);
  return thumb;
}

export async function photoVectorsOf(
  db: Db,
  key: ModelKey,
  profileId: number,
): Promise<Map<string, PhotoVector>> {
  const rows = await db
    .select()
    .from(petPhotoEmbeddings)
    .where(
      and(
        eq(petPhotoEmbeddings.profileId, profileId),
        eq(petPhotoEmbeddings.model, key.model),
        eq(petPhotoEmbeddings.version, key.version),
      ),
    );
  return new Map(
    rows.map((r) => [r.imageKey, { vector: unpackVector(r.vector), dogness: r.dogness }]),
  );
}

export async function savePhotoVector(
  db: Db,
  key: ModelKey,
  profileId: number,
  imageKey: string,
  photo: PhotoVector,
) {
  await db
    .insert(petPhotoEmbeddings)
    .values({
      ...key,
      profileId,
      imageKey,
      vector: packVector(photo.vector),
      dogness: photo.dogness,
    })
    .onConflictDoNothing();
}

/** Vectors of photos no longer on the profile go. */
export async function deleteStaleVectors(db: Db, profileId: number, keep: string[]) {
  const rows = await db
    .select({ imageKey: petPhotoEmbeddings.imageKey })
    .from(petPhotoEmbeddings)
    .where(eq(petPhotoEmbeddings.profileId, profileId));
  const stale = rows.map((r) => r.imageKey).filter((k) => !keep.includes(k));
  if (!stale.length) return;
  await db
    .delete(petPhotoEmbeddings)
    .where(
      and(eq(petPhotoEmbeddings.profileId, profileId), inArray(petPhotoEmbeddings.imageKey, stale)),
    );
}

export async function activeTagOf(db: Db, profileId: number) {
  const [row] = await db
    .select()
    .from(petTags)
    .where(and(eq(petTags.profileId, profileId), isNull(petTags.revokedAt)))
    .orderBy(desc(petTags.id))
    .limit(1);
  return row;
}

export async function findTag(db: Db, code: string) {
  const [row] = await db.select().from(petTags).where(eq(petTags.code, code));
  return row;
}

/** Revokes the profile's tags in use and, unless only revoking, issues `code` in their place. */
export async function replaceTag(db: Db, profileId: number, code: string | null) {
  return db.transaction(async (tx) => {
    await tx
      .update(petTags)
      .set({ revokedAt: new Date() })
      .where(and(eq(petTags.profileId, profileId), isNull(petTags.revokedAt)));
    if (code === null) return undefined;
    const [row] = await tx.insert(petTags).values({ profileId, code }).returning();
    return row;
  });
}

export async function insertScan(db: Db, values: typeof petTagScans.$inferInsert) {
  const [row] = await db.insert(petTagScans).values(values).returning({ id: petTagScans.id });
  return row!.id;
}

export async function scansOf(db: Db, profileId: number, limit = 100) {
  return db
    .select({
      kind: petTagScans.kind,
      createdAt: petTagScans.createdAt,
      lat: petTagScans.lat,
      lng: petTagScans.lng,
      exact: petTagScans.exact,
      message: petTagScans.message,
      place: petTagScans.place,
    })
    .from(petTagScans)
    .innerJoin(petTags, eq(petTags.id, petTagScans.tagId))
    .where(eq(petTags.profileId, profileId))
    .orderBy(desc(petTagScans.createdAt), desc(petTagScans.id))
    .limit(limit);
}

/** Scan positions older than `before` go (issue 40 item 5: 90 days); the lines stay. */
export async function forgetScanPositions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(petTagScans)
    .set({ lat: null, lng: null, exact: false })
    .where(and(lt(petTagScans.createdAt, before), isNotNull(petTagScans.lat)))
    .returning({ id: petTagScans.id });
  return rows.length;
}
