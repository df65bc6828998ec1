import fs from 'node:fs';
import path from 'node:path';
import type { Embedder } from '../src/ai/embedder';
import { isNotADog, NOT_A_DOG_BELOW } from '../src/ai/not-a-dog';

export type Photo = { set: 'breeds' | 'identity'; label: string; file: string };

/** `<dir>/{breeds,identity}/<label>/*.jpg` as labelled photos, in a stable order. */
export function listPhotos(dir: string): Photo[] {
  return (['breeds', 'identity'] as const).flatMap((set) =>
    fs
      .readdirSync(path.join(dir, set))
      .sort()
      .flatMap((label) =>
        fs
          .readdirSync(path.join(dir, set, label))
          .filter((f) => /\.(jpe?g|png)$/i.test(f))
          .sort()
          .map((f) => ({ set, label, file: path.join(dir, set, label, f) })),
      ),
  );
}

export async function embedAll(embedder: Embedder, photos: Photo[]) {
  const vectors: Float32Array[] = [];
  let flagged = 0;
  const started = performance.now();
  for (const photo of photos) {
    const analysis = await embedder.analyse(fs.readFileSync(photo.file));
    vectors.push(analysis.vector);
    if (isNotADog(analysis, NOT_A_DOG_BELOW)) flagged++;
  }
  return { vectors, flagged, msPerImage: (performance.now() - started) / photos.length };
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
};
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/**
 * Leave-one-out retrieval over one gallery holding every photo, as the service holds every
 * dog: each photo of `set` queries all the others; a hit is a photo with its label.
 */
export function retrieval(photos: Photo[], vectors: Float32Array[], set: Photo['set']) {
  const same = (a: Photo, b: Photo) => a.set === b.set && a.label === b.label;
  const queries = photos.flatMap((p, i) => (p.set === set ? [i] : []));
  const ranked = queries.map((q) =>
    photos
      .flatMap((p, j) =>
        j === q ? [] : [{ hit: same(p, photos[q]!), score: dot(vectors[q]!, vectors[j]!) }],
      )
      .sort((a, b) => b.score - a.score)
      .map((r) => r.hit),
  );
  const relevant = queries.map(
    (q) => photos.filter((p, j) => j !== q && same(p, photos[q]!)).length,
  );
  const hitsIn = (k: number) => ranked.map((r) => r.slice(0, k).filter(Boolean).length);
  return {
    /** Share of queries whose first answer is right (breed P@1, identity R@1). */
    at1: mean(hitsIn(1).map((h) => h)),
    /** Share of queries with a right answer in the first five (identity R@5). */
    any5: mean(hitsIn(5).map((h) => (h > 0 ? 1 : 0))),
    /**
     * Precision@10 over what is reachable: hits / min(10, other photos of the label), so a
     * perfect ranking scores 1 whether a breed has 5 photos or 50.
     */
    p10Reachable: mean(hitsIn(10).map((h, i) => h / Math.max(1, Math.min(10, relevant[i]!)))),
  };
}
