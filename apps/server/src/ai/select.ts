import fs from 'node:fs';
import path from 'node:path';
import { createColorEmbedder } from './color-embedder';
import type { Embedder, EmbedderInfo } from './embedder';
import { createOnnxEmbedder, MOBILENET } from './onnx-embedder';

export type EmbedderKind = 'auto' | 'onnx' | 'colour';
export type EmbedderChoice = { kind: 'onnx'; modelPath: string } | { kind: 'colour' };

/**
 * `auto` uses the ONNX model when its file is in MODEL_DIR and the colour/texture fallback
 * otherwise, so a fresh machine without the internet still starts (ADR 050).
 */
export function chooseEmbedder(kind: EmbedderKind, modelDir: string): EmbedderChoice {
  const modelPath = path.join(modelDir, MOBILENET.file);
  if (kind === 'colour') return { kind: 'colour' };
  if (kind === 'onnx' || fs.existsSync(modelPath)) return { kind: 'onnx', modelPath };
  return { kind: 'colour' };
}

export function describeChoice(choice: EmbedderChoice): EmbedderInfo {
  if (choice.kind === 'onnx') {
    return { model: MOBILENET.model, version: MOBILENET.version, dim: MOBILENET.channels };
  }
  const { model, version, dim } = createColorEmbedder();
  return { model, version, dim };
}

export function loadEmbedder(choice: EmbedderChoice): Promise<Embedder> {
  return choice.kind === 'onnx'
    ? createOnnxEmbedder(choice.modelPath)
    : Promise.resolve(createColorEmbedder());
}
