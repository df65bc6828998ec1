import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { dogs } from '../src/db/schema';
import type { NewDogRow } from '../src/db/schema';
import { saveImage } from '../src/lib/image-store';
import { dogPhotosDir } from '../src/paths';
import type { TestApp } from './helper';

/** Real photos of `breed` (Oxford-IIIT Pet names, assets/dogs/breeds), in a stable order. */
export function realPhotos(breed: string): Buffer[] {
  const dir = path.join(dogPhotosDir, 'breeds', breed);
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f)));
}

/** Photos of one individual dog (assets/dogs/identity/<dog>), in a stable order. */
export function sameDogPhotos(dog: string): Buffer[] {
  const dir = path.join(dogPhotosDir, 'identity', dog);
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f)));
}

/**
 * A distinct synthetic "photo" per seed: coloured blobs and stripes on a coloured ground,
 * so that each has its own colours, shapes and texture for any embedder.
 */
export async function makePhoto(seed: number, size = 320): Promise<Buffer> {
  let state = seed * 9301 + 49297;
  const rand = () => (state = (state * 9301 + 49297) % 233280) / 233280;
  const colour = () =>
    `hsl(${Math.floor(rand() * 360)},${40 + Math.floor(rand() * 50)}%,${25 + Math.floor(rand() * 50)}%)`;
  const shapes = Array.from({ length: 12 }, () => {
    const x = Math.floor(rand() * size);
    const y = Math.floor(rand() * size);
    const r = 10 + Math.floor(rand() * size * 0.3);
    return rand() > 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour()}"/>`
      : `<rect x="${x}" y="${y}" width="${r * 2}" height="${Math.ceil(r / 3)}" fill="${colour()}" transform="rotate(${Math.floor(rand() * 180)} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colour()}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Another encoding of the same picture: what a person re-saving or re-sharing it sends. */
export async function reencode(photo: Buffer): Promise<Buffer> {
  const { width = 320 } = await sharp(photo).metadata();
  return sharp(photo)
    .resize({ width: Math.round(width * 0.8) })
    .jpeg({ quality: 70 })
    .toBuffer();
}

let nextSourceId = 1;

/** Inserts a stray dog with its photo saved through the image store, as the importers do. */
export async function createDog(
  app: TestApp,
  photo: Buffer | undefined,
  fields: Partial<NewDogRow> = {},
) {
  const saved = photo ? await saveImage(app.storage, 'dogs', photo) : undefined;
  const [dog] = await app.db
    .insert(dogs)
    .values({
      source: 'demo',
      sourceId: `test-${nextSourceId++}`,
      state: '보호중',
      jurisd: '경기도 수원시',
      species: '믹스견',
      gender: '수컷',
      age: '2022(년생)',
      shelterRegNo: '311300201300001',
      imageKey: saved?.key ?? null,
      thumbnailKey: saved?.thumbnailKey ?? null,
      ...fields,
    })
    .returning();
  return dog!;
}
