import { MATCH_RULES } from '../src/modules/matches/match-score';
import { SIGHTING_RULES } from '../src/modules/matches/sighting-score';
import type { KReciprocal } from './k-reciprocal';
import { kReciprocal } from './k-reciprocal';
import type { Scenario, Where } from './match-gallery';
import { printSteps } from './match-tables';
import type { PhotoSetup, runTrial, Trial } from './match-trials';
import { centredSimilarity } from './match-views';
import { HALVES } from './split';

/**
 * The three cheap steps of ADR 132, each alone against the chosen setting, at the largest
 * gallery: by the photo alone (place and words off) and by the full score.
 */
type Run = (
  half: Trial['half'],
  alertScores: number[],
  rules?: Partial<Trial>,
) => ReturnType<typeof runTrial>;
type TrialOf = (scenario: Scenario, where: Where, photo?: Partial<PhotoSetup>) => Run;

/** The rules with everything but the photo turned off. */
const photoAlone = {
  matchRules: {
    ...MATCH_RULES,
    near: 0,
    sameBreed: 0,
    otherSex: 0,
    sameColour: 0,
    otherColour: 0,
    otherSize: 0,
    otherAge: 0,
    showScore: -Infinity,
  },
  sightingRules: {
    ...SIGHTING_RULES,
    near: 0,
    fresh: 0,
    sameBreed: 0,
    sameColour: 0,
    otherColour: 0,
    sameSize: 0,
    otherSize: 0,
    sameSex: 0,
    otherSex: 0,
    showScore: -Infinity,
  },
};

export function printCheapSteps(
  trial: TrialOf,
  vectors: Float32Array[],
  tuning: number[],
  rerank: KReciprocal,
) {
  const steps: [string, Partial<PhotoSetup>][] = [
    ['best view (chosen)', {}],
    ['mean of views', { views: 'mean' }],
    ['mean vector of views', { views: 'centroid' }],
    ['gallery mean subtracted (tuning mean)', { sim: centredSimilarity(vectors, tuning) }],
    [`k-reciprocal top 100 (k1 ${rerank.k1}, k2 ${rerank.k2}, λ ${rerank.lambda})`, { rerank }],
  ];
  printSteps(
    steps.map(([label, photo]) => ({
      label,
      cells: (['shelter', 'sighting'] as const).map((scenario) => {
        const run = trial(
          scenario,
          scenario === 'shelter' ? 'other city' : 'neighbour ≤ 15 km',
          photo,
        );
        return HALVES.map((h) => ({
          alone: run(h, [], photoAlone).at(-1)!,
          full: run(h, []).at(-1)!,
        }));
      }),
    })),
  );
  console.log(`k-reciprocal over a top 100: ${kReciprocalMs(vectors).toFixed(0)} ms a query`);
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
};

/** What k-reciprocal re-ranking costs per query: the shortlist's 101 × 101 similarities and sorts. */
function kReciprocalMs(vectors: Float32Array[]) {
  const shortlist = vectors.slice(0, 101);
  const started = performance.now();
  for (let k = 0; k < 10; k++) {
    kReciprocal(shortlist.length, (i, j) => dot(shortlist[i]!, shortlist[j]!));
  }
  return (performance.now() - started) / 10;
}
