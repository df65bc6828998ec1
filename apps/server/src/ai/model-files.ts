import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ModelManifest } from './manifest';
import { ManifestError } from './manifest';
import { addGraphOutputs, readInitializers } from './onnx-file';

/** What a worker thread needs to run a model: the (derived) ONNX bytes and the CAM weights. */
export type PreparedModel = {
  manifest: ModelManifest;
  bytes: Uint8Array;
  /** Classifier rows of the pooled classes (classes × channels), for `cam-hellinger`. */
  classWeights?: Float32Array;
  /** The learned projection of `projected-hellinger`: x → (x − mean)·matrix. */
  projection?: Projection;
};

/** A learned linear map over pooled features (ADR 230): `matrix` is input × output, by rows. */
export type Projection = { mean: Float32Array; matrix: Float32Array; output: number };

/** Reads and checks the projection file a `projected-hellinger` manifest names. */
function projectionOf(manifest: ModelManifest, dirs: readonly string[]): Projection | undefined {
  const { pooling } = manifest;
  if (pooling.recipe !== 'projected-hellinger') return undefined;
  const { file: name, sha256, input, output } = pooling.projection;
  const file = dirs.map((dir) => path.join(dir, name)).find((f) => fs.existsSync(f));
  if (!file)
    throw new ManifestError(`${manifest.name}: projection ${name} is not in ${dirs.join(' or ')}`);
  const bytes = fs.readFileSync(file);
  const actual = sha256Of(bytes);
  if (actual !== sha256) {
    throw new ManifestError(
      `${manifest.name}: ${file} has sha256 ${actual}, the manifest expects ${sha256}`,
    );
  }
  const values = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  if (values.length !== input + input * output) {
    throw new ManifestError(
      `${manifest.name}: ${file} holds ${values.length} values, ${input} + ${input}×${output} expected`,
    );
  }
  return { mean: values.slice(0, input), matrix: values.slice(input), output };
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The model file from the first folder that has it. */
export function modelFilePath(manifest: ModelManifest, dirs: readonly string[]) {
  return dirs.map((dir) => path.join(dir, manifest.file)).find((file) => fs.existsSync(file));
}

/** Dequantised classifier rows of classes [first, last]: W[c][k] = (q[k][c] − zero[c])·scale[c]. */
function classWeightsOf(bytes: Uint8Array, manifest: ModelManifest): Float32Array | undefined {
  const { pooling } = manifest;
  if (pooling.recipe !== 'cam-hellinger') return undefined;
  const { weight, scale, zeroPoint } = pooling.classifier;
  const tensors = readInitializers(bytes, [weight, scale, zeroPoint]);
  const w = tensors.get(weight)!;
  const [channels = 0, classes = 0] = w.dims;
  const s = tensors.get(scale)!.values;
  const z = tensors.get(zeroPoint)!.values;
  const [first, last] = pooling.classes;
  if (w.dims.length !== 2 || last >= classes || first > last) {
    throw new ManifestError(
      `${manifest.name}: classifier ${weight} is ${w.dims.join('×')}, classes ${first}–${last} do not fit`,
    );
  }
  const rows = new Float32Array((last - first + 1) * channels);
  for (let c = first; c <= last; c++) {
    const perClass = s.length === 1 ? 0 : c;
    for (let k = 0; k < channels; k++) {
      rows[(c - first) * channels + k] =
        (w.values[k * classes + c]! - (z[perClass] ?? 0)) * s[perClass]!;
    }
  }
  return rows;
}

/**
 * Reads the manifest's file, checks its sha256, derives the variant with the extra outputs
 * (its sha256 checked too) and reads the CAM weights. Throws ManifestError with the reason.
 */
export function prepareModel(manifest: ModelManifest, dirs: readonly string[]): PreparedModel {
  const file = modelFilePath(manifest, dirs);
  if (!file) {
    throw new ManifestError(
      `${manifest.name}: model file ${manifest.file} is not in ${dirs.join(' or ')} (npm run models:download -- ${manifest.name})`,
    );
  }
  const original = fs.readFileSync(file);
  const actual = sha256Of(original);
  if (actual !== manifest.sha256) {
    throw new ManifestError(
      `${manifest.name}: ${file} has sha256 ${actual}, the manifest expects ${manifest.sha256} (a corrupt or different file)`,
    );
  }
  let bytes: Uint8Array = original;
  if (manifest.derive) {
    bytes = addGraphOutputs(original, manifest.derive.addOutputs);
    const derived = sha256Of(bytes);
    if (derived !== manifest.derive.sha256) {
      throw new ManifestError(
        `${manifest.name}: the model derived with outputs ${manifest.derive.addOutputs.join(', ')} has sha256 ${derived}, expected ${manifest.derive.sha256}`,
      );
    }
  }
  const classWeights = classWeightsOf(bytes, manifest);
  const projection = projectionOf(manifest, dirs);
  return {
    manifest,
    bytes,
    ...(classWeights ? { classWeights } : {}),
    ...(projection ? { projection } : {}),
  };
}
