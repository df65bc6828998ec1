import type { PetFields, PetShownField } from '@chajul/contracts';
import {
  DEFAULT_PET_SHOWN,
  PET_PHOTO_MAX,
  PET_PHOTO_MIN,
  petFieldsSchema,
  petMessages,
  sightingMessages,
} from '@chajul/contracts';
import type { EmbeddingService } from '../../ai/embedding-service';
import { isNotADog } from '../../ai/not-a-dog';
import type { Db } from '../../db/client';
import type { PetProfileRow, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { ImageAccess } from '../../lib/image-store';
import { parseFields } from '../../lib/multipart';
import type { PhotoForm } from '../../lib/photo-form';
import { PHOTO_FIELD } from '../../lib/photo-form';
import { deletePhotos, droppedPhotos, imagePathOf, photoSet } from '../../lib/photo-set';
import type { PhotoKeys } from '../../lib/photo-set';
import type { Storage } from '../../lib/storage';
import { photoVectors } from '../matching/photo-vectors';
import { keyOf } from '../search/photo-models';
import * as repo from './pets.repository';
import { tagUrl } from './tag-code';

export type PetsDeps = {
  db: Db;
  storage: Storage;
  embeddings: () => EmbeddingService;
  notADogBelow: number;
  publicBaseUrl: string;
};

/** Profile photos live under `pets/` and are served by /api/pets/images. */
export const petPhotos = photoSet({ area: 'pets', limit: PET_PHOTO_MAX, messages: petMessages });

const assertCount = (count: number) => {
  if (count < PET_PHOTO_MIN || count > PET_PHOTO_MAX) {
    throw badRequest(petMessages.photoCount, PHOTO_FIELD);
  }
};

function columnsOf(fields: PetFields) {
  return {
    name: fields.name,
    breed: fields.breed ?? null,
    colour: fields.colour ?? null,
    size: fields.size ?? null,
    gender: fields.gender ?? null,
    birthYear: fields.birthYear ?? null,
    neutered: fields.neutered ?? null,
    microchip: fields.microchip ?? null,
    marks: fields.marks ?? null,
    temperament: fields.temperament ?? null,
    medical: fields.medical ?? null,
    vet: fields.vet ?? null,
    phone: fields.phone ?? null,
    ...(fields.shown ? { shown: [...new Set(fields.shown)] } : {}),
  };
}

/**
 * Embeds the photos not embedded yet, once, and keeps the vectors (ADR 251); the keys of the
 * photos the classifier sees no dog in, for the form's hint.
 */
async function embedPhotos(deps: PetsDeps, profileId: number, photos: PhotoKeys[]) {
  const embeddings = deps.embeddings();
  const key = keyOf(embeddings);
  const keys = photos.map((p) => p.imageKey);
  await repo.deleteStaleVectors(deps.db, profileId, keys);
  const stored = await repo.photoVectorsOf(deps.db, key, profileId);
  await photoVectors({
    photos: keys,
    stored,
    embeddings,
    storage: deps.storage,
    save: async (imageKey, photo) => {
      stored.set(imageKey, photo);
      await repo.savePhotoVector(deps.db, key, profileId, imageKey, photo);
    },
  });
  return new Set(
    keys.filter((k) => {
      const photo = stored.get(k);
      return photo !== undefined && isNotADog(photo, deps.notADogBelow);
    }),
  );
}

async function toProfile(deps: PetsDeps, row: PetProfileRow) {
  const photos = await repo.photosOf(deps.db, row.id);
  const vectors = await repo.photoVectorsOf(deps.db, keyOf(deps.embeddings()), row.id);
  const tag = await repo.activeTagOf(deps.db, row.id);
  return {
    id: row.id,
    name: row.name,
    breed: row.breed,
    colour: row.colour,
    size: row.size,
    gender: row.gender,
    birthYear: row.birthYear,
    neutered: row.neutered,
    microchip: row.microchip,
    marks: row.marks,
    temperament: row.temperament,
    medical: row.medical,
    vet: row.vet,
    phone: row.phone,
    shown: row.shown as PetShownField[],
    photos: photos.map((p) => {
      const vector = vectors.get(p.imageKey);
      return {
        imagePath: imagePathOf(p.imageKey),
        thumbnailPath: imagePathOf(p.thumbnailKey),
        notADog: vector !== undefined && isNotADog(vector, deps.notADogBelow),
      };
    }),
    tag: tag
      ? {
          code: tag.code,
          url: tagUrl(deps.publicBaseUrl, tag.code),
          createdAt: tag.createdAt.toISOString(),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's profile; anyone else, an admin too, is refused. */
export async function ownProfile(deps: PetsDeps, user: UserRow, id: number) {
  const row = await repo.findProfile(deps.db, id);
  if (!row) throw notFound(petMessages.notFound);
  if (row.ownerId !== user.id) throw forbidden(petMessages.forbidden);
  return row;
}

export async function listProfiles(deps: PetsDeps, user: UserRow) {
  const rows = await repo.profilesOf(deps.db, user.id);
  return { data: await Promise.all(rows.map((row) => toProfile(deps, row))) };
}

export async function getProfile(deps: PetsDeps, user: UserRow, id: number) {
  return { data: await toProfile(deps, await ownProfile(deps, user, id)) };
}

/** The fields and the photo count are checked before any photo is stored. */
export async function createProfile(deps: PetsDeps, user: UserRow, form: PhotoForm) {
  if (user.blockedAt) throw forbidden(sightingMessages.blocked);
  const fields = parseFields(petFieldsSchema, form.fields);
  assertCount(form.photos.length);
  const photos = await petPhotos.save(deps.storage, form.photos);
  let id: number;
  try {
    id = await repo.insertProfile(
      deps.db,
      { shown: DEFAULT_PET_SHOWN, ...columnsOf(fields), ownerId: user.id },
      photos,
    );
  } catch (error) {
    await deletePhotos(deps.storage, photos);
    throw error;
  }
  await embedPhotos(deps, id, photos);
  return { status: 'ok' as const, message: petMessages.created, id };
}

/** keepPhotos names the stored photos to keep, in order; new `image` parts follow them. */
export async function updateProfile(deps: PetsDeps, user: UserRow, id: number, form: PhotoForm) {
  await ownProfile(deps, user, id);
  const fields = parseFields(petFieldsSchema, form.fields);
  const current = await repo.photosOf(deps.db, id);
  const kept = petPhotos.kept(current, form.keepPhotos, form.photos.length);
  assertCount(kept.length + form.photos.length);
  const added = await petPhotos.save(deps.storage, form.photos);
  const changesPhotos = form.keepPhotos !== undefined || added.length > 0;
  const after = changesPhotos ? [...kept, ...added] : current;
  const before = await repo
    .updateProfile(deps.db, id, columnsOf(fields), changesPhotos ? after : undefined)
    .catch(async (error: unknown) => {
      await deletePhotos(deps.storage, added);
      throw error;
    });
  await deletePhotos(deps.storage, droppedPhotos(before, after));
  await embedPhotos(deps, id, after);
  return { status: 'ok' as const, message: petMessages.updated, id };
}

export async function deleteProfile(deps: PetsDeps, user: UserRow, id: number) {
  await ownProfile(deps, user, id);
  await deletePhotos(deps.storage, await repo.deleteProfile(deps.db, id));
  return { status: 'ok' as const, message: petMessages.deleted, id };
}

/**
 * A profile photo is public while its owner shows photos to finders (the tag's page); else
 * only its owner sees it, uncached by anyone between.
 */
export async function photoAccess(
  deps: PetsDeps,
  key: string,
  reader: UserRow | null,
): Promise<ImageAccess> {
  const profile = await repo.findPhotoProfile(deps.db, key);
  if (!profile) return 'gone';
  if (profile.shown.includes('PHOTO')) return 'public';
  return reader?.id === profile.ownerId ? 'private' : 'gone';
}

export async function scanLog(deps: PetsDeps, user: UserRow, id: number) {
  await ownProfile(deps, user, id);
  const rows = await repo.scansOf(deps.db, id);
  return {
    data: rows.map((r) => ({
      kind: r.kind as 'VIEW' | 'NOTIFY' | 'LEFT',
      at: r.createdAt.toISOString(),
      lat: r.lat,
      lng: r.lng,
      exact: r.exact,
      message: r.message,
      place: r.place,
    })),
  };
}
