import { GYEONGGI } from '@chajul/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import type { DogRecord } from '../dogs/dog-record';
import { registeredAt } from '../dogs/dog-record';
import { eachLimited } from '../dogs/photos';
import type { Coat } from './demo-dog-catalogue';
import { BACKGROUNDS, BREEDS, COATS, FOUND_PLACES, STATES } from './demo-dog-catalogue';
import type { DogLook } from './demo-dog-picture';
import { renderDogPicture } from './demo-dog-picture';
import { DEMO_SHELTERS } from './demo-shelters';

export const DEMO_DOGS_PER_CITY = 10;

/** mulberry32: the same demo set on every new database. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rand: () => number, items: [T, number][]): T {
  let roll = rand() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[items.length - 1]![0];
}
const pick = <T>(rand: () => number, items: readonly T[]) =>
  items[Math.floor(rand() * items.length)]!;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export type DemoDog = { record: DogRecord; look: DogLook };

/** The demo set: ten dogs per 경기도 city, found over the last two months. */
export function demoDogs(now = new Date(), perCity = DEMO_DOGS_PER_CITY): DemoDog[] {
  const rand = random(20261122);
  const result: DemoDog[] = [];
  for (const shelter of DEMO_SHELTERS) {
    for (let n = 0; n < perCity; n++) {
      const breed = weighted(
        rand,
        BREEDS.map((b) => [b, b.weight]),
      );
      const coats: Coat[] = pick(rand, breed.coats);
      const pattern =
        coats.length === 1
          ? 'solid'
          : pick(
              rand,
              breed.patterns.filter((p) => p !== 'solid'),
            );
      const found = new Date(now.getTime() - Math.floor(rand() * 60) * 86_400_000);
      // A notice starts up to two days after the find, but never after today.
      const noticeStart = new Date(
        Math.min(now.getTime(), found.getTime() + Math.floor(rand() * 3) * 86_400_000),
      );
      const noticeEnd = new Date(noticeStart.getTime() + 10 * 86_400_000);
      const year = now.getUTCFullYear() - Math.floor(rand() * 12);
      const seq = result.length + 1;
      const stem = shelter.city.slice(0, -1);
      result.push({
        record: {
          source: 'demo',
          sourceId: `demo-${seq}`,
          noticeNo: `경기-${stem}-${noticeStart.getUTCFullYear()}-${String(seq).padStart(5, '0')}`,
          state: weighted(rand, STATES),
          foundDate: isoDay(found),
          foundPlace: `${shelter.city} ${pick(rand, FOUND_PLACES)}`,
          jurisd: `${GYEONGGI} ${shelter.city}`,
          species: breed.name,
          color: coats.join('&'),
          gender: pick(rand, ['수컷', '수컷', '암컷', '암컷', '미상']),
          age: year === now.getUTCFullYear() ? `${year}(60일미만)(년생)` : `${year}(년생)`,
          weight: `${Math.round((breed.kg[0] + rand() * (breed.kg[1] - breed.kg[0])) * 10) / 10}(Kg)`,
          neuterYn: pick(rand, ['Y', 'N', 'N', 'U']),
          specialMark: pick(rand, [
            '사람을 잘 따름',
            '겁이 많음',
            '목줄 착용',
            '온순함',
            '활발함',
            '피부병 있음',
          ]),
          noticeStartDate: isoDay(noticeStart),
          noticeEndDate: isoDay(noticeEnd),
          shelterRegNo: shelter.careRegNo,
          shelterName: shelter.careNm,
          shelterPhone: shelter.careTel,
          shelterAddress: shelter.careAddr,
          sourceImageUrl: null,
          createdAt: new Date(
            Math.min(now.getTime(), registeredAt(isoDay(noticeStart))!.getTime()),
          ),
        },
        look: {
          base: COATS[coats[0]!],
          accent: COATS[coats[1] ?? coats[0]!],
          third: coats[2] ? COATS[coats[2]] : undefined,
          pattern,
          size: breed.size[0] + rand() * (breed.size[1] - breed.size[0]),
          ears: breed.ears,
          tailUp: rand() < 0.6,
          facingLeft: rand() < 0.5,
          background: pick(rand, BACKGROUNDS),
          jitter: rand(),
        },
      });
    }
  }
  return result;
}

/**
 * Stores the demo dogs with their generated pictures, a few pictures at a time (sharp is
 * CPU-bound and the machine small). Only on a database without any dog: demo dogs never
 * share a database with imported ones (ADR 031).
 */
export async function seedDemoDogs(db: Db, storage: Storage, perCity?: number): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(dogs);
  if ((existing?.n ?? 0) > 0) return 0;
  const set = demoDogs(new Date(), perCity);
  const inserted = await db
    .insert(dogs)
    .values(set.map((d) => d.record))
    .returning({ id: dogs.id });
  await eachLimited(
    set.map((d, i) => ({ look: d.look, id: inserted[i]!.id })),
    2,
    async ({ look, id }) => {
      // Our own drawing, not an upload: nothing to strip or bound, so no saveImage round trip.
      const { image, thumbnail } = await renderDogPicture(look);
      const key = `dogs/demo/${id}.jpg`;
      const thumbnailKey = `dogs/demo/${id}_thumb.jpg`;
      await storage.put(key, image, 'image/jpeg');
      await storage.put(thumbnailKey, thumbnail, 'image/jpeg');
      await db.update(dogs).set({ imageKey: key, thumbnailKey }).where(eq(dogs.id, id));
    },
  );
  return set.length;
}
