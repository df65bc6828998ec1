import { beforeEach, describe, expect, it } from 'vitest';
import { lossNotices } from '../src/db/schema';
import type { LossNoticeRecord } from '../src/modules/loss-notices/loss-info';
import { mapLossItem } from '../src/modules/loss-notices/loss-info';
import { closeVanished, upsertLossNotices } from '../src/modules/loss-notices/loss-notices.store';
import { buildTestApp } from './helper';
import { PERSONAL, lossItem } from './loss-info-fake';

const app = await buildTestApp();

/** A notice of 수원시 lost on `day` (YYYY-MM-DD), as the import stores it. */
const notice = (n: number, day: string, values: Record<string, unknown> = {}) =>
  mapLossItem(
    lossItem(n, {
      happenDt: `${day} 09:00:00.0`,
      happenAddr: '경기도 수원시 팔달구 어딘가로 1',
      orgNm: '경기도 수원시',
      colorCd: '흰색',
      sexCd: 'F',
      ...values,
    }),
  ) as LossNoticeRecord;

const like = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/loss-notices/like?${new URLSearchParams(query)}` });

beforeEach(async () => {
  await app.db.delete(lossNotices);
});

describe('national lost-animal notices as match targets (ADR 247)', () => {
  it("lists the notices like a finder's dog, nearest in place, time and looks first, with the official link", async () => {
    await upsertLossNotices(app.db, [
      notice(1, '2026-11-10'),
      notice(2, '2026-11-01', { colorCd: '검정' }),
      notice(3, '2026-11-10', { sexCd: 'M' }),
      notice(4, '2026-11-10', { happenAddr: '경기도 포천시 어딘가로 1', orgNm: '경기도 포천시' }),
      notice(5, '2026-11-20'),
      notice(6, '2026-11-10', {
        happenAddr: '서울특별시 강남구 어딘가로 1',
        orgNm: '서울특별시 강남구',
      }),
    ]);
    const res = await like({
      region: '경기도',
      district: '수원시',
      date: '2026-11-12',
      colour: '흰색',
      gender: '암컷',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { colour: string; district: string; officialUrl: string }[] }>()
      .data;
    // The white female of 수원시 first; the black one (colours disagree) after it; the male,
    // the far 포천시 one, one lost after the day found and another 시/도 are not listed.
    expect(data.map((d) => d.colour)).toEqual(['흰색', '검정']);
    expect(data[0]?.officialUrl).toContain('searchSDate=2026-11-10');
    for (const value of Object.values(PERSONAL)) expect(res.body).not.toContain(value);
    expect(res.body).not.toContain('어딘가로');
  });

  it('draws the open notices on the map as 분실 신고 around their 시/군/구, linking to the official site', async () => {
    await upsertLossNotices(app.db, [notice(1, '2026-11-10')]);
    const res = await app.inject({ method: 'GET', url: '/api/map/list?kinds=notice' });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json<{ data: Record<string, unknown>[] }>().data;
    expect(item).toMatchObject({
      kind: 'notice',
      title: '믹스견',
      place: '경기도 수원시',
      date: '2026-11-10',
      point: { approximate: true },
      officialUrl: expect.stringContaining('searchSDate=2026-11-10') as unknown,
    });
    for (const value of Object.values(PERSONAL)) expect(res.body).not.toContain(value);
    expect(res.body).not.toContain('어딘가로');
  });

  it('leaves out closed notices, and refuses a question without a place or a day', async () => {
    await upsertLossNotices(app.db, [notice(1, '2026-11-10')]);
    await closeVanished(app.db, new Date(Date.now() + 60_000));
    const res = await like({ region: '경기도', district: '수원시', date: '2026-11-12' });
    expect(res.json()).toEqual({ data: [] });
    expect((await like({ region: '경기도' })).statusCode).toBe(400);
    expect((await like({ date: '2026-11-12' })).statusCode).toBe(400);
  });
});
