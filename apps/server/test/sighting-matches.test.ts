import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sightingEmbeddings, sightings } from '../src/db/schema';
import { makePhoto, reencode } from './dogs-factory';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call, matchWhileEmbedding, reportWithPhoto, unread } from './matches.helpers';
import { createReport } from './reports.helpers';
import { finderHeaders, postSighting, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const mailsTo = (email: string) => app.sentMails.filter((m) => m.to === email);
const photoOf = (buffer: Buffer) => [{ buffer, filename: 'dog.jpg' }];

type Candidate = { source: string; sightingId: number | null; dogId: number | null };
async function candidates(owner: { id: number }, reportId: number): Promise<Candidate[]> {
  const res = await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`);
  expect(res.statusCode).toBe(200);
  return res.json().candidates;
}

describe('found and seen reports meet lost reports', () => {
  it('a visitor finds the dog: the family is told in the app and by e-mail, the finder by e-mail', async () => {
    const photo = await makePhoto(7001);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo);
    const email = `finder_${unique()}@example.com`;
    const { id, token } = await visitorSighting(app, email, {}, photoOf(await reencode(photo)));
    await app.jobs.idle();

    const list = await candidates(owner, reportId);
    expect(list).toContainEqual(expect.objectContaining({ source: 'FOUND', sightingId: id }));
    expect(await unread(app, owner)).toBe(1);
    const notes = (await call(app, owner, 'GET', '/api/notifications')).json().content;
    expect(notes[0]).toMatchObject({ kind: 'SIGHTING_MATCH', reportId, sightingId: id });
    expect(notes[0].imagePath).toMatch(/^\/api\/sightings\/images\//);
    expect(mailsTo(owner.email).at(-1)?.subject).toContain('발견 제보');

    // The finder sees the possible family through the private link, and was mailed it.
    const families = await app.inject({
      method: 'GET',
      url: `/api/sightings/${id}/matches`,
      headers: finderHeaders(token),
    });
    expect(families.statusCode).toBe(200);
    expect(families.json().families).toContainEqual(
      expect.objectContaining({ lostReportId: reportId }),
    );
    expect(mailsTo(email).at(-1)?.text).toContain(`/sighting/manage?token=${token}`);
    // Nobody else sees a finder's families.
    expect((await call(app, owner, 'GET', `/api/sightings/${id}/matches`)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `/api/sightings/${id}/matches`)).statusCode).toBe(401);

    // A second pass over the same pair tells nobody again.
    await app.matcher.matchSighting(id);
    expect(await unread(app, owner)).toBe(1);
  });

  it('a new lost report lists earlier sightings among its candidates and tells a member finder', async () => {
    const photo = await makePhoto(7002);
    const finder = await createUser(app);
    const sightingId = (
      await postSighting(app, { user: finder }, { seenAt: '2026-10-04T09:00' }, photoOf(photo))
    ).json().id;
    await app.jobs.idle();
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, await reencode(photo));
    await app.jobs.idle();
    expect(await candidates(owner, reportId)).toContainEqual(
      expect.objectContaining({ source: 'FOUND', sightingId }),
    );
    // The owner made the report and is looking: no alert. The finder hears of a family.
    expect(await unread(app, owner)).toBe(0);
    const notes = (await call(app, finder, 'GET', '/api/notifications')).json().content;
    expect(notes[0]).toMatchObject({ kind: 'FAMILY_MATCH', reportId, sightingId });
  });

  it('a sighting seen before the dog was lost is no candidate', async () => {
    const photo = await makePhoto(7003);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo, { dateLost: '2026-10-20' });
    const finder = await createUser(app);
    await postSighting(
      app,
      { user: finder },
      { seenAt: '2026-10-01T09:00' },
      photoOf(await reencode(photo)),
    );
    await app.jobs.idle();
    expect((await candidates(owner, reportId)).filter((c) => c.source !== 'SHELTER')).toEqual([]);
  });

  it('a finder answering a report ("이 강아지를 봤어요") always reaches its family', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner, {}, null);
    const finder = await createUser(app);
    const sightingId = (
      await postSighting(
        app,
        { user: finder },
        {
          kind: 'SEEN',
          lostReportId: String(reportId),
          region: '부산광역시',
          district: '해운대구',
        },
        [],
      )
    ).json().id;
    await app.jobs.idle();
    expect(await candidates(owner, reportId)).toContainEqual(
      expect.objectContaining({ source: 'SEEN', sightingId }),
    );
    expect(await unread(app, owner)).toBe(1);
  });

  it("a lost report's timeline lists its sightings oldest first, not the dismissed ones", async () => {
    const owner = await createUser(app);
    const jeju = { region: '제주특별자치도', district: '서귀포시' };
    const reportId = await createReport(app, owner, jeju, null);
    const finder = await createUser(app);
    const post = async (seenAt: string) =>
      (
        await postSighting(
          app,
          { user: finder },
          { ...jeju, kind: 'SEEN', seenAt, lostReportId: String(reportId) },
          [],
        )
      ).json().id as number;
    const late = await post('2026-10-07T18:00');
    const early = await post('2026-10-04T07:00');
    const dismissed = await post('2026-10-05T12:00');
    await app.jobs.idle();
    await call(app, owner, 'POST', `/api/lost-pet/${reportId}/sightings/${dismissed}/dismiss`);
    const timeline = (await call(app, null, 'GET', `/api/lost-pet/${reportId}/sightings`)).json();
    expect(timeline.data.map((s: { id: number }) => s.id)).toEqual([early, late]);
    expect(timeline.data[0].point).toMatchObject({ approximate: true });
  });

  it('the owner dismisses a sighting (아니에요) or closes the report through it (찾았어요)', async () => {
    const photo = await makePhoto(7004);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo);
    const finder = await createUser(app);
    const first = (
      await postSighting(app, { user: finder }, {}, photoOf(await reencode(photo)))
    ).json().id;
    const second = (
      await postSighting(app, { user: finder }, {}, photoOf(await reencode(photo)))
    ).json().id;
    await app.jobs.idle();
    const other = await createUser(app);
    expect(
      (await call(app, other, 'POST', `/api/lost-pet/${reportId}/sightings/${first}/dismiss`))
        .statusCode,
    ).toBe(403);
    await call(app, owner, 'POST', `/api/lost-pet/${reportId}/sightings/${first}/dismiss`);
    const ids = (await candidates(owner, reportId)).map((c) => c.sightingId);
    expect(ids).not.toContain(first);
    expect(ids).toContain(second);
    const found = await call(
      app,
      owner,
      'POST',
      `/api/lost-pet/${reportId}/sightings/${second}/found`,
    );
    expect(found.statusCode).toBe(200);
    expect((await call(app, null, 'GET', `/api/lost-pet/${reportId}`)).json().data.status).toBe(
      'FOUND',
    );
  });

  it('a sighting deleted while it is being matched ends its job quietly, not as a failure', async () => {
    const photo = await makePhoto(7101);
    const owner = await createUser(app);
    await reportWithPhoto(app, owner, photo);
    const { id } = await visitorSighting(
      app,
      `finder_${unique()}@example.com`,
      {},
      photoOf(await reencode(photo)),
    );
    await app.jobs.idle();
    // Its photo is embedded again, and the sighting is deleted meanwhile.
    await app.db.delete(sightingEmbeddings).where(eq(sightingEmbeddings.sightingId, id));
    await matchWhileEmbedding(
      app,
      () => app.db.delete(sightings).where(eq(sightings.id, id)),
      () => app.matcher.matchSighting(id),
    );
  });
});
