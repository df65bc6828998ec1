import { describe, expect, it } from 'vitest';
import { makePhoto, reencode } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call, reportWithPhoto } from './matches.helpers';
import { postSighting } from './sightings.helpers';

/**
 * A lost report's public timeline "이 강아지를 봤다는 제보" against its private candidates
 * (issue 36, ADR 200): the timeline holds what the finder attached or the owner confirmed,
 * from the loss on.
 */
const app = await buildTestApp();
const photoOf = (buffer: Buffer) => [{ buffer, filename: 'dog.jpg' }];

async function timeline(reportId: number): Promise<number[]> {
  const res = await call(app, null, 'GET', `/api/lost-pet/${reportId}/sightings`);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((s: { id: number }) => s.id);
}

async function candidateSightings(owner: { id: number }, reportId: number): Promise<number[]> {
  const res = await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`);
  expect(res.statusCode).toBe(200);
  return res.json().candidates.flatMap((c: { sightingId: number | null }) => c.sightingId ?? []);
}

async function post(fields: Record<string, string>, photo: Buffer | null) {
  const finder = await createUser(app);
  const res = await postSighting(app, { user: finder }, fields, photo ? photoOf(photo) : []);
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('the public timeline of a lost report', () => {
  it('an unconfirmed candidate is never on the timeline; "이 아이가 맞아요" puts it there, the owner only', async () => {
    const photo = await makePhoto(7101);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo, { dateLost: '2026-10-05' });
    const candidate = await post({ seenAt: '2026-10-06T09:00' }, await reencode(photo));
    const attached = await post(
      { kind: 'SEEN', seenAt: '2026-10-06T12:00', lostReportId: String(reportId) },
      null,
    );
    await app.jobs.idle();

    expect(await candidateSightings(owner, reportId)).toEqual(
      expect.arrayContaining([candidate, attached]),
    );
    expect(await timeline(reportId)).toEqual([attached]);

    // Candidates and their scores are the owner's: nobody else reads or confirms them.
    const other = await createUser(app);
    expect((await call(app, other, 'GET', `/api/lost-pet/${reportId}/matches`)).statusCode).toBe(
      403,
    );
    expect((await call(app, null, 'GET', `/api/lost-pet/${reportId}/matches`)).statusCode).toBe(
      401,
    );
    const confirm = `/api/lost-pet/${reportId}/sightings/${candidate}/confirm`;
    expect((await call(app, other, 'POST', confirm)).statusCode).toBe(403);
    expect(await timeline(reportId)).toEqual([attached]);

    const res = await call(app, owner, 'POST', confirm);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('이 강아지를 봤다는 제보에 올렸습니다.');
    expect(await timeline(reportId)).toEqual([candidate, attached]);
    const list = (await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`)).json();
    expect(list.candidates).toContainEqual(
      expect.objectContaining({ sightingId: candidate, status: 'CONFIRMED' }),
    );
    // A re-match keeps the owner's answer.
    await app.matcher.matchSighting(candidate);
    await app.matcher.matchReport(reportId);
    expect(await timeline(reportId)).toEqual([candidate, attached]);
  });

  it('a sighting dated before the loss is never on the timeline, attached or confirmed', async () => {
    const photo = await makePhoto(7102);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo, { dateLost: '2026-10-05' });
    // The evening before the day lost (Korea time): still a candidate, owners misremember.
    const eveningBefore = await post({ seenAt: '2026-10-04T21:00' }, await reencode(photo));
    const attachedBefore = await post(
      { kind: 'SEEN', seenAt: '2026-10-04T20:00', lostReportId: String(reportId) },
      null,
    );
    const sameDay = await post(
      { kind: 'SEEN', seenAt: '2026-10-05T08:00', lostReportId: String(reportId) },
      null,
    );
    await app.jobs.idle();
    expect(await candidateSightings(owner, reportId)).toContain(eveningBefore);
    const confirm = `/api/lost-pet/${reportId}/sightings/${eveningBefore}/confirm`;
    expect((await call(app, owner, 'POST', confirm)).statusCode).toBe(200);

    const shown = await timeline(reportId);
    expect(shown).toEqual([sameDay]);
    expect(shown).not.toContain(attachedBefore);
  });

  it('with a time lost, a sighting hours before it is not on the timeline', async () => {
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, await makePhoto(7103), {
      dateLost: '2026-10-05',
      timeLost: '15:00',
    });
    const attached = (seenAt: string) =>
      post({ kind: 'SEEN', seenAt, lostReportId: String(reportId) }, null);
    await attached('2026-10-05T12:00');
    const after = await attached('2026-10-05T16:00');
    await app.jobs.idle();
    expect(await timeline(reportId)).toEqual([after]);
  });
});
