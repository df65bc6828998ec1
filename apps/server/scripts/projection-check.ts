import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { l2normalise, projectInto } from '../src/ai/pooling';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import type { Whitening } from './whitening';
import { fitWhitening } from './whitening';

/**
 * Two folds by dog (sha256 of the dog's folder name): fit on one, measure identity R@1 and
 * R@5 on the other as one gallery, for each shrinkage, kept dimension and Hellinger weight
 * (ADR 230). The breed side is measured by `bench:search` on the tune part.
 */
const ALPHAS = [0.3, 1, 3];
const KEEP = [512, undefined];
const WEIGHTS = [0.2, 0.3, 0.4];

const foldOf = (dog: string) =>
  parseInt(createHash('sha256').update(dog).digest('hex').slice(0, 8), 16) % 2;
const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += a[k]! * b[k]!;
  return s;
};

function fused(w: Whitening, x: Float32Array, hellinger: Float32Array, weight: number) {
  const p = l2normalise(projectInto(x, w));
  const v = new Float32Array(p.length + hellinger.length);
  p.forEach((y, k) => (v[k] = Math.sqrt(1 - weight) * y));
  hellinger.forEach((y, k) => (v[p.length + k] = Math.sqrt(weight) * y));
  return v;
}

function recall(vectors: Float32Array[], dogs: string[], idx: number[]) {
  let at1 = 0;
  let at5 = 0;
  for (const q of idx) {
    const ranked = idx
      .filter((g) => g !== q)
      .map((g) => ({ same: dogs[g] === dogs[q], s: dot(vectors[q]!, vectors[g]!) }))
      .sort((a, b) => b.s - a.s);
    if (ranked[0]?.same) at1++;
    if (ranked.slice(0, 5).some((r) => r.same)) at5++;
  }
  return [at1 / idx.length, at5 / idx.length] as const;
}

export async function crossValidate(
  features: Float32Array[],
  dogs: string[],
  photos: { file: string }[],
  modelDirs: readonly string[],
) {
  const camModel = await loadEmbedder(
    (await chooseEmbedder({ kind: 'onnx', model: 'mobilenetv2-cam-hellinger', modelDirs })).choice,
  );
  // Its last 118 values are √0.3·√(dog-class probabilities): the Hellinger map alone.
  const hellinger: Float32Array[] = [];
  for (const photo of photos) {
    const v = (await camModel.analyse(fs.readFileSync(photo.file))).vector;
    hellinger.push(l2normalise(v.slice(v.length - 118)));
  }
  await camModel.close();
  const folds = [0, 1].map((f) => dogs.flatMap((d, i) => (foldOf(d) === f ? [i] : [])));
  const rows = new Map<string, number[]>();
  const add = (key: string, r: readonly number[]) =>
    rows.set(
      key,
      (rows.get(key) ?? [0, 0]).map((x, i) => x + r[i]! / 2),
    );
  for (const [f, fitOn] of folds.entries()) {
    const on = folds[1 - f]!;
    add('no projection (GeM alone)', recall(features, dogs, on));
    for (const alpha of ALPHAS) {
      const fitted = fitWhitening(
        fitOn.map((i) => features[i]!),
        fitOn.map((i) => dogs[i]!),
        alpha,
      );
      for (const keep of KEEP) {
        const w: Whitening = keep
          ? { mean: fitted.mean, output: keep, matrix: keepColumns(fitted, keep) }
          : fitted;
        for (const weight of WEIGHTS) {
          const v = features.map((x, i) => fused(w, x, hellinger[i]!, weight));
          add(
            `α ${alpha}, ${keep ?? 'every'} dimensions, Hellinger ${weight}`,
            recall(v, dogs, on),
          );
        }
      }
    }
  }
  console.log('\n| projection | identity R@1 | identity R@5 |\n|---|---|---|');
  for (const [key, [r1, r5]] of rows)
    console.log(`| ${key} | ${r1!.toFixed(3)} | ${r5!.toFixed(3)} |`);
}

/** The first `keep` columns: fitWhitening orders them least within-dog varying first. */
function keepColumns(w: Whitening, keep: number) {
  const rows = w.mean.length;
  const out = new Float32Array(rows * keep);
  for (let r = 0; r < rows; r++)
    out.set(w.matrix.subarray(r * w.output, r * w.output + keep), r * keep);
  return out;
}
