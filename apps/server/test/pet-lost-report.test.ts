import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lostReports, petPhotoEmbeddings, reportEmbeddings } from '../src/db/schema';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { multipart } from './images';
import { createPet, issueTag, petPhotos, validPet } from './pets.helpers';
import { getDetail, putPhotos } from './reports.helpers';

const app = await buildTestApp();
const owner = await createUser(app);

const whenAndWhere = {
  dateLost: '2026-11-30',
  region: '경기도',
  district: '수원시',
  phone: '010-2222-3333',
};

async function petWith(count: number) {
  const form = multipart(validPet, { image: await petPhotos(count) });
  const res = await app.inject({
    method: 'POST',
    url: '/api/mypage/pets',
    payload: form.payload,
    headers: { ...form.headers, ...(await authHeaders(app, owner)) },
  });
  return res.json().id as number;
}

const reportLost = async (id: number, body: object = whenAndWhere, user = owner) =>
  app.inject({
    method: 'POST',
    url: `/api/mypage/pets/${id}/lost-report`,
    payload: body,
    headers: await authHeaders(app, user),
  });

describe('잃어버렸어요 from a profile (issue 40 item 3, ADR 253)', () => {
  it('makes a lost report from the profile with every photo and its words, adding only when and where', async () => {
    const id = await petWith(7);
    const res = await reportLost(id);
    expect(res.statusCode).toBe(201);
    const reportId = res.json().id as number;
    const detail = (
      await app.inject({ url: `/api/lost-pet/${reportId}`, headers: await authHeaders(app, owner) })
    ).json().data;
    expect(detail.photos).toHaveLength(7);
    expect(detail).toMatchObject({
      dogName: '보리',
      species: '진돗개',
      colour: '황색',
      size: '중형',
      gender: '수컷',
    });
    expect(detail.content).toContain('겁이 많아요, 부르면 도망가요');
    for (const photo of detail.photos) {
      expect(
        (await app.inject({ url: `/api/lost-pet/images${photo.thumbnailPath}` })).statusCode,
      ).toBe(200);
    }
    expect((await getDetail(app, reportId)).statusCode).toBe(200);
  });

  it('carries every photo into matching with the vectors the profile kept, none embedded again', async () => {
    const id = await petWith(6);
    const kept = await app.db
      .select()
      .from(petPhotoEmbeddings)
      .where(eq(petPhotoEmbeddings.profileId, id));
    const reportId = (await reportLost(id)).json().id as number;
    await app.jobs.idle();
    const vectors = await app.db
      .select()
      .from(reportEmbeddings)
      .where(eq(reportEmbeddings.reportId, reportId));
    expect(vectors).toHaveLength(6);
    const profileVectors = new Set(kept.map((k) => k.vector.toString('base64')));
    for (const v of vectors) expect(profileVectors.has(v.vector.toString('base64'))).toBe(true);
  });

  it('turns the tag’s page into a lost notice while the report is open, and refuses a second report', async () => {
    const id = await createPet(app, owner);
    const code = await issueTag(app, owner, id);
    expect((await app.inject({ url: `/api/tags/${code}` })).json()).toMatchObject({
      lost: false,
      lostReportId: null,
    });
    const reportId = (await reportLost(id)).json().id as number;
    expect((await app.inject({ url: `/api/tags/${code}` })).json()).toMatchObject({
      lost: true,
      lostReportId: reportId,
    });
    const again = await reportLost(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이 아이의 실종 신고가 이미 올라가 있어요.');
  });

  it('keeps a report made from more than five photos editable: an edit may keep or swap them, not grow it', async () => {
    const reportId = (await reportLost(await petWith(7))).json().id as number;
    const words = await putPhotos(app, owner, reportId, { fields: { dogName: '보리야' } });
    expect(words.statusCode).toBe(200);
    const read = async () =>
      (
        await app.inject({
          url: `/api/lost-pet/${reportId}`,
          headers: await authHeaders(app, owner),
        })
      ).json().data as { dogName: string; photos: { imagePath: string }[] };
    const before = await read();
    expect(before).toMatchObject({ dogName: '보리야' });
    expect(before.photos).toHaveLength(7);
    const kept = before.photos.slice(1).map((p) => p.imagePath);
    const swapped = await putPhotos(app, owner, reportId, {
      keepPhotos: kept,
      photos: await petPhotos(1),
    });
    expect(swapped.statusCode).toBe(200);
    expect((await read()).photos).toHaveLength(7);
    const grown = await putPhotos(app, owner, reportId, {
      keepPhotos: before.photos.slice(1).map((p) => p.imagePath),
      photos: await petPhotos(2),
    });
    expect(grown.statusCode).toBe(400);
  });

  it('takes the profile’s phone when the family gives none, and asks for one when the profile keeps none (ADR 257)', async () => {
    const { phone: _given, ...onlyWhenAndWhere } = whenAndWhere;
    const res = await reportLost(await createPet(app, owner), onlyWhenAndWhere);
    expect(res.statusCode).toBe(201);
    const [row] = await app.db
      .select({ phone: lostReports.phone })
      .from(lostReports)
      .where(eq(lostReports.id, res.json().id as number));
    expect(row?.phone).toBe('010-9876-5432');

    const none = await reportLost(await createPet(app, owner, { phone: '' }), onlyWhenAndWhere);
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('phone');
  });

  it('is the owner’s alone, and the report’s own rules still apply', async () => {
    const id = await createPet(app, owner);
    const other = await createUser(app);
    expect((await reportLost(id, whenAndWhere, other)).statusCode).toBe(403);
    const bad = await reportLost(id, { ...whenAndWhere, phone: '12' });
    expect(bad.statusCode).toBe(400);
  });
});
