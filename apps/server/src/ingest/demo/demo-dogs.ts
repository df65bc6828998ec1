import { GYEONGGI } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { saveImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import { storeDogPhoto } from '../../modules/dogs/dog-photos.repository';
import { hasAnyDog, insertDogs } from '../../modules/dogs/dogs.store';
import fs from 'node:fs';
import type { DogRecord } from '../../modules/dogs/dog-record';
import { registeredAt } from '../../modules/dogs/dog-record';
import { eachLimited } from '../../lib/each-limited';
import { FOUND_PLACES, SPECIAL_MARKS, STATES } from './demo-dog-catalogue';
import type { DemoPhoto } from './demo-photos';
import {
  COAT_WORDS,
  coatOfPhoto,
  DEMO_BREEDS,
  DEMO_REUNIONS,
  MIXED,
  strayPhotos,
} from './demo-photos';
import type { DemoShelter } from './demo-shelters';
import { DEMO_SHELTERS } from './demo-shelters';

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
const DAY_MS = 86_400_000;

export type DemoDog = { record: DogRecord; photo: DemoPhoto };

/** The shelter of a city (one per 경기도 city in the demo). */
const shelterIn = (city: string) => DEMO_SHELTERS.find((s) => s.city === city)!;

/**
 * The demo set: a real, licensed photo per dog (assets/dogs), its breed and coat as the
 * record says, spread over the 31 cities of 경기도 and found over the last two months. The
 * dogs of DEMO_REUNIONS are in care where and when their owner's report expects them.
 */
export async function demoDogs(now = new Date()): Promise<DemoDog[]> {
  const rand = random(20261122);
  const photos = strayPhotos();
  const result: DemoDog[] = [];
  for (const [i, photo] of photos.entries()) {
    const reunion = DEMO_REUNIONS.find((r) => photo.set === 'identity' && r.dog === photo.group);
    const breed = photo.set === 'breeds' ? DEMO_BREEDS[photo.group]! : MIXED;
    const shelter: DemoShelter = reunion
      ? shelterIn(reunion.foundIn)
      : DEMO_SHELTERS[(i * 7) % DEMO_SHELTERS.length]!;
    const daysAgo = reunion ? reunion.foundDaysAgo : Math.floor(rand() * 60);
    const found = new Date(now.getTime() - daysAgo * DAY_MS);
    // A notice starts up to two days after the find, but never after today.
    const noticeStart = new Date(
      Math.min(now.getTime(), found.getTime() + Math.floor(rand() * 3) * DAY_MS),
    );
    const year = now.getUTCFullYear() - (reunion?.age ?? Math.floor(rand() * 12));
    const seq = i + 1;
    const kg = reunion?.kg ?? breed.kg[0] + rand() * (breed.kg[1] - breed.kg[0]);
    result.push({
      photo,
      record: {
        source: 'demo',
        sourceId: `demo-${seq}`,
        noticeNo: `경기-${shelter.city.slice(0, -1)}-${noticeStart.getUTCFullYear()}-${String(seq).padStart(5, '0')}`,
        state: reunion ? '보호중' : weighted(rand, STATES),
        foundDate: isoDay(found),
        foundPlace: `${shelter.city} ${pick(rand, FOUND_PLACES)}`,
        jurisd: `${GYEONGGI} ${shelter.city}`,
        species: breed.name,
        color: COAT_WORDS[await coatOfPhoto(photo.file)],
        gender: reunion?.gender ?? pick(rand, ['수컷', '수컷', '암컷', '암컷', '미상']),
        age: year === now.getUTCFullYear() ? `${year}(60일미만)(년생)` : `${year}(년생)`,
        weight: `${Math.round(kg * 10) / 10}(Kg)`,
        neuterYn: pick(rand, ['Y', 'N', 'N', 'U']),
        specialMark: pick(rand, SPECIAL_MARKS),
        noticeStartDate: isoDay(noticeStart),
        noticeEndDate: isoDay(new Date(noticeStart.getTime() + 10 * DAY_MS)),
        shelterRegNo: shelter.careRegNo,
        shelterName: shelter.careNm,
        shelterPhone: shelter.careTel,
        shelterAddress: shelter.careAddr,
        sourceImageUrl: null,
        createdAt: new Date(Math.min(now.getTime(), registeredAt(isoDay(noticeStart))!.getTime())),
      },
    });
  }
  return result;
}

/**
 * Stores the demo dogs with their photos (re-encoded with a thumbnail, like any import), two
 * at a time (sharp is CPU-bound and the machine small). Only on a database without any dog:
 * demo dogs never share a database with imported ones (ADR 031).
 */
export async function seedDemoDogs(db: Db, storage: Storage, limit?: number): Promise<number> {
  if (await hasAnyDog(db)) return 0;
  const set = (await demoDogs()).slice(0, limit);
  const ids = await insertDogs(
    db,
    set.map((d) => d.record),
  );
  await eachLimited(
    set.map((d, i) => ({ file: d.photo.file, id: ids[i]! })),
    2,
    async ({ file, id }) => {
      await storeDogPhoto(db, id, await saveImage(storage, 'dogs', fs.readFileSync(file)));
    },
  );
  return set.length;
}
