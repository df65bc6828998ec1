import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createColorEmbedder } from '../src/ai/color-embedder';
import type { Embedder } from '../src/ai/embedder';
import { createOnnxEmbedder, MOBILENET } from '../src/ai/onnx-embedder';
import { loadConfig } from '../src/config';
import { endToEnd } from './end-to-end';
import { embedAll, listPhotos, precisionAt, recallAt } from './retrieval';

/**
 * `npm run bench:search -- --dataset ../shared/data/dogs-dev [--dogs 50000]`: retrieval
 * quality and speed of every embedder available here (issue 7 "Measured").
 */
const { values } = parseArgs({
  options: { dataset: { type: 'string' }, dogs: { type: 'string', default: '50000' } },
});
if (!values.dataset || !fs.existsSync(path.join(values.dataset, 'breeds'))) {
  console.error('usage: npm run bench:search -- --dataset <dir with breeds/ and identity/>');
  console.error(`no data set at ${values.dataset ?? '(none given)'}: nothing measured`);
  process.exit(2);
}
const breeds = listPhotos(path.join(values.dataset, 'breeds'));
const identity = listPhotos(path.join(values.dataset, 'identity'));
const dogCount = Number(values.dogs);
const modelPath = path.join(loadConfig({}).search.modelDir, MOBILENET.file);

const embedders: { kind: 'onnx' | 'colour'; load: () => Promise<Embedder> }[] = [];
if (fs.existsSync(modelPath))
  embedders.push({ kind: 'onnx', load: () => createOnnxEmbedder(modelPath) });
else console.log(`(no ${modelPath}: the ONNX embedder is not measured)`);
embedders.push({ kind: 'colour', load: async () => createColorEmbedder() });

console.log(
  `data set: ${breeds.length} breed photos, ${identity.length} identity photos; ${dogCount} indexed dogs for end-to-end`,
);
const rows: string[] = [];
for (const { kind, load } of embedders) {
  const embedder = await load();
  const b = await embedAll(embedder, breeds);
  const id = await embedAll(embedder, identity);
  await embedder.close();
  const p1 = precisionAt(breeds, b.vectors, 1);
  const p10 = precisionAt(breeds, b.vectors, 10);
  const e2e = await endToEnd(
    identity.slice(0, 43).map((p) => p.file),
    dogCount,
    kind,
  );
  const ms =
    (b.msPerImage * breeds.length + id.msPerImage * identity.length) /
    (breeds.length + identity.length);
  rows.push(
    `| ${embedder.model} ${embedder.version} (${embedder.dim}-d) | ${p1.value.toFixed(3)} | ${p10.value.toFixed(3)} (max ${p10.ceiling.toFixed(2)}) | ${p10.ofReachable.toFixed(3)} | ${recallAt(identity, id.vectors, 1).toFixed(3)} | ${recallAt(identity, id.vectors, 5).toFixed(3)} | ${ms.toFixed(1)} | ${e2e.p50.toFixed(0)} / ${e2e.p95.toFixed(0)} (n=${e2e.n}) | ${e2e.searchP50.toFixed(0)} |`,
  );
}
console.log('');
console.log(
  `| embedder | breed P@1 | breed P@10 | breed P@10 of reachable | identity R@1 | identity R@5 | ms / embedding | POST /api/search/image p50 / p95 ms, ${dogCount} dogs | vector search alone p50 ms |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
// Timings depend on what else runs: the load average says how busy the machine was.
console.log(
  `\n${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1/5/15 min)`,
);
