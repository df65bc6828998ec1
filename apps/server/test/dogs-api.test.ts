import type { Dog, DogsPage } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { saveImage } from '../src/lib/image-store';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';

const app = await buildTestApp();

const paged = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/dog-details/paged?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<DogsPage>();
};

const suwon = await createDog(app.db, { species: '진도견', color: '황색' });
const adopted = await createDog(app.db, { state: '종료(입양)', species: '푸들' });
const yongin = await createDog(app.db, {
  jurisd: '경기도 용인시',
  species: '말티즈',
  foundPlace: '용인시 처인구 100% 공원',
});
const newest = await createDog(app.db, { species: '골든 리트리버', gender: '암컷' });

describe('GET /api/dog-details/paged', () => {
  it('answers the spec call shape (page 0, size 1000) newest first with paging meta', async () => {
    const page = await paged('page=0&size=1000');
    expect(page.data.map((d) => d.id)).toEqual([newest.id, yongin.id, adopted.id, suwon.id]);
    expect(page.pagination.meta).toEqual({ totalPages: 1, currentPage: 0, totalItems: 4 });
  });

  it('pages on the server so lists do not stop at one page', async () => {
    const second = await paged('page=1&size=3');
    expect(second.data.map((d) => d.id)).toEqual([suwon.id]);
    expect(second.pagination.meta).toEqual({ totalPages: 2, currentPage: 1, totalItems: 4 });
  });

  it('filters by city, breed, keyword and state', async () => {
    const byCity = await paged(`jurisd=${encodeURIComponent('경기도 용인시')}`);
    expect(byCity.data.map((d) => d.id)).toEqual([yongin.id]);
    const byBreed = await paged(`species=${encodeURIComponent('진도견')}`);
    expect(byBreed.data.map((d) => d.id)).toEqual([suwon.id]);
    const byKeyword = await paged(`keyword=${encodeURIComponent('황색')}`);
    expect(byKeyword.data.map((d) => d.id)).toEqual([suwon.id]);
    const inCare = await paged(`state=${encodeURIComponent('보호중')}&size=1000`);
    expect(inCare.data.map((d) => d.id)).not.toContain(adopted.id);
    expect(inCare.pagination.meta.totalItems).toBe(3);
  });

  it('treats % in a keyword as a plain character', async () => {
    expect((await paged('keyword=100%25')).data.map((d) => d.id)).toEqual([yongin.id]);
    expect((await paged('keyword=%25')).data.map((d) => d.id)).toEqual([yongin.id]);
  });

  it('refuses a page size above 1000 with a 400 naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dog-details/paged?size=1001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', field: 'size' });
  });
});

describe('GET /api/dog-details/breeds', () => {
  it('lists each breed once in Korean dictionary order', async () => {
    await createDog(app.db, { species: '진도견' });
    const res = await app.inject({ method: 'GET', url: '/api/dog-details/breeds' });
    expect(res.json()).toEqual(['골든 리트리버', '말티즈', '진도견', '푸들']);
  });
});

describe('GET /api/dog-details/{id}', () => {
  it('answers the detail with missing values as null and our own image URLs', async () => {
    const saved = await saveImage(app.storage, 'dogs', await makeJpeg());
    const dog = await createDog(app.db, {
      color: null,
      imageKey: saved.key,
      thumbnailKey: saved.thumbnailKey,
      createdAt: new Date('2026-11-03T03:00:00Z'),
    });
    const res = await app.inject({ method: 'GET', url: `/api/dog-details/${dog.id}` });
    const body = res.json<Dog>();
    expect(body).toMatchObject({ id: dog.id, color: null, state: '보호중', gender: '수컷' });
    expect(body.createdAt.slice(0, 10)).toBe('2026-11-03');
    expect(body.imagePath).toBe(`/api/dog-details/images/${saved.key}`);
    const image = await app.inject({ method: 'GET', url: body.imagePath ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 with a Korean message for an unknown dog', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dog-details/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('유기견 정보를 찾을 수 없습니다.');
  });

  it('never serves files outside the image store', async () => {
    for (const url of [
      '/api/dog-details/images/../../etc/passwd',
      '/api/dog-details/images/%2e%2e/x.jpg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });
});
