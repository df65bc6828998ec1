import { searchMessages } from '@chajul/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createColorEmbedder } from '../src/ai/color-embedder';
import { isNotADog, NOT_A_DOG_BELOW } from '../src/ai/not-a-dog';
import { chooseEmbedder, loadEmbedder } from '../src/ai/select';
import { DEFAULT_MODEL, loadConfig } from '../src/config';
import { createDog, makePhoto, realPhotos, sameDogPhotos } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { call, reportWithPhoto, unread } from './matches.helpers';
import { postSighting } from './sightings.helpers';

/** The check as shipped: the test helper turns it off for the synthetic photos of other tests. */
const config = loadConfig({ REINDEX_INTERVAL_SECONDS: '0' });
const app = await buildTestApp({ search: { ...config.search, notADogBelow: NOT_A_DOG_BELOW } });
const index = () => app.photoSearch.indexer.runOnce();

/** Pictures people send by mistake: a blank wall, a dark pocket shot, a screenshot of text. */
const gradient = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g"><stop offset="0" stop-color="#f5e6c8"/><stop offset="1" stop-color="#8a6d4b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();
const text = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="120" font-size="28" font-family="sans-serif">실종견을 찾습니다</text></svg>',
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

describe('a photo with no dog in it (ADR 153)', () => {
  it('gets no "similar" dogs from the photo search, and says so', async () => {
    await createDog(app, realPhotos('pug')[1]);
    await createDog(app, realPhotos('beagle')[1]);
    await index();
    for (const picture of [await makeJpeg(), await gradient(), await text(), await makePhoto(5)]) {
      const res = await searchImage(picture);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ dogs: [], notADog: true });
    }
    const dog = (await searchImage(realPhotos('pug')[0]!)).json();
    expect(dog.notADog).toBe(false);
    expect(dog.dogs.length).toBe(2);
    expect(searchMessages.notADog).toBe(
      '사진에서 강아지를 찾지 못했어요. 강아지가 잘 보이는 사진으로 다시 시도해주세요.',
    );
  });

  it('does not alert a lost report by its photo when the photo is not a dog', async () => {
    // The shelter's record is the same picture: by photo alone it is a perfect match.
    const wall = await gradient();
    await createDog(app, wall, { foundDate: '2026-10-05' });
    const dogPhoto = sameDogPhotos('0005')[0]!;
    const dog = await createDog(app, dogPhoto, { foundDate: '2026-10-05' });
    await index();
    const owner = await createUser(app);
    const report = await reportWithPhoto(app, owner, wall);
    const matches = (await call(app, owner, 'GET', `/api/lost-pet/${report}/matches`)).json();
    expect(matches.candidates).toEqual([]);
    // The same owner's dog photo does find its dog.
    const real = await reportWithPhoto(app, owner, dogPhoto);
    const found = (await call(app, owner, 'GET', `/api/lost-pet/${real}/matches`)).json();
    expect(found.candidates[0].dogId).toBe(dog.id);
    // A new shelter dog with the same wall alerts nobody either.
    const before = await unread(app, owner);
    await createDog(app, wall, { foundDate: '2026-10-06' });
    await index();
    expect(await unread(app, owner)).toBe(before);
  });

  it('a sighting whose photo is not a dog still meets lost reports by place, time and words', async () => {
    const owner = await createUser(app);
    const wall = await gradient();
    const report = await reportWithPhoto(app, owner, wall, {
      region: '전북특별자치도',
      district: '남원시',
      species: '진돗개',
      colour: '흰색',
      size: '중형',
    });
    const finder = await createUser(app);
    const sighting = await postSighting(
      app,
      { user: finder },
      {
        kind: 'SEEN',
        region: '전북특별자치도',
        district: '남원시',
        breed: '진돗개',
        colour: '흰색',
        size: '중형',
        gender: '',
        seenAt: '2026-10-04T09:00',
      },
      [{ buffer: await text(), filename: 'seen.jpg' }],
    );
    await app.jobs.idle();
    const list = (await call(app, owner, 'GET', `/api/lost-pet/${report}/matches`)).json();
    const candidate = list.candidates.find(
      (c: { sightingId: number }) => c.sightingId === sighting.json().id,
    );
    // Listed by the words, with no photo similarity: the pictures were not compared.
    expect(candidate).toMatchObject({ source: 'SEEN', similarity: null });
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
    expect(await dognessOf(await makeJpeg())).toBeLessThan(NOT_A_DOG_BELOW);
    // A 시바 the model calls a dingo: the wild dog-like classes count as dogs too.
    expect(await dognessOf(realPhotos('shiba_inu')[0]!)).toBeGreaterThan(0.5);
    expect(await dognessOf(realPhotos('beagle')[0]!)).toBeGreaterThan(0.5);
    await embedder.close();
  });
});
