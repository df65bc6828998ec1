import { randomUUID } from 'node:crypto';
import type { PetLostReportInput } from '@chajul/contracts';
import {
  DEFAULT_PHONE_VISIBILITY,
  petMessages,
  reportFieldsSchema,
  sightingMessages,
} from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import type { PetProfileRow, UserRow } from '../../db/schema';
import { lostReports, petProfiles } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import type { PhotoKeys } from '../../lib/photo-set';
import { deletePhotos } from '../../lib/photo-set';
import type { Storage } from '../../lib/storage';
import { saveReportEmbedding } from '../matching/matches.repository';
import { insertReport } from '../reports/reports.repository';
import { columnsOf } from '../reports/reports.service';
import { keyOf } from '../search/photo-models';
import type { PetsDeps } from './pets.service';
import { ownProfile } from './pets.service';
import * as repo from './pets.repository';

/** The profile's words for the report: marks, temperament and medical notes, labelled. */
function wordsOf(profile: PetProfileRow): string | undefined {
  const lines = [
    profile.marks && `특징: ${profile.marks}`,
    profile.temperament && `성격: ${profile.temperament}`,
    profile.medical && `건강: ${profile.medical}`,
    profile.neutered !== null && (profile.neutered ? '중성화했어요.' : '중성화하지 않았어요.'),
    profile.birthYear && `${profile.birthYear}년생`,
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : undefined;
}

/** The profile's photos copied byte for byte under `reports/`, where report photos are served. */
async function copyPhotos(storage: Storage, photos: PhotoKeys[]) {
  const copied: (PhotoKeys & { from: string })[] = [];
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  try {
    for (const photo of photos) {
      const [image, thumbnail] = await Promise.all([
        storage.get(photo.imageKey),
        storage.get(photo.thumbnailKey),
      ]);
      if (!image || !thumbnail) continue;
      const base = `reports/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
      const keys = { imageKey: `${base}.jpg`, thumbnailKey: `${base}_thumb.jpg` };
      await storage.put(keys.imageKey, image.body, image.contentType);
      await storage.put(keys.thumbnailKey, thumbnail.body, thumbnail.contentType);
      copied.push({ ...keys, from: photo.imageKey });
    }
  } catch (error) {
    await deletePhotos(storage, copied);
    throw error;
  }
  return copied;
}

/**
 * 잃어버렸어요 from a profile (issue 40 item 3, ADR 253): a lost report filled from it, with
 * every profile photo and their kept vectors, so matching compares them all without embedding
 * any again. The family adds only when and where; the phone is the profile's unless they
 * give another (ADR 257), and they must give one if the profile keeps none. The
 * caller publishes it (reportPublished), which starts matching and the 동네 알림.
 */
export async function reportFromProfile(
  deps: PetsDeps,
  user: UserRow,
  id: number,
  input: PetLostReportInput,
): Promise<{ reportId: number }> {
  if (user.blockedAt) throw forbidden(sightingMessages.blocked);
  const profile = await ownProfile(deps, user, id);
  if (profile.lostReportId) {
    const [open] = await deps.db
      .select({ status: lostReports.status })
      .from(lostReports)
      .where(eq(lostReports.id, profile.lostReportId));
    if (open?.status === 'OPEN') throw conflict(petMessages.alreadyLost);
  }
  const parsed = reportFieldsSchema.safeParse({
    ...input,
    phone: input.phone?.trim() || profile.phone || undefined,
    dogName: profile.name,
    species: profile.breed ?? undefined,
    colour: profile.colour ?? undefined,
    size: profile.size ?? undefined,
    gender: profile.gender ?? undefined,
    microchip: profile.microchip ?? undefined,
    content: input.content ?? wordsOf(profile),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message, issue?.path.join('.') || undefined);
  }
  const fields = parsed.data;
  const photos = await copyPhotos(deps.storage, await repo.photosOf(deps.db, id));
  let reportId: number;
  try {
    ({ id: reportId } = await insertReport(
      deps.db,
      { phoneVisibility: DEFAULT_PHONE_VISIBILITY, ...columnsOf(fields), authorId: user.id },
      photos.map(({ imageKey, thumbnailKey }) => ({ imageKey, thumbnailKey })),
    ));
  } catch (error) {
    await deletePhotos(deps.storage, photos);
    throw error;
  }
  const key = keyOf(deps.embeddings());
  const vectors = await repo.photoVectorsOf(deps.db, key, id);
  for (const photo of photos) {
    const vector = vectors.get(photo.from);
    if (vector) {
      await saveReportEmbedding(deps.db, key, { reportId, imageKey: photo.imageKey, ...vector });
    }
  }
  await deps.db.update(petProfiles).set({ lostReportId: reportId }).where(eq(petProfiles.id, id));
  return { reportId };
}
