import type { LatLng } from '@chajul/contracts';
import { distanceKm, pointOf } from '@chajul/contracts';
import { colourAgreement, colourFamilies, sizeKg, weightKg } from './match-facts';

/** What a lost report tells: where (a pin, else its 시/군/구), when, and what. */
export type LostFacts = {
  region: string;
  district: string;
  point?: LatLng | null;
  dateLost: string;
  species: string | null;
  gender: string | null;
  text?: string | null;
};

/** What a found or seen report tells. */
export type SightingFacts = {
  kind: 'FOUND' | 'SEEN';
  seenAt: string;
  region: string;
  district: string;
  point?: LatLng | null;
  breed: string | null;
  colour: string | null;
  size: '소형' | '중형' | '대형' | null;
  gender: '암컷' | '수컷' | null;
  text: string | null;
};

/**
 * Weights and bars of lost ↔ found/seen matching (ADR 131). With a photo, the photo decides
 * and the rest reorders, as for shelter dogs; without one, place, time and words must all
 * agree before a family is alerted.
 */
export const SIGHTING_RULES = {
  marginDays: 3,
  near: 0.1,
  nearKm: 15,
  sameBreed: 0.03,
  otherSex: 0.1,
  sameColour: 0.02,
  otherColour: 0.03,
  otherSizeFactor: 2,
  otherSize: 0.04,
  showScore: 0.65,
  alertScore: 0.915,
  typicalBackground: 0.8,
  backgroundWeight: 1,
  /** Without a photo: a base, then place, time and words on a larger scale. */
  wordsBase: 0.4,
  wordsNear: 0.3,
  wordsNearKm: 3,
  wordsRecent: 0.1,
  wordsRecentDays: 7,
  wordsBreed: 0.1,
  wordsColour: 0.1,
  wordsOtherColour: 0.2,
  wordsOtherSize: 0.2,
  wordsOtherSex: 0.3,
  wordsShowScore: 0.6,
  wordsAlertScore: 0.88,
} as const;
export type SightingRules = { [K in keyof typeof SIGHTING_RULES]: number };

const DAY_MS = 86_400_000;
const MIXED = '믹스견';
const breedOf = (text: string | null) => text?.replace(/\s+/g, '') || null;

const placeOf = (facts: { point?: LatLng | null; region: string; district: string }) =>
  facts.point ?? pointOf(facts.region, facts.district);

/** Words both sides state: +1 agree, −1 disagree, 0 unknown, per attribute. */
function agreements(lost: LostFacts, sighting: SightingFacts) {
  const owner = `${lost.species ?? ''} ${lost.text ?? ''}`;
  const wanted = breedOf(lost.species);
  const seen = breedOf(sighting.breed);
  const breed =
    wanted && seen && seen !== MIXED && (seen.includes(wanted) || wanted.includes(seen)) ? 1 : 0;
  const colour = colourAgreement(
    colourFamilies(owner),
    colourFamilies(`${sighting.colour ?? ''} ${sighting.text ?? ''}`),
  );
  const ownerKg = weightKg(owner) ?? sizeKg(owner);
  const seenKg = sizeKg(sighting.size) ?? weightKg(sighting.text);
  const size =
    ownerKg && seenKg && Math.max(ownerKg, seenKg) / Math.min(ownerKg, seenKg) > 2 ? -1 : 0;
  const sex = lost.gender && sighting.gender && lost.gender !== sighting.gender ? -1 : 0;
  return { breed, colour, size, sex };
}

/**
 * The score of a sighting for a lost report, or null when it cannot be the dog (seen well
 * before it was lost). `similarity` is the best photo view, or null without photos.
 */
export function sightingScore(
  similarity: number | null,
  lost: LostFacts,
  sighting: SightingFacts,
  rules: SightingRules = SIGHTING_RULES,
): number | null {
  const days =
    (Date.parse(sighting.seenAt) - Date.parse(`${lost.dateLost}T00:00:00+09:00`)) / DAY_MS;
  if (days < -rules.marginDays) return null;
  const a = placeOf(lost);
  const b = placeOf(sighting);
  const km = a && b ? distanceKm(a, b) : undefined;
  const words = agreements(lost, sighting);
  if (similarity !== null) {
    let score = similarity;
    if (km !== undefined) score += rules.near * Math.exp(-km / rules.nearKm);
    if (words.breed > 0) score += rules.sameBreed;
    if (words.colour > 0) score += rules.sameColour;
    if (words.colour < 0) score -= rules.otherColour;
    if (words.size < 0) score -= rules.otherSize;
    if (words.sex < 0) score -= rules.otherSex;
    return score;
  }
  let score = rules.wordsBase;
  if (km !== undefined) score += rules.wordsNear * Math.exp(-km / rules.wordsNearKm);
  score += rules.wordsRecent * Math.exp(-Math.max(0, days) / rules.wordsRecentDays);
  if (words.breed > 0) score += rules.wordsBreed;
  if (words.colour > 0) score += rules.wordsColour;
  if (words.colour < 0) score -= rules.wordsOtherColour;
  if (words.size < 0) score -= rules.wordsOtherSize;
  if (words.sex < 0) score -= rules.wordsOtherSex;
  return score;
}

/** The score a sighting needs to be listed as a candidate. */
export const sightingShowBar = (hasPhoto: boolean, rules: SightingRules = SIGHTING_RULES) =>
  hasPhoto ? rules.showScore : rules.wordsShowScore;

/** The score a sighting needs to alert the family (and the finder). */
export function sightingAlertBar(
  hasPhoto: boolean,
  background: number | null,
  rules: SightingRules = SIGHTING_RULES,
): number {
  if (!hasPhoto) return rules.wordsAlertScore;
  return (
    rules.alertScore +
    rules.backgroundWeight * ((background ?? rules.typicalBackground) - rules.typicalBackground)
  );
}
