import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The train part's photo vectors (ADR 230): the photos stay outside the repository, their
 * vectors under the shipped model come with it, so that `bench:matches` can fill galleries of
 * thousands with the same kind of photo as its targets. Stored as int8 with a scale per
 * vector; `npm run models:train` writes them with the projection.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
const jsonFile = path.join(dir, 'train-vectors.json');
const binFile = path.join(dir, 'train-vectors.bin');

type Meta = { model: string; version: string; dim: number; dogs: string[]; scales: number[] };

export function writeTrainVectors(set: {
  model: string;
  version: string;
  dogs: string[];
  vectors: Float32Array[];
}) {
  const dim = set.vectors[0]!.length;
  const bytes = new Int8Array(set.vectors.length * dim);
  const scales = set.vectors.map((v, i) => {
    const max = v.reduce((m, x) => Math.max(m, Math.abs(x)), 0) || 1;
    v.forEach((x, k) => (bytes[i * dim + k] = Math.round((x / max) * 127)));
    return Number((max / 127).toPrecision(7));
  });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(binFile, bytes);
  const meta: Meta = { model: set.model, version: set.version, dim, dogs: set.dogs, scales };
  fs.writeFileSync(jsonFile, JSON.stringify(meta));
}

/** The vectors (unit length again) and the dog of each, if they were made with this model. */
export function readTrainVectors(model: string, version: string) {
  if (!fs.existsSync(jsonFile)) return null;
  const meta = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Meta;
  if (meta.model !== model || meta.version !== version) return null;
  const bytes = new Int8Array(fs.readFileSync(binFile));
  const vectors = meta.scales.map((scale, i) => {
    const v = new Float32Array(meta.dim);
    let sum = 0;
    for (let k = 0; k < meta.dim; k++) {
      v[k] = bytes[i * meta.dim + k]! * scale;
      sum += v[k]! * v[k]!;
    }
    const norm = Math.sqrt(sum) || 1;
    for (let k = 0; k < meta.dim; k++) v[k] = v[k]! / norm;
    return v;
  });
  return { dogs: meta.dogs, vectors };
}
