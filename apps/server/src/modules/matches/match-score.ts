import { placeOf } from '@chajul/contracts';

/** What a lost report tells about where, when and what was lost. */
export type ReportFacts = {
  region: string;
  district: string;
  dateLost: string;
  species: string | null;
  gender: string | null;
};

/** What a shelter tells about a stray dog. */
export type DogFacts = {
  jurisd: string | null;
  foundDate: string | null;
  noticeStartDate: string | null;
  species: string | null;
  gender: string | null;
  state: string;
};

/**
 * Weights and thresholds, chosen with `npm run bench:matches` (ADR 100). The photo decides;
 * place, time, breed and sex only reorder dogs whose photos are about as close.
 */
export const MATCH_RULES = {
  /** Owners misremember the day: a dog found up to this many days before still counts. */
  marginDays: 3,
  sameDistrict: 0.06,
  /** We have no map of neighbouring 시/군/구: the same 시/도 is "nearby". */
  sameRegion: 0.03,
  sameBreed: 0.03,
  /** Both sexes known and different: unlikely, not impossible (shelters mistype). */
  otherSex: 0.1,
  /** Candidates shown to the author: at most this many, at least this score. */
  shown: 10,
  showScore: 0.8,
  /** A new dog at or above this score alerts the author (MobileNetV2 features). */
  alertScore: 0.92,
} as const;

export type MatchRules = { [K in keyof typeof MATCH_RULES]: number };

/**
 * The colour/texture fallback finds every photo alike (cosine ≈ 0.9 between any two dogs),
 * so it needs its own, higher bars: measured the same way.
 */
export function rulesFor(model: string): MatchRules {
  if (model === 'colour-texture') return { ...MATCH_RULES, showScore: 0.9, alertScore: 0.97 };
  return MATCH_RULES;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Dogs that left care (입양, 반환 …) are not candidates; 공고중 and 보호중 are. */
export const isInCare = (state: string) => state.includes('보호') || state.includes('공고');

const breedOf = (species: string | null) => species?.replace(/\s+/g, '') || null;
const MIXED = '믹스견';

/**
 * The match score of a dog for a report: the photo similarity plus the place, breed and sex
 * adjustments, or null when the dog cannot be the one (out of care, found before it was lost).
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
  let score = similarity;
  const place = placeOf(report.region, report.district);
  if (dog.jurisd && (dog.jurisd === place || dog.jurisd.startsWith(`${place} `))) {
    score += rules.sameDistrict;
  } else if (dog.jurisd?.startsWith(report.region)) {
    score += rules.sameRegion;
  }
  const wanted = breedOf(report.species);
  const seen = breedOf(dog.species);
  if (wanted && seen && seen !== MIXED && (seen.includes(wanted) || wanted.includes(seen))) {
    score += rules.sameBreed;
  }
  const sexes = ['암컷', '수컷'];
  if (report.gender && dog.gender && sexes.includes(dog.gender) && report.gender !== dog.gender) {
    score -= rules.otherSex;
  }
  return score;
}

export type Scored = { dogId: number; similarity: number; score: number };

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
