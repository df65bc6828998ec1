import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { l2normalise } from '../src/ai/pooling';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { loadManifest, readManifest } from '../src/ai/manifest';
import { sha256Of } from '../src/ai/model-files';
import { DEFAULT_MODEL, loadConfig, shippedModelDir } from '../src/config';
import { writeTrainVectors } from '../bench/train-vectors';
import { crossValidate } from './projection-check';
import { fitWhitening } from './whitening';

/**
 * `npm run models:train -- --photos DIR [--check]` (ADR 230): fits the default model's learned
 * projection on the identity photos in DIR (`<dog>/<photo>.jpg`, e.g.
 * ../shared/data/dogs-train/identity; the photos stay outside the repository), writes it to
 * models/ with its sha256 in the manifest, and writes the train photos' vectors for the
 * matching bench's galleries. `--check` first prints a two-fold table, by dog, of the choices.
 */
const { values } = parseArgs({
  options: {
    photos: { type: 'string' },
    model: { type: 'string', default: DEFAULT_MODEL },
    check: { type: 'boolean', default: false },
  },
});
if (!values.photos)
  throw new Error('--photos DIR is required (e.g. ../shared/data/dogs-train/identity)');
const manifestFile = path.join(shippedModelDir, `${values.model}.json`);
const manifest = readManifest(manifestFile);
const { pooling } = manifest;
if (pooling.recipe !== 'projected-hellinger') throw new Error(`${values.model} has no projection`);

const photos = fs
  .readdirSync(values.photos)
  .sort()
  .flatMap((dog) =>
    fs
      .readdirSync(path.join(values.photos!, dog))
      .filter((f) => /\.(jpe?g|png)$/i.test(f))
      .sort()
      .map((f) => ({ dog, file: path.join(values.photos!, dog, f) })),
  );
const dogs = photos.map((p) => p.dog);
console.log(`${photos.length} photos of ${new Set(dogs).size} dogs in ${values.photos}`);

/** The projection's input: the base model's GeM pooling of the same network. */
const { modelDirs } = loadConfig({}).search;
const base = await loadEmbedder(
  (await chooseEmbedder({ kind: 'onnx', model: 'mobilenetv2-gem', modelDirs })).choice,
);
const features: Float32Array[] = [];
for (const photo of photos) features.push((await base.analyse(fs.readFileSync(photo.file))).vector);
await base.close();
if (loadManifest('mobilenetv2-gem', modelDirs).pooling.recipe !== 'gem') throw new Error('gem?');

if (values.check) await crossValidate(features, dogs, photos, modelDirs);

const fit = fitWhitening(features, dogs, pooling.projection.alpha, pooling.projection.output);
const bytes = Buffer.concat([Buffer.from(fit.mean.buffer), Buffer.from(fit.matrix.buffer)]);
const projectionFile = path.join(shippedModelDir, pooling.projection.file);
fs.writeFileSync(projectionFile, bytes);
const json = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
json.pooling.projection.sha256 = sha256Of(bytes);
json.pooling.projection.input = fit.mean.length;
json.pooling.projection.output = fit.output;
json.dim = fit.output + pooling.classes[1] - pooling.classes[0] + 2;
fs.writeFileSync(manifestFile, `${JSON.stringify(json, null, 2)}\n`);
console.log(`wrote ${projectionFile} (${bytes.length} bytes) and ${manifestFile}`);

const model = await loadEmbedder(
  (await chooseEmbedder({ kind: 'onnx', model: values.model, modelDirs })).choice,
);
const vectors: Float32Array[] = [];
for (const photo of photos) {
  vectors.push(l2normalise((await model.analyse(fs.readFileSync(photo.file))).vector));
}
await model.close();
writeTrainVectors({ model: model.model, version: model.version, dogs, vectors });
console.log(`wrote the train photos' vectors for bench:matches`);
