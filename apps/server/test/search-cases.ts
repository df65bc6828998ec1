import type { SimilarDog } from '@chajul/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { createDog, makePhoto, reencode } from './dogs-factory';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { multipart } from './images';

export async function searchImage(
  app: TestApp,
  photo: Buffer,
  fields: Record<string, string> = {},
) {
  const form = multipart(fields, {
    image: { buffer: photo, filename: 'dog.jpg', contentType: 'image/jpeg' },
  });
  return app.inject({ method: 'POST', url: '/api/search/image', ...form });
}

/**
 * The photo-search rules, run once per vector path (pgvector, in-memory matrix): each test
 * file builds its app with the path it exercises and checks which one it got.
 */
export function photoSearchCases(kind: 'pgvector' | 'memory', overrides: () => Partial<Config>) {
  let app: TestApp;
  const photos: Buffer[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(overrides());
    const places = ['경기도 수원시', '경기도 성남시'];
    for (let i = 0; i < 12; i++) {
      photos.push(await makePhoto(i + 1));
      const dog = await createDog(app, photos[i], {
        jurisd: places[i % 2],
        species: i % 3 === 0 ? '진도견' : '믹스견',
        state: i === 5 ? '종료(입양)' : '보호중',
        specialMark: i === 7 ? '왼쪽 귀에 검은 점' : '온순함',
        shelterName: `보호센터 ${i}`,
      });
      ids.push(dog.id);
    }
    await createDog(app, undefined, { species: '사진없음' });
    await app.photoSearch.indexer.runOnce();
  });

  it(`uses the ${kind} vector search`, () => {
    expect(app.photoSearch.index().kind).toBe(kind);
  });

  it('finds the same dog first from a re-encoded copy of its photo', async () => {
    for (const i of [0, 4, 9]) {
      const res = await searchImage(app, await reencode(photos[i]!));
      expect(res.statusCode).toBe(200);
      const found: SimilarDog[] = res.json().dogs;
      expect(found[0]!.id).toBe(ids[i]);
      expect(found[0]!.similarity).toBeGreaterThan(0.9);
      expect(found[0]!.imagePath).toMatch(/^\/api\/dog-details\/images\/dogs\/.+\.jpg$/);
      // Screens show the shelter's name, not its registration number (issue 19).
      expect(found[0]!.shelterName).toBe(`보호센터 ${i}`);
      const similarities = found.map((d) => d.similarity);
      expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
      expect(found).toHaveLength(12); // every dog with a photo, none without
    }
  });

  it('returns only dogs that pass every filter given with the photo', async () => {
    const res = await searchImage(app, photos[0]!, { jurisd: '경기도 성남시', species: '믹스견' });
    const found: SimilarDog[] = res.json().dogs;
    const expected = ids.filter((_, i) => i % 2 === 1 && i % 3 !== 0);
    expect(found.map((d) => d.id).sort()).toEqual([...expected].sort());
    expect(found.every((d) => d.species === '믹스견')).toBe(true);

    const inCare = (await searchImage(app, photos[5]!, { state: '보호중' })).json()
      .dogs as SimilarDog[];
    expect(inCare.map((d) => d.id)).not.toContain(ids[5]);
    expect(inCare).toHaveLength(11);

    const keyword = (await searchImage(app, photos[0]!, { keyword: '검은 점' })).json()
      .dogs as SimilarDog[];
    expect(keyword.map((d) => d.id)).toEqual([ids[7]]);
  });

  it('refuses a file that is not an image with 415 and a missing image with 400', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/search/image',
      ...multipart({}, { image: { buffer: Buffer.from('not a photo'), filename: 'a.jpg' } }),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('이미지 파일만 업로드할 수 있습니다.');
    const none = await app.inject({
      method: 'POST',
      url: '/api/search/image',
      ...multipart({ species: '믹스견' }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: '이미지를 업로드해주세요.', field: 'image' });
  });

  return () => ({ app, photos, ids });
}
