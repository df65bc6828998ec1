import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lossNotices, sightingEmbeddings, sightings } from '../src/db/schema';
import { saveImage } from '../src/lib/image-store';
import type { LossNoticeRecord } from '../src/modules/loss-notices/loss-info';
import { mapLossItem } from '../src/modules/loss-notices/loss-info';
import { closeVanished, upsertLossNotices } from '../src/modules/loss-notices/loss-notices.store';
import { embedNoticePhotos } from '../src/modules/loss-notices/loss-notices.vectors';
import { sameDogPhotos } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { PERSONAL, lossItem } from './loss-info-fake';
import { postSighting } from './sightings.helpers';

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

  it("ranks by the photo when the found report and the notice have one, a hidden report's by words (ADR 259)", async () => {
    // Two notices of 수원시 alike in words; the other dog's is the fresher, so first by words.
    const [dogA, dogB] = [sameDogPhotos('0000'), sameDogPhotos('0001')];
    await upsertLossNotices(app.db, [notice(1, '2026-11-05'), notice(2, '2026-11-11')]);
    const rows = await app.db.select().from(lossNotices).orderBy(lossNotices.id);
    for (const [row, photo] of [
      [rows[0]!, dogA[0]!],
      [rows[1]!, dogB[0]!],
    ] as const) {
      const saved = await saveImage(app.storage, 'loss-notices', photo);
      await app.db
        .update(lossNotices)
        .set({ imageKey: saved.key, thumbnailKey: saved.thumbnailKey })
        .where(eq(lossNotices.id, row.id));
    }
    const embeddings = app.photoSearch.embeddings();
    expect(await embedNoticePhotos({ db: app.db, storage: app.storage, embeddings })).toBe(2);
    // Embedded once per model: a second pass has nothing to do.
    expect(await embedNoticePhotos({ db: app.db, storage: app.storage, embeddings })).toBe(0);

    // A member finds dog A (another photo of it) in 수원시 and says nothing of its looks.
    const finder = await createUser(app);
    const posted = await postSighting(
      app,
      { user: finder },
      { seenAt: '2026-11-12T09:00', breed: '', colour: '', size: '', gender: '', collar: '' },
      [{ buffer: dogA[1]!, filename: 'a.jpg' }],
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const sightingId = posted.json<{ id: number }>().id;
    await expect
      .poll(
        async () =>
          (
            await app.db
              .select()
              .from(sightingEmbeddings)
              .where(eq(sightingEmbeddings.sightingId, sightingId))
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const facts = { region: '경기도', district: '수원시', date: '2026-11-12' };
    const order = async (query: Record<string, string>) =>
      (await like(query)).json<{ data: { id: number }[] }>().data.map((d) => d.id);

    expect(await order(facts)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect((await order({ ...facts, sightingId: String(sightingId) }))[0]).toBe(rows[0]!.id);
    // A hidden report's photos say nothing: the answer is the words' one.
    await app.db
      .update(sightings)
      .set({ hiddenAt: new Date() })
      .where(eq(sightings.id, sightingId));
    expect(await order({ ...facts, sightingId: String(sightingId) })).toEqual([
      rows[1]!.id,
      rows[0]!.id,
    ]);
    expect((await like({ ...facts, sightingId: 'x' })).statusCode).toBe(400);
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
