import type { MapResponse } from '@chajul/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { createReport, putReport } from './reports.helpers';

// With the response cache on, the map keeps its snapshot (ADR 170): a write of this process
// must forget it, and a read must not.
const app = await buildTestApp({ responseCacheSeconds: 60 });
const owner = await createUser(app);

const pins = async () => {
  const res = await call(app, null, 'GET', '/api/map?zoom=18&kinds=lost');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MapResponse).points.map((p) => p.id);
};

describe('the map after a write', () => {
  it('shows a new or moved report at once; reads and other writes keep the snapshot', async () => {
    const forget = vi.spyOn(app.mapSnapshots, 'forget');
    const first = await createReport(app, owner, { lat: '37.28456', lng: '127.06123' });
    expect(await pins()).toContain(first);
    forget.mockClear();

    await pins();
    const inquiry = await call(app, owner, 'POST', '/api/inquiries', {
      title: '지도 문의',
      content: '지도에 대해 묻고 싶어요',
      isPublic: true,
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    expect(forget).not.toHaveBeenCalled();

    const second = await createReport(app, owner, { lat: '37.29', lng: '127.07' });
    expect(forget).toHaveBeenCalledTimes(1);
    expect(await pins()).toEqual(expect.arrayContaining([first, second]));

    const res = await putReport(app, owner, second, { region: '부산광역시', district: '해운대구' });
    expect(res.statusCode, res.body).toBe(200);
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
