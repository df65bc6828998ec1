import type { LatLng } from '@chajul/contracts';
import { distanceKm, REGION_POINTS, REGIONS } from '@chajul/contracts';
import type { Coat } from '../src/ai/coat';
import { COAT_WORDS, DEMO_BREEDS, MIXED } from '../src/ingest/demo/demo-photos';
import type { DogFacts, ReportFacts } from '../src/modules/matching/match-score';
import type { LostFacts, SightingFacts } from '../src/modules/matching/sighting-score';

/**
 * The made-up world of `bench:matches` (ADR 130): places, days and what people write about a
 * dog, drawn around the truth the way owners, shelters and neighbours write it.
 */

/** A seeded generator (mulberry32): every run of the bench draws the same worlds. */
export function randomOf(seed: number) {
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const chance = (p: number) => random() < p;
  return { random, pick, chance };
}
export type Random = ReturnType<typeof randomOf>;

export type Place = { region: string; district: string; point: LatLng };
const places: Place[] = Object.entries(REGION_POINTS).flatMap(([region, points]) =>
  Object.entries(points as Record<string, LatLng>)
    .filter(([district]) => district !== '' || REGIONS[region as keyof typeof REGIONS].length === 0)
    .map(([district, point]) => ({ region, district, point })),
);
const gyeonggi = places.filter((p) => p.region === '경기도');
const same = (a: Place, b: Place) => a.region === b.region && a.district === b.district;

/** Most strays and reports in the public data are in 경기도: so are most of ours. */
export const somewhere = (r: Random) => (r.chance(0.6) ? r.pick(gyeonggi) : r.pick(places));

/** Another 시/군/구, nearer ones likelier (e^(−km/15)): where a wandering dog is picked up. */
export function elsewhere(r: Random, from: Place): Place {
  const others = places.filter((p) => !same(p, from));
  const weights = others.map((p) => Math.exp(-distanceKm(from.point, p.point) / 15));
  let roll = r.random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) if ((roll -= w) < 0) return others[i]!;
  return others.at(-1)!;
}

/** A neighbouring 시/군/구 whose office is at most `km` away (the nearest one if none is). */
export function neighbour(r: Random, from: Place, km = 15): Place {
  const others = places.filter((p) => !same(p, from));
  const near = others.filter((p) => distanceKm(from.point, p.point) <= km);
  if (near.length) return r.pick(near);
  return others.reduce((a, b) =>
    distanceKm(from.point, a.point) <= distanceKm(from.point, b.point) ? a : b,
  );
}

const day0 = Date.UTC(2026, 9, 1);
export const dayOf = (offset: number) =>
  new Date(day0 + Math.floor(offset) * 86_400_000).toISOString().slice(0, 10);
/** An instant on day `offset` (fractional: the hour), in Korean time. */
export const instantOf = (offset: number) =>
  new Date(day0 + offset * 86_400_000 - 9 * 3_600_000).toISOString();

/** What is true of one dog in one world. */
export type Truth = {
  coat: Coat;
  kg: number;
  gender: '암컷' | '수컷';
  born: number;
  /** The breed as the national API names it, for the breed photos; 믹스견 for the others. */
  breed: string;
};

export function truthOf(r: Random, coat: Coat, breed: string | null): Truth {
  const known = breed ? DEMO_BREEDS[breed] : undefined;
  const [low, high] = known?.kg ?? MIXED.kg;
  return {
    coat,
    kg: low + r.random() * (high - low),
    gender: r.pick(['암컷', '수컷'] as const),
    born: 2026 - Math.floor(r.random() * 12),
    breed: known?.name ?? MIXED.name,
  };
}

/** Colours people confuse: a 크림 dog is called 흰색 or 갈색 now and then. */
const CONFUSED: Record<Coat, Coat[]> = {
  white: ['cream', 'grey'],
  black: ['grey', 'brown'],
  grey: ['white', 'black'],
  cream: ['white', 'brown'],
  brown: ['red', 'cream', 'black'],
  red: ['brown'],
};
const colourSaid = (r: Random, coat: Coat) =>
  COAT_WORDS[r.chance(0.15) ? r.pick(CONFUSED[coat]) : coat];

const SIZES = ['소형', '중형', '대형'] as const;
function sizeSaid(r: Random, kg: number): (typeof SIZES)[number] {
  const k = kg < 10 ? 0 : kg < 25 ? 1 : 2;
  if (!r.chance(0.15)) return SIZES[k]!;
  return SIZES[Math.max(0, Math.min(2, k + r.pick([-1, 1])))]!;
}

/** HH:mm on day `offset` (its fraction is the hour), Korean wall clock, as instantOf reads it. */
const timeOf = (offset: number) => {
  const minutes = Math.floor((offset - Math.floor(offset)) * 24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * The owner's report: breed, sex and the time lost; colour and size in the form's fields
 * (issue 26: owners pick their dog's 소형/중형/대형, which they know), some of weight and age
 * in the text. Draws as many numbers as before the fields, so each world stays the same.
 */
export function ownerFacts(
  r: Random,
  t: Truth,
  place: Place,
  lostDay: number,
): LostFacts & ReportFacts {
  const colour = r.chance(0.8) ? colourSaid(r, t.coat) : null;
  const text = [
    r.chance(0.5) ? `약 ${Math.max(1, Math.round(t.kg * (0.9 + r.random() * 0.2)))}kg` : '',
    r.chance(0.5) ? `${2026 - t.born}살` : '',
  ].join(' ');
  return {
    region: place.region,
    district: place.district,
    dateLost: dayOf(lostDay),
    timeLost: timeOf(lostDay),
    species: t.breed === MIXED.name || r.chance(0.9) ? t.breed : MIXED.name,
    gender: t.gender,
    colour,
    size: SIZES[t.kg < 10 ? 0 : t.kg < 25 ? 1 : 2]!,
    text,
  };
}

/** A shelter's record: colour and weight measured, sex mostly known, birth year guessed. */
export function shelterFacts(r: Random, t: Truth, place: Place, foundDay: number): DogFacts {
  return {
    jurisd: `${place.region} ${place.district}`.trim(),
    foundDate: dayOf(foundDay),
    noticeStartDate: null,
    species: t.breed,
    gender: r.chance(0.8) ? t.gender : '미상',
    state: '보호중',
    color: COAT_WORDS[t.coat],
    weight: `${(t.kg * (0.85 + r.random() * 0.3)).toFixed(1)}(Kg)`,
    age: `${t.born + r.pick([-1, 0, 0, 1])}(년생)`,
  };
}

/**
 * A neighbour's words: who has the dog (FOUND) checks the sex more often than who saw it
 * pass (SEEN); a purebred's breed is named now and then, a mix's rarely; sometimes wrongly.
 */
export function finderFacts(
  r: Random,
  t: Truth,
  kind: SightingFacts['kind'],
  place: Place,
  seenDay: number,
): SightingFacts {
  const sexKnown = r.chance(kind === 'FOUND' ? 0.6 : 0.25);
  const other = t.gender === '암컷' ? '수컷' : '암컷';
  const purebred = t.breed !== MIXED.name;
  return {
    kind,
    seenAt: instantOf(seenDay),
    region: place.region,
    district: place.district,
    breed: purebred && r.chance(0.4) ? t.breed : !purebred && r.chance(0.3) ? MIXED.name : null,
    colour: r.chance(0.85) ? colourSaid(r, t.coat) : null,
    size: r.chance(0.75) ? sizeSaid(r, t.kg) : null,
    gender: sexKnown ? (r.chance(0.9) ? t.gender : other) : null,
    text: null,
  };
}
