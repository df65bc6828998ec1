import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './env';

/** The demo dogs' photos in the repository (the suite runs from e2e/, like own-server.ts). */
const breedsDir = path.resolve('../apps/server/assets/dogs/breeds');

/**
 * The photo of a breed that is not a demo dog: the server keeps the first of each breed's
 * folder out of the demo set (demo-photos.ts strayPhotos), so it stands for a visitor's own
 * picture of a dog like the ones in care.
 */
export function heldOutPhoto(breed: string) {
  const dir = path.join(breedsDir, breed);
  const [first] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.jpg'))
    .sort();
  if (!first) throw new Error(`no photo of ${breed} in ${dir}`);
  return { name: first, mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(dir, first)) };
}

/** The demo member's password: random per database, kept in DATA_DIR/demo-accounts.txt. */
export function demoMemberPassword(): string {
  const lines = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n');
  const password = lines.map((line) => line.split('\t')).find(([, userid]) => userid === 'member');
  if (!password?.[2]) throw new Error('the demo member is not in demo-accounts.txt');
  return password[2];
}

/**
 * Waits until the photo index holds every listed dog: the server embeds the demo dogs in
 * the background after it starts (/readyz tells how many it has).
 */
export async function waitForPhotoIndex(request: APIRequestContext) {
  const list = await (await request.get('/api/dog-details/paged?size=1')).json();
  const dogs = Number(list.pagination.meta.totalItems);
  await expect
    .poll(async () => (await (await request.get('/readyz')).json()).photoSearch?.indexedDogs ?? 0, {
      timeout: 90_000,
      intervals: [2000],
    })
    .toBeGreaterThanOrEqual(dogs);
}
