import fs from 'node:fs';
import { createEmbeddingService } from './src/ai/embedding-service';
import { dogClassName } from './src/ai/imagenet';
console.log('start');
const s = createEmbeddingService({
  kind: 'auto',
  modelDir: '../../models',
  workers: 1,
  queueMax: 8,
});
const dir = '/work/shared/data/dogs-dev/breeds/pug/';
for (const f of fs.readdirSync(dir).slice(0, 2)) {
  const t = Date.now();
  const a = await s.analyse(fs.readFileSync(dir + f));
  console.log(
    f,
    a.vector.length,
    a.breedClass,
    dogClassName(a.breedClass!),
    a.coat,
    Date.now() - t,
  );
}
try {
  await s.analyse(Buffer.from('hello'));
} catch (e) {
  console.log('err', (e as Error).constructor.name);
}
const c = createEmbeddingService({ kind: 'colour', modelDir: 'x', workers: 0, queueMax: 8 });
console.log((await c.analyse(fs.readFileSync(dir + fs.readdirSync(dir)[0]))).vector.length);
await s.close();
