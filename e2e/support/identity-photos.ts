import fs from 'node:fs';
import path from 'node:path';

/** `count` real photos of one dog (apps/server/assets/dogs/identity/<dog>), as uploads. */
export function photosOfOneDog(dog: string, count: number) {
  const dir = path.resolve('../apps/server/assets/dogs/identity', dog);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  if (files.length < count) throw new Error(`dog ${dog} has ${files.length} photos`);
  return files.slice(0, count).map((name) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: fs.readFileSync(path.join(dir, name)),
  }));
}
