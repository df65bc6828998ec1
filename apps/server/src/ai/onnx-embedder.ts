import * as ort from 'onnxruntime-node';
import { centreCoat } from './coat';
import type { Embedder, ImageAnalysis } from './embedder';
import { NotAnImageError } from './embedder';
import { bestDogClass, dogMass } from './imagenet';
import { ManifestError } from './manifest';
import type { PreparedModel } from './model-files';
import { camPool, gemPool, l2normalise, projectInto, softmaxInto } from './pooling';
import { decodeForModel, writeNchw } from './preprocess';

type Outputs = { features: Float32Array; dims: readonly number[]; logits?: Float32Array };

/**
 * Turns one run's outputs (one batch row per view: the photo and, with `flip`, its mirror
 * image) into the photo's vector, as the manifest's pooling recipe says (ADR 050).
 */
function pool(prepared: PreparedModel, out: Outputs, views: number): Float32Array {
  const { pooling } = prepared.manifest;
  const rowLength = out.features.length / views;
  const row = (data: Float32Array, length: number, v: number) =>
    data.subarray(v * length, (v + 1) * length);
  const channels = out.dims[1] ?? rowLength;
  if (pooling.recipe === 'embedding') {
    const vector = new Float32Array(rowLength);
    for (let v = 0; v < views; v++) {
      row(out.features, rowLength, v).forEach((x, i) => (vector[i]! += x));
    }
    return l2normalise(vector);
  }
  if (pooling.recipe === 'gem') {
    const vector = new Float32Array(channels);
    for (let v = 0; v < views; v++)
      gemPool(row(out.features, rowLength, v), channels, pooling.p, vector);
    return l2normalise(vector);
  }
  if (pooling.recipe === 'projected-hellinger') return projectedHellinger(prepared, out, views);
  // cam-hellinger: [√(1−w)·CAM-pooled features, √w·√(mean softmax)], so that the cosine of
  // two vectors is (1−w)·cos(features) + w·Bhattacharyya(class probabilities).
  const [first, last] = pooling.classes;
  const classes = last - first + 1;
  if (!out.logits) throw new ManifestError(`${prepared.manifest.name}: cam-hellinger needs logits`);
  const logitsLength = out.logits.length / views;
  const features = new Float32Array(channels);
  const probabilities = new Float32Array(classes);
  const unused = new Float32Array(classes);
  for (let v = 0; v < views; v++) {
    const logits = row(out.logits, logitsLength, v);
    const p = softmaxInto(logits, first, last, 1, unused);
    camPool(row(out.features, rowLength, v), channels, prepared.classWeights!, p, features);
    softmaxInto(logits, first, last, pooling.temperature, probabilities);
  }
  l2normalise(features);
  const vector = new Float32Array(channels + classes);
  const a = Math.sqrt(1 - pooling.hellingerWeight);
  const b = Math.sqrt(pooling.hellingerWeight);
  for (let k = 0; k < channels; k++) vector[k] = a * features[k]!;
  for (let c = 0; c < classes; c++) vector[channels + c] = b * Math.sqrt(probabilities[c]! / views);
  return vector;
}

/**
 * projected-hellinger (ADR 230): [√((1−o)(1−w))·projected GeM features, √((1−o)w)·√(mean
 * softmax), √o], so that the cosine is o + (1−o)·((1−w)·cos(projected) + w·Bhattacharyya).
 */
