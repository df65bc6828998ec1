import type { Coat } from '../src/ai/coat';
import type { DogFacts, ReportFacts } from '../src/modules/matches/match-score';
import type { LostFacts } from '../src/modules/matches/sighting-score';
import type { Place, Random, Truth } from './match-world';
import { elsewhere, ownerFacts, randomOf, shelterFacts, somewhere, truthOf } from './match-world';
import type { Half } from './split';

/**
 * The galleries of `bench:matches` (ADR 130): in each drawing every dog of the repository is
 * lost somewhere, and its photos become strays (a shelter's) or open lost reports.
 */

/** One individual of the repository: an identity dog with its photos, or one breed photo. */
export type Dog = { key: string; half: Half; photos: number[]; breed: string | null; coat: Coat };

/**
 * The scenarios of `bench:matches` (ADR 130). `shelter`: a lost report's photos meet the
 * shelter's photo of the same dog (today's matcher), found in the city lost or another.
 * `sighting`: a found or seen report's photo, another photo of the dog, meets the owner's
 * open report among many, in the same city or one at most 15 km away. `words`: a seen report
 * without a photo meets the same reports by place, time and words.
 */
export type Scenario = 'shelter' | 'sighting' | 'words';
export type Where = 'same city' | 'other city' | 'neighbour ≤ 15 km';
/** Photos on each lost report: a number, or every photo of the dog but the one found. */
export type ReportPhotos = number | 'all';

/** An item of a gallery: a stray (shelter) or an open lost report (sighting, words). */
export type Item = {
  dog: string;
  photos: number[];
  stray?: DogFacts;
  lost?: LostFacts & ReportFacts;
};

export type Life = { truth: Truth; place: Place; day: number };

/** The photos an owner put on the report: those after the one found, round the dog's photos. */
export const reportPhotos = (dog: Dog, found: number, count: ReportPhotos) => {
  const n = dog.photos.length;
  const k = count === 'all' ? n - 1 : Math.min(count, n - 1);
  return [...Array(k).keys()].map((i) => dog.photos[(found + 1 + i) % n]!);
};

/** One drawing: every dog's truth, where and when it was lost, and the gallery's items. */
export function worldOf(
  dogs: Dog[],
  setup: { scenario: Scenario; where: Where; photos: ReportPhotos; seed: number },
  w: number,
) {
  const r = randomOf(setup.seed * 1000 + w);
  const lives = new Map<string, Life>(
    dogs.map((d) => [
      d.key,
      { truth: truthOf(r, d.coat, d.breed), place: somewhere(r), day: -50 + r.random() * 70 },
    ]),
  );
  const found = (d: Dog) => w % d.photos.length;
  const items: Item[] = [];
  /** The item a query must find: the dog's stray (shelter) or its owner's report. */
  const rightOf = new Map<string, Item>();
  for (const d of dogs) {
    const life = lives.get(d.key)!;
    if (setup.scenario === 'shelter') {
      d.photos.forEach((p, i) => {
        const own = i === found(d) && d.photos.length > 1;
        const place = !own
          ? somewhere(r)
          : setup.where === 'same city'
            ? life.place
            : elsewhere(r, life.place);
        const day = own ? life.day + r.random() * 7 : -10 + r.random() * 30;
        const item = { dog: d.key, photos: [p], stray: shelterFacts(r, life.truth, place, day) };
        items.push(item);
        if (own) rightOf.set(d.key, item);
      });
      continue;
    }
    const main = d.photos.length > 1 ? reportPhotos(d, found(d), setup.photos) : d.photos;
    const item = {
      dog: d.key,
      photos: main,
      lost: ownerFacts(r, life.truth, life.place, life.day),
    };
    items.push(item);
    rightOf.set(d.key, item);
    const rest = d.photos.filter((p) => !main.includes(p));
    const per = Math.max(1, main.length);
    for (let i = 0; i < rest.length; i += per) {
      const lost = ownerFacts(r, life.truth, somewhere(r), -50 + r.random() * 70);
      items.push({ dog: d.key, photos: rest.slice(i, i + per), lost });
    }
  }
  return { r, lives, items, found, rightOf };
}

function shuffled<T>(r: Random, xs: T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The right item and, for each size, the distractors that fill the gallery to that many photos. */
export function galleries(r: Random, right: Item, others: Item[], sizes: number[]) {
  const order = shuffled(r, others);
  return sizes.map((size) => {
    const chosen: Item[] = [right];
    let photos = right.photos.length;
    for (const item of order) {
      if (photos + item.photos.length > size) continue;
      chosen.push(item);
      photos += item.photos.length;
    }
    return { items: chosen, photos };
  });
}
