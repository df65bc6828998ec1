import { createColorEmbedder } from './color-embedder';
import type { Embedder, EmbedderInfo } from './embedder';
import { loadManifest } from './manifest';
import type { PreparedModel } from './model-files';
import { prepareModel } from './model-files';
import { createOnnxEmbedder } from './onnx-embedder';

export type EmbedderKind = 'auto' | 'onnx' | 'colour';
export type EmbedderChoice = { kind: 'onnx'; prepared: PreparedModel } | { kind: 'colour' };

/** What runs, and why it is the fallback when it is: shown by /readyz, the admin and search pages. */
export type EmbedderStatus = EmbedderInfo & {
  kind: 'onnx' | 'colour';
  /** The model that was asked for but could not be used (missing, corrupt, wrong manifest). */
  problem?: { model: string; reason: string };
};

export type ModelRequest = { kind: EmbedderKind; model: string; modelDirs: readonly string[] };

/** Models this process has already read, checked and run once (tests build many apps). */
const checked = new Map<string, PreparedModel>();

async function checkedModel(request: ModelRequest): Promise<PreparedModel> {
  const manifest = loadManifest(request.model, request.modelDirs);
  const cacheKey = JSON.stringify([manifest, request.modelDirs]);
  const known = checked.get(cacheKey);
  if (known) return known;
  const prepared = prepareModel(manifest, request.modelDirs);
  await (await createOnnxEmbedder(prepared)).close();
  checked.set(cacheKey, prepared);
  return prepared;
}

const colourStatus = (problem?: EmbedderStatus['problem']): EmbedderStatus => {
  const { model, version, dim } = createColorEmbedder();
  return { kind: 'colour', model, version, dim, ...(problem ? { problem } : {}) };
};

/**
 * Reads, checks (sha256, derived outputs, one run on a probe image) and describes the
 * requested model: `auto` falls back to the colour/texture embedder with the reason when the
 * model cannot be used, `onnx` fails, `colour` never tries.
 */
export async function chooseEmbedder(
  request: ModelRequest,
): Promise<{ choice: EmbedderChoice; status: EmbedderStatus }> {
  if (request.kind === 'colour') return { choice: { kind: 'colour' }, status: colourStatus() };
  try {
    const prepared = await checkedModel(request);
    const { name: model, version, dim } = prepared.manifest;
    return { choice: { kind: 'onnx', prepared }, status: { kind: 'onnx', model, version, dim } };
  } catch (error) {
    if (request.kind === 'onnx') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return { choice: { kind: 'colour' }, status: colourStatus({ model: request.model, reason }) };
  }
}

export function loadEmbedder(choice: EmbedderChoice): Promise<Embedder> {
  return choice.kind === 'onnx'
    ? createOnnxEmbedder(choice.prepared)
    : Promise.resolve(createColorEmbedder());
}
