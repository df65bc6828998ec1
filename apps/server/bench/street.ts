import type { Coat } from '../src/ai/coat';
import type {
  LostFacts,
  SightingFacts,
  SightingRules,
} from '../src/modules/matching/sighting-score';
import { bestView, rivalScore } from '../src/modules/matching/photo-vectors';
import { sightingAlertBar, sightingScore } from '../src/modules/matching/sighting-score';
import type { Dog } from './match-photos';
import type { Place, Random } from './match-world';
import { finderFacts, instantOf, neighbour, ownerFacts, randomOf, truthOf } from './match-world';
import { gyeonggiPlaces, kmBetween } from './street-places';

/**
 * The street of `bench:matches` (issue 36): a found dog's photo meets every open lost report
 * of one 시/도, each with one photo of the same kind (faces among faces), and the finder
 * leaves breed, colour, size and sex blank in half the posts.
 */

/** A face photo that can stand in a lost report: its vector, its dog and its coat. */
export type Face = { dog: string; vector: Float32Array; coat: Coat };
export type Where = 'same city' | 'neighbour 10–14 km';
/** `photos`: how many photos each lost report holds (a profile's several, issue 40), at most. */
export type Setup = { where: Where; size: number; worlds: number; seed: number; photos: number };
export type Outcome = { top1: number; top5: number; alerted: number; wrong: number; n: number };

const COATS: Coat[] = ['white', 'black', 'grey', 'cream', 'brown', 'red'];

/** A neighbouring 시/군/구 whose office is 10–14 km away, or the nearest beyond 10 km. */
function tenToFourteen(r: Random, from: Place): Place {
  const ring = gyeonggiPlaces.filter((p) => {
    const km = kmBetween(from, p);
    return km >= 10 && km <= 14;
  });
  return ring.length ? r.pick(ring) : neighbour(r, from, 15);
}

/** Half the finders write nothing but the photo; the rest what `finderFacts` draws. */
function finderSays(r: Random, facts: SightingFacts): SightingFacts {
  if (r.chance(0.5)) return { ...facts, breed: null, colour: null, size: null, gender: null };
  return facts;
}

type Report = { dog: string; vectors: Float32Array[]; lost: LostFacts };

/**
 * One query: the query dog's report (other photos of it) among `size − 1` others drawn from
 * `pool` (never the query dog; a photo used again stands in another family's report when the
 * pool is smaller than the gallery), all lost in 경기도 in the last 60 days. Each other report
 * holds its drawn photo and, up to `photos`, the next ones of the same dog.
 */
function galleryFor(
  r: Random,
  own: Report,
  pool: Face[],
  size: number,
  photos: number,
  byDog: Map<string, Float32Array[]>,
): Report[] {
  const others = pool.filter((f) => f.dog !== own.dog);
  const reports: Report[] = [own];
  const order = [...others.keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (let k = 0; reports.length < size; k++) {
    const face = others[order[k % order.length]!]!;
    const truth = truthOf(r, face.coat, null);
    const lost = ownerFacts(r, truth, r.pick(gyeonggiPlaces), -60 + r.random() * 60);
    const all = byDog.get(face.dog)!;
    const at = all.indexOf(face.vector);
    const vectors = Array.from(
      { length: Math.min(photos, all.length) },
      (_, i) => all[(at + i) % all.length]!,
    );
    reports.push({ dog: face.dog, vectors, lost });
  }
  return reports;
}

/** Runs every query dog in `worlds` drawings and counts what the finder and the families see. */
export function runStreet(
  queries: { dog: Dog; vectors: Float32Array[] }[],
  pool: Face[],
  setup: Setup,
  rules: SightingRules,
): Outcome {
  const out: Outcome = { top1: 0, top5: 0, alerted: 0, wrong: 0, n: 0 };
  const byDog = new Map<string, Float32Array[]>();
  for (const f of pool) byDog.set(f.dog, [...(byDog.get(f.dog) ?? []), f.vector]);
  for (let w = 0; w < setup.worlds; w++) {
    for (const [q, { dog, vectors }] of queries.entries()) {
      if (vectors.length < 2) continue;
      const r = randomOf(setup.seed * 7919 + w * 104729 + q);
      const truth = truthOf(r, dog.coat, null);
      const found = w % vectors.length;
      const first = found + 1 + Math.floor(r.random() * (vectors.length - 1));
      const lostPhotos = Array.from(
        { length: Math.min(setup.photos, vectors.length - 1) },
        (_, i) => (first + i) % vectors.length,
      ).filter((i) => i !== found);
      const home = r.pick(gyeonggiPlaces);
      const lostDay = -30 + r.random() * 30;
      const own: Report = {
        dog: dog.key,
        vectors: lostPhotos.map((i) => vectors[i]!),
        lost: ownerFacts(r, truth, home, lostDay),
      };
      const place = setup.where === 'same city' ? home : tenToFourteen(r, home);
      const seenDay = lostDay + 0.2 + r.random() * 5;
      const sighting = finderSays(r, {
        ...finderFacts(r, truth, r.chance(0.7) ? 'FOUND' : 'SEEN', place, seenDay),
        seenAt: instantOf(seenDay),
      });
      const photo = vectors[found]!;
      const scored = galleryFor(r, own, pool, setup.size, setup.photos, byDog)
        .map((report, id) => ({
          report: { id, vectors: report.vectors },
          right: report === own,
          score: sightingScore(bestView([photo], report.vectors)!, report.lost, sighting, rules),
        }))
        .filter((s): s is typeof s & { score: number } => s.score !== null)
        .sort((a, b) => b.score - a.score);
      // The service's rule: a report alerts over the floor and ahead of its best rival.
      const alerts = (s: (typeof scored)[number]) =>
        s.score >= sightingAlertBar(true, rivalScore(s.report, scored), rules, scored.length);
      const rank = scored.findIndex((s) => s.right);
      out.n++;
      if (rank === 0) out.top1++;
      if (rank >= 0 && rank < 5) out.top5++;
      if (rank >= 0 && alerts(scored[rank]!)) out.alerted++;
      out.wrong += scored.filter((s) => !s.right && alerts(s)).length;
    }
  }
  return {
    top1: out.top1 / out.n,
    top5: out.top5 / out.n,
    alerted: out.alerted / out.n,
    wrong: out.wrong / out.n,
    n: out.n,
  };
}

export const randomCoat = (r: Random) => r.pick(COATS);
