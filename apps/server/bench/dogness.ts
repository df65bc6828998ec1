import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { NOT_A_DOG_BELOW } from '../src/ai/not-a-dog';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import { dogPhotosDir } from '../src/paths';
import { NOT_DOG_KINDS, notDogs } from './not-dogs';
import { listPhotos } from './retrieval';
import type { Half } from './split';
import { HALVES, halfOf, splitOf } from './split';

/**
 * `npm run bench:dogness [-- --per-kind 20]` (ADR 153): the dogness of the repository's dog
 * photos and of pictures with no dog in them, on the two halves of the split (ADR 130). The
 * threshold is chosen on the tuning half and reported on the test half. Two rules are shown:
 * halfway (on a log scale) between the tuning half's most dog-like picture without a dog and
 * its least dog-like dog, and the one shipped, which leans towards "a dog": a fifth above the
 * most dog-like picture without a dog (a dog wrongly flagged loses its photo in matching; a
 * blank photo not flagged only matches badly).
 */
const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: dogPhotosDir },
    'per-kind': { type: 'string', default: '20' },
  },
});
const started = performance.now();
const { modelDirs } = loadConfig({}).search;
const embedder = await loadEmbedder(
  (await chooseEmbedder({ kind: 'onnx', model: DEFAULT_MODEL, modelDirs })).choice,
);
const dognessOf = async (image: Buffer) => (await embedder.analyse(image)).dogness!;

type Scored = { name: string; half: Half; dogness: number };
const photos = listPhotos(values.dataset);
const split = splitOf(photos);
const dogs: Scored[] = [];
for (const photo of photos) {
  dogs.push({
    name: photo.file.split(/[\\/]/).slice(-2).join('/'),
    half: halfOf(split, photo),
    dogness: await dognessOf(fs.readFileSync(photo.file)),
  });
}
// Each kind's pictures are dealt alternately to the halves.
const others: (Scored & { kind: string })[] = [];
for (const [i, picture] of (await notDogs(Number(values['per-kind']))).entries()) {
  others.push({
    name: `${picture.kind} ${i}`,
    kind: picture.kind,
    half: HALVES[i % 2]!,
    dogness: await dognessOf(picture.image),
  });
}
await embedder.close();

const inHalf = <T extends Scored>(xs: T[], half: Half) => xs.filter((x) => x.half === half);
const lowest = (xs: Scored[]) => xs.reduce((a, b) => (b.dogness < a.dogness ? b : a));
const highest = (xs: Scored[]) => xs.reduce((a, b) => (b.dogness > a.dogness ? b : a));
const share = (xs: Scored[], keep: (x: Scored) => boolean) =>
  `${xs.filter(keep).length}/${xs.length}`;
const f = (x: number) => x.toFixed(3);

const tuningDog = lowest(inHalf(dogs, 'tuning'));
const tuningOther = highest(inHalf(others, 'tuning'));
const halfway = Math.sqrt(tuningDog.dogness * tuningOther.dogness);
const leaning = tuningOther.dogness * 1.2;
console.log(
  `bench:dogness: ${DEFAULT_MODEL}; ${dogs.length} dog photos, ${others.length} pictures without a dog (${NOT_DOG_KINDS.join(', ')})\n`,
);
console.log(
  `on the tuning half: halfway √(${f(tuningOther.dogness)} × ${f(tuningDog.dogness)}) = ${f(halfway)}; leaning towards a dog 1.2 × ${f(tuningOther.dogness)} = ${f(leaning)}; shipped NOT_A_DOG_BELOW ${NOT_A_DOG_BELOW}\n`,
);
console.log(
  '| threshold | half | dogs passing | least dog-like dog | pictures without a dog flagged | most dog-like of them |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [label, bar] of [
  [`halfway ${f(halfway)}`, halfway],
  [`shipped ${NOT_A_DOG_BELOW}`, NOT_A_DOG_BELOW],
] as const) {
  for (const half of HALVES) {
    const d = inHalf(dogs, half);
    const o = inHalf(others, half);
    console.log(
      `| ${label} | ${half} | ${share(d, (x) => x.dogness >= bar)} | ${lowest(d).name} ${f(lowest(d).dogness)} | ${share(o, (x) => x.dogness < bar)} | ${highest(o).name} ${f(highest(o).dogness)} |`,
    );
  }
}
console.log('\n| kind | highest dogness, tuning | test |');
console.log('| --- | --- | --- |');
for (const kind of NOT_DOG_KINDS) {
  const of = (half: Half) =>
    f(highest(inHalf(others, half).filter((o) => o.kind === kind)).dogness);
  console.log(`| ${kind} | ${of('tuning')} | ${of('test')} |`);
}
const sorted = [...dogs].sort((a, b) => a.dogness - b.dogness).slice(0, 5);
console.log(
  `\nleast dog-like dog photos: ${sorted.map((d) => `${d.name} ${f(d.dogness)}`).join(', ')}`,
);
console.log(`${Math.round((performance.now() - started) / 1000)} s`);
