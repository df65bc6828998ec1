import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_MODEL } from '../src/config';
import { MATCH_RULES } from '../src/modules/matches/match-score';
import { SIGHTING_RULES } from '../src/modules/matches/sighting-score';
import { dogPhotosDir } from '../src/paths';
import type { Scenario, Where } from './match-gallery';
import { loadDogPhotos } from './match-photos';
import { K_RECIPROCAL } from './k-reciprocal';
import { printCheapSteps } from './match-steps';
import { printAlertSweep, printScenario, type Row } from './match-tables';
import type { PhotoSetup, Trial } from './match-trials';
import { runTrial } from './match-trials';
import { similarityTable } from './match-views';
import { HALVES } from './split';

/**
 * `npm run bench:matches [-- --worlds 6 --sizes 60,120,240,all --rerank 20,6,0.3]`
 * (ADR 130–132): lost reports meet shelter dogs, found and seen reports meet lost reports, on
 * the repository's photos split by individual dog into a tuning half (the rules were chosen
 * on it) and a test half (reported beside it, never tuned on), at growing galleries up to
 * every photo.
 */
const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: dogPhotosDir },
    seed: { type: 'string', default: '20261125' },
    worlds: { type: 'string', default: '6' },
    sizes: { type: 'string', default: '60,120,240,all' },
    /** k-reciprocal settings for the steps table: k1,k2,λ (the paper's by default). */
    rerank: { type: 'string' },
  },
});
const started = performance.now();
const { photos, vectors, dogs, version } = await loadDogPhotos(values.dataset, DEFAULT_MODEL);
const sizes = values.sizes.split(',').map((s) => (s === 'all' ? photos.length : Number(s)));
const tuning = dogs.filter((d) => d.half === 'tuning').flatMap((d) => d.photos);
const plain: PhotoSetup = {
  sim: similarityTable(vectors),
  photos: 'all',
  views: 'best',
  rerank: null,
};

function trial(scenario: Scenario, where: Where, photo: Partial<PhotoSetup> = {}) {
  return (half: Trial['half'], alertScores: number[], rules: Partial<Trial> = {}) =>
    runTrial(dogs, {
      scenario,
      where,
      half,
      sizes,
      worlds: Number(values.worlds),
      seed: Number(values.seed),
      photo: { ...plain, ...photo },
      matchRules: MATCH_RULES,
      sightingRules: SIGHTING_RULES,
      alertScores,
      ...rules,
    });
}

const individuals = (half: string) => dogs.filter((d) => d.half === half);
console.log(
  `bench:matches: ${photos.length} photos, ${DEFAULT_MODEL} ${version}; split by individual: ` +
    HALVES.map(
      (h) =>
        `${h} ${individuals(h).length} individuals (${individuals(h).filter((d) => d.photos.length > 1).length} identity dogs, ${individuals(h).reduce((n, d) => n + d.photos.length, 0)} photos)`,
    ).join(', ') +
    `; ${values.worlds} drawings of places, days and words\n`,
);

const reportPhotos: [string, Partial<PhotoSetup>][] = [
  ['1 photo', { photos: 1 }],
  ['2 photos', { photos: 2 }],
  ['every photo (chosen)', {}],
];
const photoScenarios: [Scenario, Where, string][] = [
  ['shelter', 'same city', '(a) lost report ↔ shelter dog, found in the city lost'],
  ['shelter', 'other city', '(a) lost report ↔ shelter dog, found in another city'],
  ['sighting', 'same city', '(b) found/seen report with a photo ↔ open lost reports, same city'],
  ['sighting', 'neighbour ≤ 15 km', '(b) the same, seen in a neighbouring city ≤ 15 km'],
];
for (const [scenario, where, title] of photoScenarios) {
  const bar = scenario === 'shelter' ? MATCH_RULES.alertScore : SIGHTING_RULES.alertScore;
  const rows: Row[] = reportPhotos.map(([label, photo]) => ({
    label,
    halves: HALVES.map((h) => trial(scenario, where, photo)(h, [bar])),
  }));
  printScenario(title, `alert at ${bar}`, rows);
}
for (const where of ['same city', 'neighbour ≤ 15 km'] as const) {
  const rows: Row[] = [
    {
      label: 'place, time and words',
      halves: HALVES.map((h) => trial('words', where)(h, [SIGHTING_RULES.wordsAlertScore])),
    },
  ];
  printScenario(
    `(b) seen report without a photo ↔ open lost reports, ${where === 'same city' ? 'same city' : 'neighbouring city ≤ 15 km'}`,
    `alert at ${SIGHTING_RULES.wordsAlertScore}, ${SIGHTING_RULES.wordsAlertLead} ahead of the next`,
    rows,
  );
}

console.log('## Alert settings on the tuning half (reports alerted / false alerts per report)\n');
const barSweep = (run: ReturnType<typeof trial>, chosen: number, bars: number[]) =>
  bars.map((bar) => ({
    label: `alert at ${bar}`,
    chosen: bar === chosen,
    results: run('tuning', [bar]),
  }));
printAlertSweep(
  '(a) shelter dog found in another city, every photo',
  barSweep(
    trial('shelter', 'other city'),
    MATCH_RULES.alertScore,
    [0.895, 0.905, 0.915, 0.925, 0.935],
  ),
);
printAlertSweep(
  '(b) found/seen report with a photo, neighbouring city, 2 photos on the lost report',
  barSweep(
    trial('sighting', 'neighbour ≤ 15 km', { photos: 2 }),
    SIGHTING_RULES.alertScore,
    [0.92, 0.93, 0.94, 0.95],
  ),
);
printAlertSweep(
  '(b) seen report without a photo, neighbouring city',
  [0.02, 0.03, 0.04].map((lead) => ({
    label: `${SIGHTING_RULES.wordsAlertScore} and ${lead} ahead of the next`,
    chosen: lead === SIGHTING_RULES.wordsAlertLead,
    results: trial('words', 'neighbour ≤ 15 km')('tuning', [SIGHTING_RULES.wordsAlertScore], {
      sightingRules: { ...SIGHTING_RULES, wordsAlertLead: lead },
    }),
  })),
);

const [k1, k2, lambda] = values.rerank?.split(',').map(Number) ?? [];
printCheapSteps(trial, vectors, tuning, k1 && k2 && lambda ? { k1, k2, lambda } : K_RECIPROCAL);

console.log(
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
