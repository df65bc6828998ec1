import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddingService } from '../src/ai/embedding-service';
import type { ModelManifest } from '../src/ai/manifest';
import { DEFAULT_MODEL, loadConfig, shippedModelDir } from '../src/config';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { authHeaders, createAdmin, createUser } from './factories';

const shippedManifest = (name = DEFAULT_MODEL): ModelManifest =>
  JSON.parse(fs.readFileSync(path.join(shippedModelDir, `${name}.json`), 'utf8'));

/** A MODEL_DIR holding one manifest (and optionally a model file) for MODEL=`name`. */
function modelDirWith(manifest: ModelManifest, file?: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-models-'));
  fs.writeFileSync(path.join(dir, `${manifest.name}.json`), JSON.stringify(manifest));
  if (file) fs.writeFileSync(path.join(dir, manifest.file), file);
  return dir;
}

async function appWith(dir: string, model = DEFAULT_MODEL): Promise<TestApp> {
  const search = loadConfig({}).search;
  return buildTestApp({ search: { ...search, model, modelDirs: [dir, shippedModelDir] } });
}

/** What a visitor, the admin and /readyz are told about the photo model. */
async function statusSeenBy(app: TestApp) {
  const ready = (await app.inject({ method: 'GET', url: '/readyz' })).json();
  const page = (await app.inject({ method: 'GET', url: '/api/search/status' })).json();
  return { ready, page };
}

describe('the photo-search model files', () => {
  it('ships the ONNX Model Zoo file whose sha256 the default manifest pins', () => {
    const manifest = shippedManifest();
    const bytes = fs.readFileSync(path.join(shippedModelDir, manifest.file));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      'cc028fe6cae7bc11a4ff53cfc9b79c920e8be65ce33a904ec3e2a8f66d77f95f',
    );
    expect(manifest.sha256).toBe(
      'cc028fe6cae7bc11a4ff53cfc9b79c920e8be65ce33a904ec3e2a8f66d77f95f',
    );
  });

  it('answers with the shipped model on a fresh install, and says so', async () => {
    const app = await buildTestApp();
    const { ready, page } = await statusSeenBy(app);
    expect(ready.status).toBe('ready');
    expect(ready.photoSearch).toMatchObject({
      model: DEFAULT_MODEL,
      fallback: false,
      reason: null,
    });
    expect(page).toEqual({
      model: DEFAULT_MODEL,
      version: '1',
      fallback: false,
      switchingTo: null,
    });
  });

  it('falls back visibly, with the reason, when the model file is corrupt', async () => {
    const file = fs.readFileSync(path.join(shippedModelDir, 'mobilenetv2-12-int8.onnx'));
    const corrupt = Buffer.from(file);
    corrupt[corrupt.length - 10] = 255 - corrupt[corrupt.length - 10]!;
    const app = await appWith(modelDirWith(shippedManifest(), corrupt));
    expect(app.photoSearch.embeddings().model).toBe('colour-texture');
    const { ready, page } = await statusSeenBy(app);
    expect(ready.status).toBe('ready');
    expect(ready.photoSearch).toMatchObject({ fallback: true, wanted: DEFAULT_MODEL });
    expect(ready.photoSearch.reason).toMatch(
      /mobilenetv2-12-int8\.onnx has sha256 [0-9a-f]{64}, the manifest expects cc028fe6/,
    );
    expect(ready.photoSearch.reason).not.toContain(os.tmpdir());
    expect(page).toMatchObject({ model: 'colour-texture', fallback: true });
    const url = '/api/admin/photo-search';
    const seen = await app.inject({ url, headers: await authHeaders(app, await createAdmin(app)) });
    expect(seen.json()).toMatchObject({ fallback: true, reason: ready.photoSearch.reason });
    const member = await authHeaders(app, await createUser(app));
    expect((await app.inject({ url, headers: member })).statusCode).toBe(403);
  });

  it('falls back visibly when a manifest gives the wrong dimension or output', async () => {
    const wrongDim = await appWith(modelDirWith({ ...shippedManifest(), dim: 999 }));
    expect((await statusSeenBy(wrongDim)).ready.photoSearch.reason).toBe(
      `${DEFAULT_MODEL}: the manifest says dim 999, the model gives 1399`,
    );
    const manifest = shippedManifest();
    const wrongOutput = await appWith(
      modelDirWith({ ...manifest, outputs: { ...manifest.outputs, features: 'no-such-tensor' } }),
    );
    expect((await statusSeenBy(wrongOutput)).ready.photoSearch).toMatchObject({ fallback: true });
    expect((await statusSeenBy(wrongOutput)).page.fallback).toBe(true);
  });

  it('refuses to start with EMBEDDER=onnx when the model cannot be used', async () => {
    const dir = modelDirWith({ ...shippedManifest(), sha256: '0'.repeat(64) });
    await expect(
      createEmbeddingService({
        request: { kind: 'onnx', model: DEFAULT_MODEL, modelDirs: [dir, shippedModelDir] },
        workers: 0,
        queueMax: 1,
      }),
    ).rejects.toThrow(/has sha256 cc028fe6[0-9a-f]+, the manifest expects 0000/);
  });

  it('reads an invalid manifest as a clear error, never as a model', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-models-'));
    fs.writeFileSync(path.join(dir, 'broken.json'), JSON.stringify({ name: 'broken', dim: 'big' }));
    const service = await createEmbeddingService({
      request: { kind: 'auto', model: 'broken', modelDirs: [dir] },
      workers: 0,
      queueMax: 1,
    });
    expect(service.status.problem?.reason).toMatch(
      /model manifest .*broken\.json is invalid: .*dim/,
    );
    await service.close();
  });
});
