import { closingMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lostReports, reportMatches } from '../src/db/schema';
import { createDog, makePhoto } from './dogs-factory';
import { createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { call, reportWithPhoto } from './matches.helpers';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

const app = await buildTestApp();
const index = () => app.photoSearch.indexer.runOnce();
const reunions = async () => (await call(app, null, 'GET', '/api/home/reunions')).json();
const close = (user: { id: number } | null, id: number, payload: object) =>
  call(app, user, 'POST', `/api/lost-pet/${id}/close`, payload);

describe('closing a lost report with how the dog came home (ADR 152)', () => {
  it('the owner marks it 찾았어요 with a reason and a note; it is FOUND with that reason', async () => {
    const owner = await createUser(app);
    const id = await createReport(app, owner);
    const res = await close(owner, id, { reason: 'BY_ITSELF', note: '밤에 현관 앞에 와 있었어요' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(closingMessages.closed);
    const data = (await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(data).toMatchObject({ status: 'FOUND', closedReason: 'BY_ITSELF' });
    const again = await close(owner, id, { reason: 'OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(closingMessages.alreadyClosed);
  });

  it('nobody else may close it, and a reason is required, in Korean', async () => {
    const owner = await createUser(app);
    const id = await createReport(app, owner);
    expect((await close(null, id, { reason: 'OTHER' })).statusCode).toBe(401);
    const other = await close(await createUser(app), id, { reason: 'OTHER' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(closingMessages.forbidden);
    expect((await close(await createAdmin(app), id, { reason: 'OTHER' })).statusCode).toBe(403);
    const bad = await close(owner, id, { reason: 'LUCK' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(closingMessages.reasonRequired);
    const long = await close(owner, id, { reason: 'OTHER', note: '가'.repeat(201) });
    expect(long.json().message).toBe(closingMessages.noteTooLong);
    expect((await close(owner, 999_999, { reason: 'OTHER' })).statusCode).toBe(404);
  });

  it('a closed report stops matching: no new candidate, however alike the dog', async () => {
    const photo = await makePhoto(8101);
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photo);
    await close(owner, id, { reason: 'OTHER' });
    await createDog(app, photo, { foundDate: '2026-10-06' });
    await index();
    await app.matcher.matchReport(id);
    const matches = (await call(app, owner, 'GET', `/api/lost-pet/${id}/matches`)).json();
    expect(matches).toMatchObject({ reportStatus: 'FOUND', candidates: [] });
    expect(await app.db.select().from(reportMatches).where(eq(reportMatches.reportId, id))).toEqual(
      [],
    );
  });

  it('"찾았어요" on a shelter dog or a neighbour’s report records SHELTER or SITE_FINDER', async () => {
    const photo = await makePhoto(8201);
    const owner = await createUser(app);
    const dog = await createDog(app, photo, { foundDate: '2026-10-06' });
    await index();
    const byShelter = await reportWithPhoto(app, owner, photo);
    await call(app, owner, 'POST', `/api/lost-pet/${byShelter}/matches/${dog.id}/found`);
    const byFinder = await reportWithPhoto(app, owner, await makePhoto(8202));
    const sighting = await postSighting(
      app,
      { user: await createUser(app) },
      { lostReportId: String(byFinder) },
    );
    await app.jobs.idle();
    const sightingId = sighting.json().id;
    await call(app, owner, 'POST', `/api/lost-pet/${byFinder}/sightings/${sightingId}/found`);
    const reasonOf = async (id: number) =>
      (await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data.closedReason;
    expect(await reasonOf(byShelter)).toBe('SHELTER');
    expect(await reasonOf(byFinder)).toBe('SITE_FINDER');
  });
});

describe('the honest reunion count', () => {
  it('counts closures by reason, a deleted report’s included, a hidden one’s not', async () => {
    await app.db.delete(lostReports); // the closures of the tests above stay, as they should
    const before = await reunions();
    expect(before.total).toBe(4);
    const owner = await createUser(app);
    const kept = await createReport(app, owner);
    const deleted = await createReport(app, owner);
    const hidden = await createReport(app, owner);
    const open = await createReport(app, owner);
    await close(owner, kept, { reason: 'SHELTER' });
    await close(owner, deleted, { reason: 'BY_ITSELF' });
    await close(owner, hidden, { reason: 'BY_ITSELF' });
    await call(app, owner, 'DELETE', `/api/lost-pet/${deleted}`);
    await app.db
      .update(lostReports)
      .set({ hiddenAt: new Date() })
      .where(eq(lostReports.id, hidden));
    const after = await reunions();
    expect(after.total).toBe(before.total + 2);
    expect(after.byReason.SHELTER).toBe(before.byReason.SHELTER + 1);
    expect(after.byReason.BY_ITSELF).toBe(before.byReason.BY_ITSELF + 1);
    expect(after.byReason).toEqual(
      expect.objectContaining({ SITE_FINDER: expect.any(Number), OTHER: expect.any(Number) }),
    );
    expect((await call(app, null, 'GET', `/api/lost-pet/${open}`)).json().data.status).toBe('OPEN');
  });
});

describe('"찾았어요" on a candidate asks how the dog came home (issue 38 item 17)', () => {
  it('records the way the owner chose, with their note; a way not on the list is a 400', async () => {
    const photo = await makePhoto(8301);
    const owner = await createUser(app);
    const dog = await createDog(app, photo, { foundDate: '2026-10-07' });
    await index();
    const byShelterDog = await reportWithPhoto(app, owner, photo);
    const url = `/api/lost-pet/${byShelterDog}/matches/${dog.id}/found`;
    const bad = await call(app, owner, 'POST', url, { reason: 'LUCK' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(closingMessages.reasonRequired);
    // The match alert of 찾아줄개 led the owner to the shelter: they say so.
    const res = await call(app, owner, 'POST', url, { reason: 'SITE_FINDER', note: '알림 덕분' });
    expect(res.statusCode, res.body).toBe(200);

    const bySighting = await reportWithPhoto(app, owner, await makePhoto(8302));
    const sighting = await postSighting(
      app,
      { user: await createUser(app) },
      { lostReportId: String(bySighting) },
    );
    await app.jobs.idle();
    const found = `/api/lost-pet/${bySighting}/sightings/${sighting.json().id}/found`;
    expect((await call(app, owner, 'POST', found, { reason: 'BY_ITSELF' })).statusCode).toBe(200);

    const detail = async (id: number) =>
      (await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(await detail(byShelterDog)).toMatchObject({
      status: 'FOUND',
      closedReason: 'SITE_FINDER',
    });
    expect(await detail(bySighting)).toMatchObject({ status: 'FOUND', closedReason: 'BY_ITSELF' });
  });
});
