import fs from 'node:fs';
import type { Coat } from '../src/ai/coat';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { loadConfig } from '../src/config';
import { coatOfPhoto } from '../src/ingest/demo/demo-photos';
import type { Photo } from './retrieval';
import type { Half } from './split';
import { listPhotos } from './retrieval';
import { halfOf, individualOf, splitOf } from './split';

/** One individual of the repository: an identity dog with its photos, or one breed photo. */
export type Dog = { key: string; half: Half; photos: number[]; breed: string | null; coat: Coat };

/**
 * The repository's photos for `bench:matches`: each photo's vector (embedded once per run,
 * kept in memory) and coat colour, and the individuals with their half of the split.
 */
export async function loadDogPhotos(dataset: string, model: string) {
  const photos: Photo[] = listPhotos(dataset);
  const { modelDirs } = loadConfig({}).search;
  const embedder = await loadEmbedder(
    (await chooseEmbedder({ kind: 'onnx', model, modelDirs })).choice,
  );
  const vectors: Float32Array[] = [];
  const coats: Coat[] = [];
  for (const photo of photos) {
    vectors.push((await embedder.analyse(fs.readFileSync(photo.file))).vector);
    coats.push(await coatOfPhoto(photo.file));
  }
  await embedder.close();
  const split = splitOf(photos);
  const byIndividual = new Map<string, number[]>();
  photos.forEach((photo, i) =>
    byIndividual.set(individualOf(photo), [...(byIndividual.get(individualOf(photo)) ?? []), i]),
  );
  const dogs: Dog[] = [...byIndividual].map(([key, indices]) => {
    const first = photos[indices[0]!]!;
    return {
      key,
      half: halfOf(split, first),
      photos: indices,
      breed: first.set === 'breeds' ? first.label : null,
      coat: mostCommon(indices.map((i) => coats[i]!)),
    };
  });
  return { photos, vectors, dogs, version: embedder.version };
}

/** A dog's coat: what most of its photos show (the light differs from photo to photo). */
function mostCommon<T>(xs: T[]): T {
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}
