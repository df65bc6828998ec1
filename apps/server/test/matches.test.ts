import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createDog, makePhoto, reencode } from './dogs-factory';
import { createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { call, candidateIds, matchWhileEmbedding, reportWithPhoto } from './matches.helpers';

const app = await buildTestApp();
const index = () => app.photoSearch.indexer.runOnce();
const photoA = await makePhoto(101);
const photoB = await makePhoto(202);

describe('candidates of a lost report', () => {
  it('lists the stray dog whose photo is a copy of the report photo first, with its similarity', async () => {
    const other = await createDog(app, photoB, { foundDate: '2026-10-05' });
    const same = await createDog(app, photoA, { foundDate: '2026-10-05' });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, await reencode(photoA));
    const res = await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ reportStatus: 'OPEN', hasPhoto: true, pending: false });
    expect(body.candidates[0]).toMatchObject({ dogId: same.id, status: 'CANDIDATE' });
    expect(body.candidates[0].similarity).toBeGreaterThan(0.9);
    expect(body.candidates[0].imagePath).toMatch(/^\/api\/dog-details\/images\//);
    const ids = body.candidates.map((c: { dogId: number }) => c.dogId);
    if (ids.includes(other.id)) expect(ids.indexOf(other.id)).toBeGreaterThan(0);
  });

  it('orders dogs with equally close photos by distance from where it was lost, then sex', async () => {
    const photo = await makePhoto(303);
    const found = { foundDate: '2026-10-04', gender: '암컷' };
    const far = await createDog(app, photo, { ...found, jurisd: '부산광역시 해운대구' });
    const sameRegion = await createDog(app, photo, { ...found, jurisd: '경기도 연천군' });
    const nextCity = await createDog(app, photo, { ...found, jurisd: '경기도 화성시' });
    const sameCity = await createDog(app, photo, { ...found, jurisd: '경기도 수원시' });
    const otherSex = await createDog(app, photo, {
      ...found,
      jurisd: '경기도 수원시',
      gender: '수컷',
    });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photo, { gender: '암컷' });
    const ids = await candidateIds(app, owner, id);
    const order = [sameCity.id, nextCity.id, sameRegion.id, far.id, otherSex.id];
    expect(ids.filter((x) => order.includes(x))).toEqual(order);
  });

  it('leaves out dogs found before the day lost (beyond 3 days) and dogs no longer in care', async () => {
    const photo = await makePhoto(404);
    const before = await createDog(app, photo, { foundDate: '2026-09-20' });
    const adopted = await createDog(app, photo, { foundDate: '2026-10-05', state: '종료(입양)' });
    const dayEarlier = await createDog(app, photo, { foundDate: '2026-10-01' });
    await index();
    const owner = await createUser(app);
    const ids = await candidateIds(app, owner, await reportWithPhoto(app, owner, photo));
    expect(ids).toContain(dayEarlier.id);
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(adopted.id);
  });

  it('recomputes the candidates when the author changes the photo', async () => {
    const photo1 = await makePhoto(505);
    const photo2 = await makePhoto(606);
    const first = await createDog(app, photo1, { foundDate: '2026-10-05' });
    const second = await createDog(app, photo2, { foundDate: '2026-10-05' });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photo1);
    expect((await candidateIds(app, owner, id))[0]).toBe(first.id);
    const { putReport } = await import('./reports.helpers');
    const res = await putReport(app, owner, id, {}, { buffer: photo2, filename: 'new.jpg' });
    expect(res.statusCode).toBe(200);
    await app.matcher.idle();
    expect((await candidateIds(app, owner, id))[0]).toBe(second.id);
  });

  it('a report without a photo has no candidates and says so', async () => {
    const owner = await createUser(app);
    const { createReport } = await import('./reports.helpers');
    const id = await createReport(app, owner, {}, null);
    // Still matched, against found and seen reports (issue 25), then done.
    await app.matcher.idle();
    const res = await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`);
    expect(res.json()).toEqual({
      reportStatus: 'OPEN',
      hasPhoto: false,
      pending: false,
      candidates: [],
    });
  });

  it('shows the candidates to the author and admins only', async () => {
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photoA);
    const url = `/api/lost-pet/${id}/matches`;
    expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    const stranger = await call(app, await createUser(app), 'GET', url);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('실종 신고를 쓴 회원만 볼 수 있습니다.');
    expect((await call(app, await createAdmin(app), 'GET', url)).statusCode).toBe(200);
    expect((await call(app, owner, 'GET', '/api/lost-pet/999999/matches')).statusCode).toBe(404);
  });
});

describe('아니에요 and 찾았어요', () => {
  it('"아니에요" removes the dog from the list; only the author may say it', async () => {
    const dog = await createDog(app, photoA, { foundDate: '2026-10-06' });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photoA);
    expect(await candidateIds(app, owner, id)).toContain(dog.id);
    const url = `/api/lost-pet/${id}/matches/${dog.id}/dismiss`;
    expect((await call(app, await createAdmin(app), 'POST', url)).statusCode).toBe(403);
    const res = await call(app, owner, 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('후보에서 뺐습니다.');
    expect(await candidateIds(app, owner, id)).not.toContain(dog.id);
    const missing = await call(app, owner, 'POST', `/api/lost-pet/${id}/matches/999999/dismiss`);
    expect(missing.statusCode).toBe(404);
  });

  it('"찾았어요" closes the report: FOUND in the detail and the list, the dog kept first', async () => {
    const photo = await makePhoto(707);
    const dog = await createDog(app, photo, { foundDate: '2026-10-06' });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photo);
    const url = `/api/lost-pet/${id}/matches/${dog.id}/found`;
    expect((await call(app, await createUser(app), 'POST', url)).statusCode).toBe(403);
    const res = await call(app, owner, 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('찾았어요! 실종 신고를 마쳤습니다.');
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data.status).toBe('FOUND');
    const list = await call(app, null, 'GET', '/api/lost-pet/paged?size=100&order=desc');
    const item = list.json().data.find((r: { id: number }) => r.id === id);
    expect(item.status).toBe('FOUND');
    const matches = (await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`)).json();
    expect(matches.reportStatus).toBe('FOUND');
    expect(matches.candidates[0]).toMatchObject({ dogId: dog.id, status: 'FOUND' });
    const again = await call(app, owner, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 찾은 실종 신고입니다.');
  });
});