function projectedHellinger(prepared: PreparedModel, out: Outputs, views: number) {
  const { pooling, name } = prepared.manifest;
  if (pooling.recipe !== 'projected-hellinger') throw new ManifestError(`${name}: not projected`);
  if (!out.logits || !prepared.projection) {
    throw new ManifestError(`${name}: projected-hellinger needs logits and a projection`);
  }
  const rowLength = out.features.length / views;
  const channels = out.dims[1] ?? rowLength;
  const [first, last] = pooling.classes;
  const classes = last - first + 1;
  const logitsLength = out.logits.length / views;
  const pooled = new Float32Array(channels);
  const probabilities = new Float32Array(classes);
  for (let v = 0; v < views; v++) {
    gemPool(out.features.subarray(v * rowLength, (v + 1) * rowLength), channels, pooling.p, pooled);
    const logits = out.logits.subarray(v * logitsLength, (v + 1) * logitsLength);
    softmaxInto(logits, first, last, pooling.temperature, probabilities);
  }
  const projected = l2normalise(projectInto(l2normalise(pooled), prepared.projection));
  const { output } = prepared.projection;
  const vector = new Float32Array(output + classes + 1);
  const keep = 1 - pooling.offset;
  const a = Math.sqrt(keep * (1 - pooling.hellingerWeight));
  const b = Math.sqrt(keep * pooling.hellingerWeight);
  for (let k = 0; k < output; k++) vector[k] = a * projected[k]!;
  for (let c = 0; c < classes; c++) vector[output + c] = b * Math.sqrt(probabilities[c]! / views);
  vector[output + classes] = Math.sqrt(pooling.offset);
  return vector;
}

const IMAGENET_CLASSES = 1000;

/** The dog classes' probability mass, averaged over the views (the photo and its mirror). */
function dognessOf(logits: Float32Array, views: number): number {
  const length = logits.length / views;
  let sum = 0;
  for (let v = 0; v < views; v++) sum += dogMass(logits.subarray(v * length, (v + 1) * length));
  return sum / views;
}

/**
 * An ONNX image network on onnxruntime (CPU), fed and pooled as its manifest says. The first
 * run is a probe on a grey square, so a manifest whose outputs or dimension do not fit the
 * file fails here, at start, with the reason.
 */
export async function createOnnxEmbedder(prepared: PreparedModel): Promise<Embedder> {
  const { manifest } = prepared;
  const { input, outputs, pooling } = manifest;
  const session = await ort.InferenceSession.create(prepared.bytes, {
    intraOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const views = pooling.flip ? 2 : 1;
  const plane = 3 * input.size * input.size;

  async function run(rgb: Buffer): Promise<Outputs> {
    const data = new Float32Array(views * plane);
    for (let v = 0; v < views; v++) writeNchw(rgb, data, v * plane, v === 1, input.size, input);
    let out: ort.InferenceSession.ReturnType;
    try {
      out = await session.run({
        [input.name]: new ort.Tensor('float32', data, [views, 3, input.size, input.size]),
      });
    } catch (error) {
      throw new ManifestError(`${manifest.name}: the model refused its input: ${String(error)}`);
    }
    const features = out[outputs.features];
    const logits = outputs.logits ? out[outputs.logits] : undefined;
    if (!features || (outputs.logits && !logits)) {
      throw new ManifestError(
        `${manifest.name}: the model has no output ${features ? outputs.logits : outputs.features}`,
      );
    }
    return {
      features: features.data as Float32Array,
      dims: features.dims,
      ...(logits ? { logits: logits.data as Float32Array } : {}),
    };
  }

  async function analyse(image: Buffer): Promise<ImageAnalysis> {
    const rgb = await decodeForModel(image, input.size).catch((error: unknown) => {
      throw new NotAnImageError(String(error));
    });
    const out = await run(rgb);
    const perView = out.logits ? out.logits.length / views : 0;
    const logits = out.logits?.subarray(0, perView);
    const imagenet = logits !== undefined && perView === IMAGENET_CLASSES;
    return {
      vector: pool(prepared, out, views),
      breedClass: imagenet ? bestDogClass(logits) : null,
      dogness: imagenet ? dognessOf(out.logits!, views) : null,
      coat: centreCoat(rgb, input.size),
    };
  }

  const probe = await run(Buffer.alloc(plane, 128));
  const dim = pool(prepared, probe, views).length;
  if (dim !== manifest.dim) {
    await session.release();
    throw new ManifestError(
      `${manifest.name}: the manifest says dim ${manifest.dim}, the model gives ${dim}`,
    );
  }
  return {
    model: manifest.name,
    version: manifest.version,
    dim,
    analyse,
    close: () => session.release(),
  };
}
