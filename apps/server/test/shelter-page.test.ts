import type { DogsPage, Shelter } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { upsertShelters } from '../src/modules/shelters/shelters.repository';
import type { DogRow } from '../src/db/schema';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

const app = await buildTestApp();
await upsertShelters(app.db, [
  {
    careRegNo: '311322200900001',
    careNm: '수원시동물보호센터',
    careAddr: '경기도 수원시 권선구 1',
    careTel: '031-123-4567',
    lat: 37.26,
    lng: 127.03,
    weekOprStime: '09:00',
    weekOprEtime: '18:00',
  },
  { careRegNo: '311322200900002', careNm: '좌표 없는 보호소', careAddr: '경기도 화성시 2' },
]);

describe('GET /api/shelters/:careRegNo', () => {
  it('answers a shelter with its phone and opening hours', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shelters/311322200900001' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Shelter>()).toMatchObject({
      careNm: '수원시동물보호센터',
      careTel: '031-123-4567',
      weekOprStime: '09:00',
      lat: 37.26,
    });
  });

  it('answers a shelter without coordinates, with null ones', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shelters/311322200900002' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Shelter>()).toMatchObject({ careNm: '좌표 없는 보호소', lat: null, lng: null });
  });

  it('says so in Korean for an unknown shelter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shelters/none' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('보호소 정보를 찾을 수 없습니다.');
  });

  it("lists the shelter's dogs in care through the dog list, paged", async () => {
    const mine: DogRow[] = [];
    for (let i = 0; i < 3; i++) {
      mine.push(await createDog(app.db, { shelterRegNo: '311322200900001' }));
    }
    await createDog(app.db, { shelterRegNo: '311322200900001', state: '종료(입양)' });
    await createDog(app.db, { shelterRegNo: '311322200900002' });
    const url =
      '/api/dog-details/paged?shelterId=311322200900001&state=%EB%B3%B4%ED%98%B8%EC%A4%91&size=2';
    const first = (await app.inject({ method: 'GET', url })).json<DogsPage>();
    const second = (await app.inject({ method: 'GET', url: `${url}&page=1` })).json<DogsPage>();
    expect(first.pagination.meta).toEqual({ totalPages: 2, currentPage: 0, totalItems: 3 });
    expect([...first.data, ...second.data].map((d) => d.id)).toEqual(
      mine.map((d) => d.id).reverse(),
    );
  });
});