describe('saving does not wait for the candidates', () => {
  it('answers the save at once and says "pending" until the candidates are in', async () => {
    const owner = await createUser(app);
    const { createReport } = await import('./reports.helpers');
    // The matching's embedding of the photo waits until the owner has asked: on pg-boss the
    // job could otherwise finish before the question, and the test would race it.
    let asked = () => {};
    const answered = new Promise<void>((resolve) => (asked = resolve));
    const embeddings = app.photoSearch.embeddings();
    const real = embeddings.analyse.bind(embeddings);
    const analyse = vi.spyOn(embeddings, 'analyse').mockImplementation(async (photo) => {
      await answered;
      return real(photo);
    });
    const id = await createReport(app, owner, {}, { buffer: photoA, filename: 'dog.jpg' });
    try {
      const during = (await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`)).json();
      expect(during.pending).toBe(true);
    } finally {
      asked();
    }
    await app.matcher.idle();
    expect(analyse).toHaveBeenCalled();
    analyse.mockRestore();
    const after = (await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`)).json();
    expect(after.pending).toBe(false);
    expect(after.candidates.length).toBeGreaterThan(0);
  });

  it('a report deleted while it is being matched ends its job quietly, not as a failure', async () => {
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, await reencode(photoA));
    await app.jobs.idle();
    // Its photo is embedded again, and the author deletes the report meanwhile.
    await app.db.execute(sql`delete from report_embeddings where report_id = ${id}`);
    await matchWhileEmbedding(
      app,
      async () =>
        expect((await call(app, owner, 'DELETE', `/api/lost-pet/${id}`)).statusCode).toBe(200),
      () => app.matcher.matchReport(id),
    );
  });
});
