import fs from 'node:fs';
import * as ort from 'onnxruntime-node';
import { centreCoat } from './coat';
import type { Embedder, ImageAnalysis } from './embedder';
import { NotAnImageError } from './embedder';
import { bestDogClass } from './imagenet';
import { decodeForModel, INPUT_SIZE, l2normalise, writeNchw } from './preprocess';

/** The feature file of the ONNX Model Zoo MobileNetV2 (see models.ts and ADR 050). */
export const MOBILENET = {
  model: 'mobilenetv2-12-int8',
  file: 'mobilenetv2-12-int8_feat.onnx',
  featureOutput: '627',
  logitsOutput: 'output',
  channels: 1280,
  /** Bumped whenever pooling or preprocessing changes, so stored vectors are redone. */
  version: 'gem3-flip-v1',
} as const;

const GEM_P = 3;

/**
 * Generalised-mean pooling of one N×C×H×W feature map: between average (p=1) and max
 * pooling, it weighs the strongest activations (the dog) above the background.
 */
function gemPool(
  map: Float32Array,
  offset: number,
  channels: number,
  cells: number,
  out: Float32Array,
) {
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    const base = offset + c * cells;
    for (let k = 0; k < cells; k++) sum += Math.max(map[base + k] ?? 0, 1e-6) ** GEM_P;
    out[c] = (out[c] ?? 0) + (sum / cells) ** (1 / GEM_P);
  }
}

/**
 * MobileNetV2 on onnxruntime (CPU). The photo and its mirror image run as one batch of two
 * (test-time augmentation); their GeM-pooled last-convolution features are summed.
 */
export async function createOnnxEmbedder(modelPath: string): Promise<Embedder> {
  if (!fs.existsSync(modelPath)) throw new Error(`model file missing: ${modelPath}`);
  const session = await ort.InferenceSession.create(modelPath, {
    intraOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const plane = 3 * INPUT_SIZE * INPUT_SIZE;
  return {
    model: MOBILENET.model,
    version: MOBILENET.version,
    dim: MOBILENET.channels,
    async analyse(image: Buffer): Promise<ImageAnalysis> {
      const rgb = await decodeForModel(image).catch((error: unknown) => {
        throw new NotAnImageError(String(error));
      });
      const input = new Float32Array(2 * plane);
      writeNchw(rgb, input, 0, false);
      writeNchw(rgb, input, plane, true);
      const out = await session.run({
        input: new ort.Tensor('float32', input, [2, 3, INPUT_SIZE, INPUT_SIZE]),
      });
      const map = out[MOBILENET.featureOutput]!.data as Float32Array;
      const logits = out[MOBILENET.logitsOutput]!.data as Float32Array;
      const cells = map.length / 2 / MOBILENET.channels;
      const vector = new Float32Array(MOBILENET.channels);
      gemPool(map, 0, MOBILENET.channels, cells, vector);
      gemPool(map, map.length / 2, MOBILENET.channels, cells, vector);
      return {
        vector: l2normalise(vector),
        breedClass: bestDogClass(logits.subarray(0, 1000)),
        coat: centreCoat(rgb, INPUT_SIZE),
      };
    },
    close: () => session.release(),
  };
}

/** Top-level logits of one photo (no flip): used to check the runtime gives sane classes. */
export async function classifyWithOnnx(modelPath: string, image: Buffer): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1 });
  try {
    const rgb = await decodeForModel(image);
    const input = new Float32Array(3 * INPUT_SIZE * INPUT_SIZE);
    writeNchw(rgb, input, 0);
    const out = await session.run({
      input: new ort.Tensor('float32', input, [1, 3, INPUT_SIZE, INPUT_SIZE]),
    });
    return Float32Array.from(out[MOBILENET.logitsOutput]!.data as Float32Array);
  } finally {
    await session.release();
  }
}
