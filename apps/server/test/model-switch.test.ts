import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { getMeta } from '../src/db/meta';
import { dogEmbeddings } from '../src/db/schema';
import { createIndexer } from '../src/modules/search/indexer';
import { SERVING_MODEL_META } from '../src/modules/search/photo-models';
import { createDog, realPhotos } from './dogs-factory';
import type { TestApp } from './helper';
import { TEST_JWT_SECRET } from './helper';
import { openTestDatabase } from './database';
import { multipart } from './images';

const PREVIOUS = 'mobilenetv2-gem';

function configFor(model: string, dataDir: string): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_DATA: '0',
    REINDEX_INTERVAL_SECONDS: '0',
    MODEL: model,
  });
  return config;
}

async function search(app: TestApp, photo: Buffer) {
  const form = multipart(
    {},
    { image: { buffer: photo, filename: 'q.jpg', contentType: 'image/jpeg' } },
  );
  const res = await app.inject({ method: 'POST', url: '/api/search/image', ...form });
  expect(res.statusCode).toBe(200);
  return res.json().dogs as { id: number; similarity: number }[];
}

const modelsIn = async (app: TestApp) =>
  new Set((await app.db.select().from(dogEmbeddings)).map((r) => `${r.model}@${r.version}`));

/**
 * Two manifests over the shipped model file (GeM pooling, then the CAM/Hellinger recipe):
 * the server restarted with MODEL=<new> re-embeds in the background and keeps answering
 * from the old vectors until every dog has a new one (ADR 050).
 */
describe('switching the photo-search model', () => {
  let database: Database;
  let app: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-switch-'));
  const pugs = realPhotos('pug');
  const dogIds: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const first = (await buildApp(configFor(PREVIOUS, dataDir), {
      database,
      webDistDir: path.join(dataDir, 'none'),
    })) as TestApp;
    await first.ready();
    for (const [i, photo] of [
      ...pugs.slice(0, 3),
      ...realPhotos('samoyed').slice(0, 3),
    ].entries()) {
      dogIds.push((await createDog(first, photo, { sourceId: `switch-${i}` })).id);
    }
    await first.photoSearch.indexer.runOnce();
    expect(first.photoSearch.embeddings().model).toBe(PREVIOUS);
    await first.close();
    app = (await buildApp(configFor(DEFAULT_MODEL, dataDir), {
      database,
      webDistDir: path.join(dataDir, 'none'),
    })) as TestApp;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps answering from the previous model while the new one is incomplete', async () => {
    const { models } = app.photoSearch;
    expect(models.switching()).toBe(true);
    expect(models.serving().model).toBe(PREVIOUS);
    expect(models.target().model).toBe(DEFAULT_MODEL);
    // One small batch for the new model per run: a switch half done.
    const slow = createIndexer({
      db: app.db,
      storage: app.storage,
      models,
      index: () => app.photoSearch.index(),
      log: app.log,
      batchSize: 2,
      targetSliceMs: 1,
    });
    await slow.runOnce();
    expect(await modelsIn(app)).toEqual(
      new Set([`${PREVIOUS}@gem3-flip-v1`, `${DEFAULT_MODEL}@1`]),
    );
    const found = await search(app, pugs[3]!);
    expect(
      found
        .map((d) => d.id)
        .slice(0, 3)
        .sort(),
    ).toEqual(dogIds.slice(0, 3).sort());
    expect(app.photoSearch.embeddings().model).toBe(PREVIOUS);
    expect(await getMeta(app.db, SERVING_MODEL_META)).toBe(`${PREVIOUS}@gem3-flip-v1`);
  });

  it('switches once every dog has a vector of the new model, and drops the old vectors', async () => {
    const before = await search(app, pugs[3]!);
    while (app.photoSearch.models.switching()) await app.photoSearch.indexer.runOnce();
    expect(app.photoSearch.embeddings().model).toBe(DEFAULT_MODEL);
    expect(await getMeta(app.db, SERVING_MODEL_META)).toBe(`${DEFAULT_MODEL}@1`);
    expect(await modelsIn(app)).toEqual(new Set([`${DEFAULT_MODEL}@1`]));
    const after = await search(app, pugs[3]!);
    expect(
      after
        .map((d) => d.id)
        .slice(0, 3)
        .sort(),
    ).toEqual(dogIds.slice(0, 3).sort());
    expect(after[0]!.similarity).not.toBe(before[0]!.similarity);
  });
});
