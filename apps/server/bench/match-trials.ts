import type { MatchRules, ReportFacts } from '../src/modules/matches/match-score';
import { alertBar, backgroundOf, matchScore } from '../src/modules/matches/match-score';
import type { SightingFacts, SightingRules } from '../src/modules/matches/sighting-score';
import {
  sightingAlertBar,
  sightingBackground,
  sightingScore,
  sightingShowBar,
} from '../src/modules/matches/sighting-score';
import type { KReciprocal } from './k-reciprocal';
import { kReciprocal } from './k-reciprocal';
import type { Dog, Item, ReportPhotos, Scenario, Where } from './match-gallery';
import { galleries, reportPhotos, worldOf } from './match-gallery';
import type { Candidate, Outcome } from './match-measure';
import { meanOutcome, outcomeOf } from './match-measure';
import type { Similarity, Views } from './match-views';
import { viewsSimilarity } from './match-views';
import { elsewhere, finderFacts, neighbour, ownerFacts } from './match-world';
import type { Half } from './split';

/** How photos are compared: which vectors, how many on a report, how views combine. */
export type PhotoSetup = {
  sim: Similarity;
  photos: ReportPhotos;
  views: Views;
  /** k-reciprocal re-ranking of the top 100 (the shortlist's own neighbourhoods), or none. */
  rerank: KReciprocal | null;
};

export type Trial = {
  scenario: Scenario;
  where: Where;
  half: Half;
  sizes: number[];
  worlds: number;
  seed: number;
  photo: PhotoSetup;
  matchRules: MatchRules;
  sightingRules: SightingRules;
  /** The alert bars swept: `alertScore` (photos) or `wordsAlertScore` (words). */
  alertScores: number[];
};

/** Each query of the half in each world, at each gallery size: the mean outcome per size. */
export function runTrial(dogs: Dog[], trial: Trial) {
  const perSize = trial.sizes.map(() => [] as Outcome[]);
  const photosPerSize = trial.sizes.map(() => [] as number[]);
  const itemsPerSize = trial.sizes.map(() => [] as number[]);
  const queries = dogs.filter(
    (d) => d.half === trial.half && (trial.scenario === 'words' || d.photos.length > 1),
  );
  for (let w = 0; w < trial.worlds; w++) {
    const { r, lives, items, found, rightOf } = worldOf(
      dogs,
      { ...trial, photos: trial.photo.photos },
      w,
    );
    for (const d of queries) {
      const life = lives.get(d.key)!;
      const foundPhoto = d.photos[found(d)]!;
      const right = rightOf.get(d.key)!;
      const lost = ownerFacts(r, life.truth, life.place, life.day);
      const others = items.filter((item) => item.dog !== d.key);
      const query =
        trial.scenario === 'shelter' ? reportPhotos(d, found(d), trial.photo.photos) : [foundPhoto];
      const place =
        trial.where === 'same city'
          ? life.place
          : trial.where === 'other city'
            ? elsewhere(r, life.place)
            : neighbour(r, life.place);
      const sighting: SightingFacts | null =
        trial.scenario === 'shelter'
          ? null
          : finderFacts(
              r,
              life.truth,
              trial.scenario === 'words' ? 'SEEN' : r.pick(['FOUND', 'SEEN'] as const),
              place,
              life.day + r.random() * 10,
            );
      galleries(r, right, others, trial.sizes).forEach(({ items: gallery, photos }, s) => {
        photosPerSize[s]!.push(photos);
        itemsPerSize[s]!.push(gallery.length);
        perSize[s]!.push(outcomeFor(trial, gallery, right, query, lost, sighting));
      });
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return trial.sizes.map((size, s) => ({
    size,
    photos: mean(photosPerSize[s]!),
    items: mean(itemsPerSize[s]!),
    queries: queries.length,
    ...meanOutcome(perSize[s]!),
  }));
}

const RERANK_DEPTH = 100;

/** The photo similarity of each item to the query, re-ranked when the trial says so. */
function similarities(trial: Trial, gallery: Item[], query: number[]): number[] {
  const { sim, views, rerank } = trial.photo;
  const raw = gallery.map((item) => viewsSimilarity(sim, views, query, item.photos));
  if (!rerank) return raw;
  const top = [...raw.keys()].sort((a, b) => raw[b]! - raw[a]!).slice(0, RERANK_DEPTH);
  const nodes = [query, ...top.map((i) => gallery[i]!.photos)];
  const reranked = kReciprocal(
    nodes.length,
    (i, j) => viewsSimilarity(sim, views, nodes[i]!, nodes[j]!),
    rerank,
  );
  // Outside the shortlist nothing is shared: only the λ·s part of the re-ranked similarity.
  const out = raw.map((s) => rerank.lambda * s);
  top.forEach((i, k) => (out[i] = reranked[k + 1]!));
  return out;
}

function outcomeFor(
  trial: Trial,
  gallery: Item[],
  right: Item,
  query: number[],
  lost: ReportFacts,
  sighting: SightingFacts | null,
): Outcome {
  const photo = trial.scenario !== 'words';
  const sims = photo ? similarities(trial, gallery, query) : gallery.map(() => null);
  if (trial.scenario === 'shelter') {
    const rules = trial.matchRules;
    const candidates: Candidate[] = gallery.map((item, i) => ({
      right: item === right,
      similarity: sims[i]!,
      score: matchScore(sims[i]!, lost, item.stray!, rules),
    }));
    const background = backgroundOf(
      sims.map((s) => s!).sort((a, b) => b - a),
      rules,
    );
    const bars = trial.alertScores.map((t) => alertBar({ ...rules, alertScore: t }, background));
    return outcomeOf(candidates, rules.showScore, bars, background);
  }
  const rules = trial.sightingRules;
  const candidates: Candidate[] = gallery.map((item, i) => ({
    right: item === right,
    similarity: sims[i]!,
    score: sightingScore(sims[i]!, item.lost!, sighting!, rules),
  }));
  const background = sightingBackground(
    photo,
    (photo
      ? sims.map((s) => s!)
      : candidates.flatMap((c) => (c.score === null ? [] : [c.score]))
    ).sort((a, b) => b - a),
    rules,
  );
  const bars = trial.alertScores.map((t) =>
    sightingAlertBar(
      photo,
      background,
      photo ? { ...rules, alertScore: t } : { ...rules, wordsAlertScore: t },
    ),
  );
  return outcomeOf(candidates, sightingShowBar(photo, rules), bars, photo ? background : null);
}
