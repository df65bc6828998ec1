import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createColorEmbedder } from '../src/ai/color-embedder';
import type { Embedder } from '../src/ai/embedder';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import { dogPhotosDir } from '../src/paths';
import { endToEnd } from './end-to-end';
import { embedAll, listPhotos, retrieval } from './retrieval';
import { byHalf, byHalfCentred, halfCells } from './search-halves';

/**
 * `npm run bench:search [-- --dataset DIR] [--dogs 50000] [--models a,b]`: retrieval quality
 * and speed of each embedder on the repository's dog photos (assets/dogs), every photo in one
 * gallery: breed queries by another photo of the breed, identity queries by another photo
 * of the same dog (ADR 050).
 */
const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: dogPhotosDir },
    dogs: { type: 'string', default: '50000' },
    models: {
      type: 'string',
      default: `mobilenetv2-gem,mobilenetv2-cam-hellinger,${DEFAULT_MODEL}`,
    },
    /** `auto`: pgvector's HNSW index, as PGlite runs by default; `memory`: the exact scan. */
    'vector-search': { type: 'string', default: 'memory' },
  },
});
const photos = listPhotos(values.dataset);
const dogCount = Number(values.dogs);
const { modelDirs } = loadConfig({}).search;

type Candidate = {
  label: string;
  kind: 'onnx' | 'colour';
  model: string;
  load(): Promise<Embedder>;
};
const candidates: Candidate[] = [];
for (const model of values.models.split(',')) {
  const { choice, status } = await chooseEmbedder({ kind: 'onnx', model, modelDirs });
  candidates.push({
    label: `${model} ${status.version}`,
    kind: 'onnx',
    model,
    load: () => loadEmbedder(choice),
  });
}
candidates.push({
  label: 'colour/texture fallback',
  kind: 'colour',
  model: 'colour',
  load: async () => createColorEmbedder(),
});

const breeds = photos.filter((p) => p.set === 'breeds');
console.log(
  `${breeds.length} breed photos, ${photos.length - breeds.length} identity photos in one gallery (${values.dataset}); ${dogCount} indexed dogs for end-to-end`,
);
const rows: string[] = [];
const halfRows: string[] = [];
for (const candidate of candidates) {
  const embedder = await candidate.load();
  const { vectors, flagged, msPerImage } = await embedAll(embedder, photos);
  await embedder.close();
  halfRows.push(`| ${candidate.label} | ${halfCells(byHalf(photos, vectors))} |`);
  if (candidate.model === DEFAULT_MODEL) {
    halfRows.push(
      `| ${candidate.label}, gallery mean subtracted (tuning half's mean; not shipped) | ${halfCells(byHalfCentred(photos, vectors))} |`,
    );
  }
  const breed = retrieval(photos, vectors, 'breeds');
  const identity = retrieval(photos, vectors, 'identity');
  const e2e = await endToEnd(
    photos
      .filter((p) => p.set === 'identity')
      .slice(0, 43)
      .map((p) => p.file),
    dogCount,
    { kind: candidate.kind, model: candidate.model },
    values['vector-search'] === 'auto' ? 'auto' : 'memory',
  );
  const f = (x: number) => x.toFixed(3);
  rows.push(
    `| ${candidate.label} (${embedder.dim}-d) | ${flagged} of ${photos.length} | ${f(breed.at1)} | ${f(breed.p10Reachable)} | ${f(identity.at1)} | ${f(identity.any5)} | ${msPerImage.toFixed(1)} | ${e2e.p50.toFixed(0)} / ${e2e.p95.toFixed(0)} (n=${e2e.n}) | ${e2e.searchP50.toFixed(0)} / ${e2e.filteredP50.toFixed(0)} |`,
  );
}
console.log('');
console.log(
  `| embedder | real dog photos flagged as no dog | breed P@1 | breed P@10 of reachable | identity R@1 | identity R@5 | ms / embedding | POST /api/search/image p50 / p95 ms, ${dogCount} dogs (${values['vector-search'] === 'auto' ? 'pgvector HNSW' : 'in-memory scan'}) | vector search alone p50 ms, all / one city |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  '\nThe tune and final parts of the split by individual dog (ADR 130: its tuning and test halves) each as its own gallery; the last column of each: breed photos alone, without the face crops\n',
);
const halfColumns = (h: string) =>
  `${h}: breed P@1 | ${h}: identity R@1 | ${h}: breed P@1, breed photos alone`;
console.log(`| embedder | ${halfColumns('tune')} | ${halfColumns('final')} |`);
console.log(`|---|${'---|'.repeat(6)}`);
for (const row of halfRows) console.log(row);
// Timings depend on what else runs: the load average says how busy the machine was.
console.log(
  `\n${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1/5/15 min); ${path.basename(values.dataset)}`,
);
