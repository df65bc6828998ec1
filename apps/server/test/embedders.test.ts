import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createColorEmbedder } from '../src/ai/color-embedder';
import { createEmbeddingService } from '../src/ai/embedding-service';
import { isDogClass, topClasses } from '../src/ai/imagenet';
import { classifyWithOnnx, createOnnxEmbedder, MOBILENET } from '../src/ai/onnx-embedder';
import { loadConfig } from '../src/config';
import { hasDogsDev, makePhoto, realPhotos, reencode } from './dogs-factory';
import { makeJpeg } from './images';

const modelPath = path.join(loadConfig({}).search.modelDir, MOBILENET.file);
const hasModel = fs.existsSync(modelPath);
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

  it('is chosen automatically, with a warning, when MODEL_DIR has no model file', async () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m), info: () => {} } as never;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-models-'));
    const service = createEmbeddingService({
      kind: 'auto',
      modelDir: empty,
      workers: 0,
      queueMax: 4,
      log,
    });
    expect(service.model).toBe('colour-texture');
    expect(warnings[0]).toMatch(/no model file in MODEL_DIR .*fallback/);
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

describe.runIf(hasModel)('the MobileNetV2 ONNX embedder', () => {
  it('embeds on a worker thread and rejects bytes that are not an image', async () => {
    const service = createEmbeddingService({
      kind: 'onnx',
      modelDir: path.dirname(modelPath),
      workers: 1,
      queueMax: 4,
    });
    const photo = await makePhoto(4);
    const result = await service.analyse(photo);
    expect(result.vector).toHaveLength(1280);
    expect(norm(result.vector)).toBeCloseTo(1, 4);
    await expect(service.analyse(Buffer.from('nope'))).rejects.toThrow();
    await service.close();
  });

  it('refuses work beyond its queue bound instead of piling it up', async () => {
    const service = createEmbeddingService({
      kind: 'onnx',
      modelDir: path.dirname(modelPath),
      workers: 1,
      queueMax: 2,
    });
    const photo = await makePhoto(5);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => service.analyse(photo)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    await service.close();
  });

  // onnxruntime#26324: int8 Zoo models gave wrong outputs on CPUs with AVX-512-VNNI/AMX.
  it.runIf(hasDogsDev)(
    'classifies real dog photos as dogs (int8 kernels give sane answers here)',
    async () => {
      for (const breed of ['pug', 'beagle', 'pomeranian']) {
        const logits = await classifyWithOnnx(modelPath, realPhotos(breed)[0]!);
        expect(topClasses(logits, 5).some(isDogClass)).toBe(true);
      }
      const embedder = await createOnnxEmbedder(modelPath);
      const pug = await embedder.analyse(realPhotos('pug')[1]!);
      expect(pug.breedClass).toBe(254); // ImageNet "pug"
      await embedder.close();
    },
  );
});
