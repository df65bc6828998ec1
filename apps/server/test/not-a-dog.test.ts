import { searchMessages } from '@chajul/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createColorEmbedder } from '../src/ai/color-embedder';
import { isNotADog, NOT_A_DOG_BELOW } from '../src/ai/not-a-dog';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import { createDog, makePhoto, realPhotos, reencode } from './dogs-factory';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { multipart } from './images';
import { call, reportWithPhoto } from './matches.helpers';
import { postSighting } from './sightings.helpers';

/** The check as shipped: the test helper turns it off for the synthetic photos of other tests. */
const config = loadConfig({ REINDEX_INTERVAL_SECONDS: '0' });
const app = await buildTestApp({ search: { ...config.search, notADogBelow: NOT_A_DOG_BELOW } });
const index = () => app.photoSearch.indexer.runOnce();

/** A picture people send by mistake: a blank wall. */
const gradient = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g"><stop offset="0" stop-color="#f5e6c8"/><stop offset="1" stop-color="#8a6d4b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();
async function searchImage(photo: Buffer) {
  const form = multipart(
    {},
    { image: { buffer: photo, filename: 'q.jpg', contentType: 'image/jpeg' } },
  );
  return app.inject({ method: 'POST', url: '/api/search/image', ...form });
}

describe('a photo with no dog in it: a hint, still searched and compared (ADR 153)', () => {
  it('a photo search under the threshold answers the nearest dogs and the hint', async () => {
    await createDog(app, realPhotos('pug')[1]);
    await createDog(app, realPhotos('beagle')[1]);
    await index();
    for (const picture of [await gradient(), await makePhoto(5)]) {
      const res = await searchImage(picture);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ notADog: true });
      expect(res.json().dogs).toHaveLength(2);
    }
    const dog = (await searchImage(realPhotos('pug')[0]!)).json();
    expect(dog.notADog).toBe(false);
    expect(dog.dogs.length).toBe(2);
    expect(searchMessages.notADog).toBe(
      '사진에서 강아지를 찾지 못했어요. 강아지가 잘 보이는 사진으로 다시 시도해주세요.',
    );
  });

  it('a lost report whose photo is under the threshold is still matched by its photo', async () => {
    // The shelter's record is the same picture: by photo alone it is a perfect match.
    const wall = await gradient();
    const dog = await createDog(app, wall, { foundDate: '2026-10-05' });
    await index();
    const owner = await createUser(app);
    const report = await reportWithPhoto(app, owner, wall);
    const matches = (await call(app, owner, 'GET', `/api/lost-pet/${report}/matches`)).json();
    const candidate = matches.candidates.find((c: { dogId: number }) => c.dogId === dog.id);
    expect(candidate.similarity).toBeGreaterThan(0.9);
  });

  it('a sighting whose photo is under the threshold is still matched by its photo', async () => {
    const owner = await createUser(app);
    const wall = await gradient();
    const report = await reportWithPhoto(app, owner, wall, {
      region: '전북특별자치도',
      district: '남원시',
      species: '진돗개',
      colour: '흰색',
      size: '중형',
    });
    // A passer-by who knows nothing but what they saw: breed, colour and size left blank.
    const finder = await createUser(app);
    const sighting = await postSighting(
      app,
      { user: finder },
      {
        kind: 'SEEN',
        region: '전북특별자치도',
        district: '남원시',
        breed: '',
        colour: '',
        size: '',
        gender: '',
        seenAt: '2026-10-04T09:00',
      },
      [{ buffer: await reencode(wall), filename: 'seen.jpg' }],
    );
    await app.jobs.idle();
    const list = (await call(app, owner, 'GET', `/api/lost-pet/${report}/matches`)).json();
    const candidate = list.candidates.find(
      (c: { sightingId: number }) => c.sightingId === sighting.json().id,
    );
    expect(candidate).toMatchObject({ source: 'SEEN' });
    expect(candidate.similarity).toBeGreaterThan(0.9);
  });

  it('a photo under the threshold can still be saved for alerts (이런 강아지 알림 받기)', async () => {
    // The search page showed its dogs under the hint; refusing to save them would contradict it.
    const member = await createUser(app);
    const form = multipart(
      { threshold: '0.9' },
      { image: { buffer: await gradient(), filename: 'q.jpg', contentType: 'image/jpeg' } },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/mypage/saved-searches/photo',
      ...form,
      headers: { ...form.headers, ...(await authHeaders(app, member)) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'photo' });
  });

  it('is never flagged by the colour/texture fallback, which has no classes', async () => {
    const analysis = await createColorEmbedder().analyse(await gradient());
    expect(analysis.dogness).toBeNull();
    expect(isNotADog(analysis, NOT_A_DOG_BELOW)).toBe(false);
  });

  it('gets a low dogness from the shipped model, and real dog photos a high one', async () => {
    const embedder = await loadEmbedder(
      (
        await chooseEmbedder({
          kind: 'onnx',
          model: DEFAULT_MODEL,
          modelDirs: config.search.modelDirs,
        })
      ).choice,
    );
    const dognessOf = async (photo: Buffer) => (await embedder.analyse(photo)).dogness!;
    expect(await dognessOf(await gradient())).toBeLessThan(NOT_A_DOG_BELOW);
    expect(await dognessOf(await makePhoto(5))).toBeLessThan(NOT_A_DOG_BELOW);
    // The repository's least dog-like dog (a pug with a tennis ball) passes with room to spare.
    expect(await dognessOf(realPhotos('pug')[1]!)).toBeGreaterThan(2 * NOT_A_DOG_BELOW);
    // A 시바 the model calls a dingo: the wild dog-like classes count as dogs too.
    expect(await dognessOf(realPhotos('shiba_inu')[0]!)).toBeGreaterThan(0.5);
    expect(await dognessOf(realPhotos('beagle')[0]!)).toBeGreaterThan(0.5);
    await embedder.close();
  });
});
