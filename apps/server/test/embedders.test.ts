import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createColorEmbedder } from '../src/ai/color-embedder';
import { createEmbeddingService } from '../src/ai/embedding-service';
import { dogClassName } from '../src/ai/imagenet';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import { makePhoto, realPhotos, reencode } from './dogs-factory';
import { makeJpeg } from './images';

const { modelDirs } = loadConfig({}).search;
const shipped = { kind: 'onnx' as const, model: DEFAULT_MODEL, modelDirs };
const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('the model-free fallback embedder', () => {
  it('gives unit vectors that match a re-encoded copy better than another picture', async () => {
    const embedder = createColorEmbedder();
    const a = await makePhoto(1);
    const [va, vCopy, vOther] = await Promise.all(
      [a, await reencode(a), await makePhoto(2)].map(
        async (p) => (await embedder.analyse(p)).vector,
      ),
    );
    expect(norm(va!)).toBeCloseTo(1, 5);
    expect(dot(va!, vCopy!)).toBeGreaterThan(0.95);
    expect(dot(va!, vCopy!)).toBeGreaterThan(dot(va!, vOther!));
  });

  it('is chosen automatically, with a warning and the reason, when the model cannot be found', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, m: string) => warnings.push(m), info: () => {} } as never;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-models-'));
    const service = await createEmbeddingService({
      request: { kind: 'auto', model: 'not-a-model', modelDirs: [empty] },
      workers: 0,
      queueMax: 4,
      log,
    });
    expect(service.model).toBe('colour-texture');
    expect(service.status.problem).toMatchObject({ model: 'not-a-model' });
    expect(service.status.problem!.reason).toMatch(/no model manifest not-a-model\.json/);
    expect(warnings[0]).toMatch(/model not-a-model cannot be used .*fallback/);
    expect((await service.analyse(await makeJpeg())).vector).toHaveLength(service.dim);
    await service.close();
  });

  it('turns the photo upright from its EXIF orientation before describing it', async () => {
    const embedder = createColorEmbedder();
    const upright = await makePhoto(3, 200);
    const sideways = await (
      await import('sharp')
    )
      .default(upright)
      .rotate(90)
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();
    const same = dot(
      (await embedder.analyse(upright)).vector,
      (await embedder.analyse(sideways)).vector,
    );
    expect(same).toBeGreaterThan(0.97);
  });
});

describe('the shipped MobileNetV2 embedder', () => {
  it('embeds on a worker thread and rejects bytes that are not an image', async () => {
    const service = await createEmbeddingService({ request: shipped, workers: 1, queueMax: 4 });
    expect(service.status).toMatchObject({ kind: 'onnx', model: DEFAULT_MODEL, dim: 1399 });
    const result = await service.analyse(await makePhoto(4));
    expect(result.vector).toHaveLength(1399);
    expect(norm(result.vector)).toBeCloseTo(1, 4);
    await expect(service.analyse(Buffer.from('nope'))).rejects.toThrow();
    await service.close();
  });

  it('refuses work beyond its queue bound instead of piling it up', async () => {
    const service = await createEmbeddingService({ request: shipped, workers: 1, queueMax: 2 });
    const photo = await makePhoto(5);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => service.analyse(photo)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    await service.close();
  });

  // onnxruntime#26324: int8 Zoo models gave wrong outputs on CPUs with AVX-512-VNNI/AMX.
  it('names the breed of real dog photos (the int8 kernels give sane answers here)', async () => {
    const { choice } = await chooseEmbedder(shipped);
    const embedder = await loadEmbedder(choice);
    const breedOf = async (breed: string) =>
      dogClassName((await embedder.analyse(realPhotos(breed)[1]!)).breedClass!);
    expect(await breedOf('pug')).toBe('pug');
    expect(await breedOf('beagle')).toBe('beagle');
    expect(await breedOf('pomeranian')).toBe('Pomeranian');
    await embedder.close();
  });

  it('finds another photo of the same breed closer than photos of other breeds', async () => {
    const { choice } = await chooseEmbedder(shipped);
    const embedder = await loadEmbedder(choice);
    const vectorOf = async (photo: Buffer) => (await embedder.analyse(photo)).vector;
    for (const [breed, others] of [
      ['pug', ['beagle', 'samoyed', 'shiba_inu']],
      ['samoyed', ['pug', 'chihuahua', 'boxer']],
    ] as const) {
      const [query, same] = await Promise.all(realPhotos(breed).slice(0, 2).map(vectorOf));
      const closest = dot(query!, same!);
      for (const other of others) {
        expect(closest).toBeGreaterThan(dot(query!, await vectorOf(realPhotos(other)[0]!)));
      }
    }
    await embedder.close();
  });
});
