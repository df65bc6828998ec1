import type { LatLng } from '@chajul/contracts';
import { distanceKm, placePoint, pointOf } from '@chajul/contracts';
import {
  birthYear,
  colourAgreement,
  colourFamilies,
  ownerColours,
  sizeClassOf,
  sizeKg,
  weightKg,
} from './match-facts';

/**
 * What a lost report tells about where, when and what was lost. Shelter records give a day,
 * not a time, so the time lost does not enter this score (sighting-score.ts uses it).
 */
export type ReportFacts = {
  region: string;
  district: string;
  /** The owner's pin where given (issue 26); else the 시/군/구 office is used. */
  point?: LatLng | null;
  dateLost: string;
  species: string | null;
  gender: string | null;
  /** The form's colour and 소형/중형/대형, where the owner filled them in (issue 26). */
  colour?: string | null;
  size?: string | null;
  /** The owner's words (title, description): colours, weight and age are read from them. */
  text?: string | null;
};

/**
 * The score of a candidate with the same 동물등록번호 as the report (ADR 151): above any score
 * a photo can earn, so it is listed first and clears every alert bar.
 */
export const CERTAIN_SCORE = 2;

/** What a shelter tells about a stray dog. */
export type DogFacts = {
  jurisd: string | null;
  foundDate: string | null;
  noticeStartDate: string | null;
  species: string | null;
  gender: string | null;
  state: string;
  color?: string | null;
  weight?: string | null;
  age?: string | null;
};

/**
 * Weights and thresholds, chosen with `npm run bench:matches` (ADR 100). The photo decides;
 * distance, time, breed, sex, colour, size and age only reorder dogs whose photos are about
 * as close.
 */
export const MATCH_RULES = {
  /** Owners misremember the day: a dog found up to this many days before still counts. */
  marginDays: 3,
  /** Where it was found: + near·e^(−km/nearKm) from the place lost (시/군/구 offices). */
  near: 0.06,
  nearKm: 50,
  /** Both sexes known and different: unlikely, not impossible (shelters mistype). */
  otherSex: 0.1,
  /** Colour words of the owner and the shelter: none shared or even close. */
  otherColour: 0.03,
  /** Weights (or the owner's size word) more than this factor apart. */
  otherSizeFactor: 2,
  otherSize: 0.04,
  /** Birth years this far apart. */
  otherAgeYears: 5,
  otherAge: 0.03,
  /** Candidates shown to the author: at most this many, at least this score. */
  shown: 10,
  showScore: 0.65,
  /**
   * A new dog alerts the author of the report it scores best with, at least this and this far
   * above its next-best report (ADR 231): a dog like many reports alerts nobody.
   */
  alertScore: 0.8,
  alertLead: 0.01,
  /** A report's background, kept with its match state: the mean similarity of its 2nd–11th dogs. */
  backgroundDogs: 10,
} as const;

export type MatchRules = { [K in keyof typeof MATCH_RULES]: number };

/**
 * The colour/texture fallback finds every photo alike (cosine ≈ 0.9 between any two dogs),
 * so it needs its own, higher bars: measured the same way.
 */
export function rulesFor(model: string): MatchRules {
  if (model === 'colour-texture') {
    return { ...MATCH_RULES, showScore: 0.9, alertScore: 0.97 };
  }
  return MATCH_RULES;
}

/** The similarities of a report's nearest dogs (best first) → its background, if enough. */
export function backgroundOf(similarities: number[], rules: MatchRules): number | null {
  const cohort = similarities.slice(1, 1 + rules.backgroundDogs);
  if (cohort.length < rules.backgroundDogs) return null;
  return cohort.reduce((sum, x) => sum + x, 0) / cohort.length;
}

/** The score a new dog needs to alert: a floor, and a lead over its runner-up report. */
export const alertBar = (rules: MatchRules, runnerUp: number | null) =>
  Math.max(rules.alertScore, (runnerUp ?? -Infinity) + rules.alertLead);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Dogs that left care (입양, 반환 …) are not candidates; 공고중 and 보호중 are. */
export const isInCare = (state: string) => state.includes('보호') || state.includes('공고');

/** The place prior: close to where the dog was lost counts most, other cities still count. */
function nearness(report: ReportFacts, dog: DogFacts, rules: MatchRules): number {
  const lost = report.point ?? pointOf(report.region, report.district);
  const found = placePoint(dog.jurisd);
  if (!lost || !found) return 0;
  return rules.near * Math.exp(-distanceKm(lost, found) / rules.nearKm);
}

/** Colour, size and age, where both the owner and the shelter say something. */
function descriptionAdjustment(report: ReportFacts, dog: DogFacts, rules: MatchRules): number {
  const owner = `${report.species ?? ''} ${report.text ?? ''}`;
  let adjustment = 0;
  const colour = colourAgreement(ownerColours(report), colourFamilies(dog.color));
  if (colour < 0) adjustment -= rules.otherColour;
  const shelterKg = weightKg(dog.weight);
  // A weight the owner wrote is compared as a weight; the form's 소형/중형/대형 as a class, two
  // apart (소형 and 대형) being unlikely, since a class spans more than the factor allows.
  const kg = weightKg(owner) ?? (report.size ? undefined : sizeKg(owner));
  if (kg && shelterKg) {
    const factor = Math.max(kg, shelterKg) / Math.min(kg, shelterKg);
    if (factor > rules.otherSizeFactor) adjustment -= rules.otherSize;
  } else if (report.size && shelterKg) {
    const apart = Math.abs(sizeClassOf(sizeKg(report.size) ?? shelterKg) - sizeClassOf(shelterKg));
    if (apart > 1) adjustment -= rules.otherSize;
  }
  const yearLost = Number(report.dateLost.slice(0, 4));
  const ownerYear = birthYear(owner, yearLost);
  const shelterYear = birthYear(dog.age, yearLost);
  if (ownerYear && shelterYear && Math.abs(ownerYear - shelterYear) >= rules.otherAgeYears) {
    adjustment -= rules.otherAge;
  }
  return adjustment;
}

/**
 * The match score of a dog for a report: the photo similarity plus the place, breed, sex and
 * description adjustments, or null when the dog cannot be the one (out of care, found before
 * it was lost).
 */
export function matchScore(
  similarity: number,
  report: ReportFacts,
  dog: DogFacts,
  rules: MatchRules = MATCH_RULES,
): number | null {
  if (!isInCare(dog.state)) return null;
  const found = dog.foundDate ?? dog.noticeStartDate;
  if (found && daysBetween(report.dateLost, found) < -rules.marginDays) return null;
  let score = similarity + nearness(report, dog, rules) + descriptionAdjustment(report, dog, rules);
  const sexes = ['암컷', '수컷'];
  if (report.gender && dog.gender && sexes.includes(dog.gender) && report.gender !== dog.gender) {
    score -= rules.otherSex;
  }
  return score;
}

/** A candidate as stored; similarity is null for a certain one whose photo was not compared. */
export type Scored = { dogId: number; similarity: number | null; score: number };

/** The candidates the author sees: scored, ruled-out dogs dropped, best first. */
export function rankCandidates(
  hits: { dogId: number; similarity: number; dog: DogFacts }[],
  report: ReportFacts,
  rules: MatchRules = MATCH_RULES,
): Scored[] {
  return hits
    .flatMap(({ dogId, similarity, dog }) => {
      const score = matchScore(similarity, report, dog, rules);
      return score === null || score < rules.showScore ? [] : [{ dogId, similarity, score }];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, rules.shown);
}
