import { sheltersResponseSchema } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { shelters } from '../src/db/schema';
import { seedDemoData } from '../src/ingest/demo';
import { upsertShelters } from '../src/modules/shelters/shelters.repository';
import { buildTestApp } from './helper';

const app = await buildTestApp();
const demoApp = await buildTestApp({ demoData: true });

const get = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/shelters${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/shelters', () => {
  it('answers an empty table in the public API envelope', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toEqual({
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: { items: { item: [] }, numOfRows: 500, pageNo: 0, totalCount: 0 },
      },
    });
  });

  it('lets the spec client loop in batches until a short batch, seeing every shelter once', async () => {
    await upsertShelters(
      app.db,
      Array.from({ length: 7 }, (_, i) => ({
        careRegNo: `REG${i}`,
        careNm: `보호소 ${String.fromCharCode(0x44 - (i % 3))}${i}`,
        careAddr: `경기도 수원시 팔달로 ${i}`,
        lat: i === 3 ? null : 37.2 + i / 100,
        lng: i === 3 ? null : 127,
        careTel: i === 0 ? '031-***-1234' : null,
      })),
    );
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const { body } = await get(`?page=${page}&size=3`);
      const parsed = sheltersResponseSchema.parse(body);
      expect(parsed.response.body.totalCount).toBe(7);
      const items = parsed.response.body.items.item;
      seen.push(...items.map((s) => s.careRegNo));
      if (items.length < 3) break;
    }
    expect(seen.sort()).toEqual(['REG0', 'REG1', 'REG2', 'REG3', 'REG4', 'REG5', 'REG6']);

    const { body } = await get('?size=500');
    const items = sheltersResponseSchema.parse(body).response.body.items.item;
    expect(items.find((s) => s.careRegNo === 'REG3')).toMatchObject({ lat: null, lng: null });
    expect(items.find((s) => s.careRegNo === 'REG0')?.careTel).toBe('031-***-1234');
    await app.db.delete(shelters);
  });

  it('refuses a page size over 1000 and a negative page with the field named', async () => {
    const big = await get('?size=1001');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ status: 'error', statusCode: 400, field: 'size' });
    const negative = await get('?page=-1');
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('page');
  });

  it('serves the demo shelters of the demo data set, with coordinates', async () => {
    await seedDemoData(demoApp);
    const res = await demoApp.inject({ method: 'GET', url: '/api/shelters?page=0&size=500' });
    const items = sheltersResponseSchema.parse(res.json()).response.body.items.item;
    expect(items).toHaveLength(31);
    for (const s of items) {
      expect(s.careAddr.startsWith('경기도 ')).toBe(true);
      expect(s.lat).not.toBeNull();
      expect(s.lng).not.toBeNull();
    }
  });
});
