import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
const triple = z.tuple([z.number(), z.number(), z.number()]);

/** How the network's outputs become one vector (ADR 050 compares them). */
const poolingSchema = z.discriminatedUnion('recipe', [
  /** Generalised mean over the feature map's cells (p = 1 is the plain average). */
  z.object({ recipe: z.literal('gem'), p: z.number().min(1).max(8), flip: z.boolean() }),
  /**
   * The feature map's cells weighted by the class activation map of the dog classes,
   * fused with the Hellinger map (√ softmax at `temperature`) of the same classes.
   */
  z.object({
    recipe: z.literal('cam-hellinger'),
    flip: z.boolean(),
    /** Classifier weights (in × out, as QLinearMatMul stores them), per-class scale and zero point. */
    classifier: z.object({ weight: z.string(), scale: z.string(), zeroPoint: z.string() }),
    classes: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    temperature: z.number().positive(),
    /** Share of the cosine similarity that comes from the class probabilities. */
    hellingerWeight: z.number().min(0).max(1),
  }),
  /**
   * GeM-pooled features through a learned projection (`scripts/train-projection.ts`), fused
   * with the Hellinger map of the dog classes, and an offset that every pair of photos shares
   * (ADR 230): the cosine of two vectors is
   * offset + (1 − offset)·((1 − w)·cos(projected) + w·Bhattacharyya(class probabilities)).
   */
  z.object({
    recipe: z.literal('projected-hellinger'),
    flip: z.boolean(),
    p: z.number().min(1).max(8),
    projection: z.object({
      /** float32 little-endian: the mean (input values), then the input × output matrix by rows. */
      file: z.string().regex(/^[^/\\]+\.bin$/, 'a file name ending in .bin'),
      sha256,
      input: z.number().int().min(1),
      output: z.number().int().min(1),
      /** The shrinkage it was fitted with (scripts/whitening.ts). */
      alpha: z.number().positive(),
      /** What it was trained on, its licence, the split and the measured gain (issue 36). */
      trainedOn: z.string().min(1),
      licence: z.string().min(1),
      split: z.string().min(1),
      gain: z.string().min(1),
    }),
    classes: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    temperature: z.number().positive(),
    hellingerWeight: z.number().min(0).max(1),
    offset: z.number().min(0).max(0.95),
  }),
  /** The output already is the image embedding (e.g. a CLIP image tower's `image_embeds`). */
  z.object({ recipe: z.literal('embedding'), flip: z.boolean() }),
]);

/**
 * One photo embedder: the ONNX file, where it comes from, how to feed it and how to pool
 * it (docs/operations.md "사진 검색"). An operator adds a model by adding a manifest, no code change.
 */
export const manifestSchema = z.object({
  /** Stored with every vector (with `version`): another name or version is another index. */
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'lowercase letters, digits, . _ -'),
  version: z.string().min(1).max(40),
  description: z.string().optional(),
  file: z.string().regex(/^[^/\\]+\.onnx$/, 'a file name ending in .onnx'),
  sha256,
  url: z.string().url().optional(),
  licence: z.string().min(1),
  input: z.object({
    name: z.string(),
    size: z.number().int().min(32).max(1024),
    mean: triple,
    std: triple,
  }),
  /** Intermediate tensors to expose as outputs, and the sha256 of the derived model. */
  derive: z.object({ addOutputs: z.array(z.string()).min(1), sha256 }).optional(),
  outputs: z.object({
    /** N×C×H×W feature map, or N×D for the `embedding` recipe. */
    features: z.string(),
    /** N×1000 ImageNet logits, when the model has them: they name the breed class. */
    logits: z.string().optional(),
  }),
  pooling: poolingSchema,
  dim: z.number().int().min(2).max(4096),
});

export type ModelManifest = z.infer<typeof manifestSchema>;
export type Pooling = ModelManifest['pooling'];

export class ManifestError extends Error {}

/** `<dir>/<name>.json` from the first folder that has it (MODEL_DIR, then the repository's). */
export function findManifest(name: string, dirs: readonly string[]): string | undefined {
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(name)) return undefined;
  return dirs.map((dir) => path.join(dir, `${name}.json`)).find((file) => fs.existsSync(file));
}

export function readManifest(file: string): ModelManifest {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(`model manifest ${file} is not readable JSON: ${String(error)}`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ManifestError(`model manifest ${file} is invalid: ${problems.join('; ')}`);
  }
  if (path.basename(file, '.json') !== parsed.data.name) {
    throw new ManifestError(`model manifest ${file} names itself ${parsed.data.name}`);
  }
  return parsed.data;
}

export function loadManifest(name: string, dirs: readonly string[]): ModelManifest {
  const file = findManifest(name, dirs);
  if (!file) throw new ManifestError(`no model manifest ${name}.json in ${dirs.join(' or ')}`);
  return readManifest(file);
}
