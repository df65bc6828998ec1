import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_MODEL } from '../src/config';
import type { SightingRules } from '../src/modules/matching/sighting-score';
import { SIGHTING_RULES } from '../src/modules/matching/sighting-score';
import { dogPhotosDir } from '../src/paths';
import type { Dog } from './match-photos';
import { loadDogPhotos } from './match-photos';
import { randomOf } from './match-world';
import type { Face, Outcome, Where } from './street';
import { randomCoat, runStreet } from './street';
import { readTrainVectors } from './train-vectors';

/**
 * `npm run bench:matches [-- --parts train,tune,final --sizes 100,1000,5000 --worlds 3 --sweep]`
 * (issue 36, ADR 231): a found dog's photo meets the open lost reports of one 시/도, faces
 * among faces, with finders who leave fields blank. Three parts split by dog: train (the
 * projection was fitted on these dogs: ../shared/data/dogs-train, vectors in bench/data),
 * tune (rules chosen on it) and final (the other half of assets/dogs, reported once).
 */
const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: dogPhotosDir },
    parts: { type: 'string', default: 'train,tune,final' },
    sizes: { type: 'string', default: '100,1000,5000' },
    worlds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '20261202' },
    /** The train part's query dogs (all 524 make a slow run). */
    'train-dogs': { type: 'string', default: '100' },
    /** How many photos each lost report holds, at most (a profile's several: issue 40). */
    'report-photos': { type: 'string', default: '1' },
    /** Prints place weights (1,000 reports) and alert floors (100–5,000) on the tune part. */
    sweep: { type: 'boolean', default: false },
  },
});
const started = performance.now();
const { photos, vectors, dogs, version } = await loadDogPhotos(values.dataset, DEFAULT_MODEL);
const train = readTrainVectors(DEFAULT_MODEL, version);
if (!train) {
  throw new Error(
    `bench/data/train-vectors.* are not of ${DEFAULT_MODEL} ${version}: npm run models:train`,
  );
}
const r = randomOf(Number(values.seed));
const trainByDog = new Map<string, Float32Array[]>();
train.dogs.forEach((dog, i) =>
  trainByDog.set(dog, [...(trainByDog.get(dog) ?? []), train.vectors[i]!]),
);
const trainCoat = new Map([...trainByDog.keys()].map((d) => [d, randomCoat(r)]));
const identity = dogs.filter((d) => d.photos.length > 1);
const pool: Face[] = [
  ...identity.flatMap((d) =>
    d.photos.map((p) => ({ dog: d.key, vector: vectors[p]!, coat: d.coat })),
  ),
  ...train.dogs.map((dog, i) => ({
    dog: `train/${dog}`,
    vector: train.vectors[i]!,
    coat: trainCoat.get(dog)!,
  })),
];
type Query = { dog: Dog; vectors: Float32Array[] };
const trainQueries: Query[] = [...trainByDog]
  .slice(0, Number(values['train-dogs']))
  .map(([dog, vs]) => ({
    dog: {
      key: `train/${dog}`,
      half: 'tuning',
      photos: [],
      breed: null,
      coat: trainCoat.get(dog)!,
    },
    vectors: vs,
  }));
const devQueries = (half: Dog['half']): Query[] =>
  identity
    .filter((d) => d.half === half)
    .map((d) => ({ dog: d, vectors: d.photos.map((p) => vectors[p]!) }));
const parts: Record<string, Query[]> = {
  train: trainQueries,
  tune: devQueries('tuning'),
  final: devQueries('test'),
};
const sizes = values.sizes.split(',').map(Number);
const worlds = Number(values.worlds);
const seed = Number(values.seed);
const reportPhotos = Number(values['report-photos']);
const WHERES: Where[] = ['same city', 'neighbour 10–14 km'];

console.log(
  `bench:matches: ${DEFAULT_MODEL} ${version}; ${pool.length} face photos for lost reports ` +
    `(${photos.length} in assets/dogs, ${train.vectors.length} of the train part's vectors); ` +
    `${worlds} drawings; finders leave breed, colour, size and sex blank in half the posts; ` +
    `each lost report holds up to ${reportPhotos} photo(s) of its dog\n`,
);
const f = (x: number) => x.toFixed(3);
const cells = (o: Outcome) => `${f(o.top1)} | ${f(o.top5)} | ${f(o.alerted)} | ${f(o.wrong)}`;
const run = (queries: Query[], where: Where, size: number, rules: SightingRules = SIGHTING_RULES) =>
  runStreet(queries, pool, { where, size, worlds, seed, photos: reportPhotos }, rules);

for (const part of values.parts.split(',')) {
  const queries = parts[part]!;
  console.log(`## ${part} part: ${queries.length} dogs found, each in ${worlds} drawings\n`);
  console.log(
    '| open lost reports in 경기도 | found in | true family first | in the top 5 | true family alerted | wrong families alerted per found report |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const size of sizes) {
    for (const where of WHERES) {
      console.log(`| ${size} | ${where} | ${cells(run(queries, where, size))} |`);
    }
  }
  console.log('');
}

if (values.sweep) {
  const size = 1000;
  const both = (rules: SightingRules) =>
    WHERES.map((where) => run(parts.tune!, where, size, rules));
  console.log(
    `## Place weights on the tune part, ${size} reports (same city | ≤ 15 km: top-1 / top-5)\n`,
  );
  console.log('| near \\ km | 10 | 20 | 30 |\n|---|---|---|---|');
  for (const near of [0.02, 0.04, 0.06, 0.1]) {
    const row = [10, 20, 30].map((nearKm) =>
      both({ ...SIGHTING_RULES, near, nearKm })
        .map((o) => `${f(o.top1)} / ${f(o.top5)}`)
        .join(' , '),
    );
    console.log(`| ${near} | ${row.join(' | ')} |`);
  }
  // The alert's floor among 100 reports and its rise per tenfold more (ADR 256), lead 0.01.
  const decades = [0, 0.03, 0.05, 0.07];
  for (const crowd of [100, 1000, 5000]) {
    console.log(
      `\n## Alert floors on the tune part, ${crowd} reports (same city | ≤ 15 km: alerted / wrong)\n`,
    );
    console.log(`| floor \\ per decade | ${decades.join(' | ')} |\n|---|---|---|---|---|`);
    for (const floor of [0.7, 0.75, 0.8]) {
      const row = decades.map((perDecade) =>
        WHERES.map((where) =>
          run(parts.tune!, where, crowd, {
            ...SIGHTING_RULES,
            alertScore: floor,
            alertPerDecade: perDecade,
          }),
        )
          .map((o) => `${f(o.alerted)} / ${f(o.wrong)}`)
          .join(' , '),
      );
      console.log(`| ${floor} | ${row.join(' | ')} |`);
    }
  }
}
console.log(
  `\n${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
