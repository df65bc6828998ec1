import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportMatchStates, sightingMatches } from '../src/db/schema';
import { createDog, makePhoto, reencode } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call, reportWithPhoto, unread } from './matches.helpers';
import { postSighting } from './sightings.helpers';

/**
 * Re-matching that ends and keeps what the owner was told (issue 36, ADR 100 and 200): a
 * re-match never drops an alerted pair, and without shelter dogs a report is not matched
 * again on every pass.
 */
const app = await buildTestApp();
const photoOf = (buffer: Buffer) => [{ buffer, filename: 'dog.jpg' }];

async function listedSightings(owner: { id: number }, reportId: number): Promise<number[]> {
  const res = await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`);
  expect(res.statusCode).toBe(200);
  return res.json().candidates.flatMap((c: { sightingId: number | null }) => c.sightingId ?? []);
}

async function sighting(fields: Record<string, string>, photo: Buffer | null) {
  const finder = await createUser(app);
  const res = await postSighting(app, { user: finder }, fields, photo ? photoOf(photo) : []);
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const matchedAt = async (reportId: number) =>
  (
    await app.db
      .select({ at: reportMatchStates.matchedAt })
      .from(reportMatchStates)
      .where(eq(reportMatchStates.reportId, reportId))
  )[0]?.at;

describe('re-matching', () => {
  it('an alerted pair survives every re-match and stays in the owner’s list past 10 better candidates', async () => {
    const photo = await makePhoto(7201);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo);
    // Words and a place only, the one report nearby: it alerts the owner.
    const wordsOnly = await sighting({ kind: 'SEEN', seenAt: '2026-10-04T09:00' }, null);
    await app.jobs.idle();
    expect(await unread(app, owner)).toBe(1);
    const better: number[] = [];
    for (let i = 0; i < 11; i++) {
      better.push(await sighting({ seenAt: '2026-10-04T10:00' }, await reencode(photo)));
    }
    await app.jobs.idle();

    const rematches = [
      () => app.matcher.matchReport(reportId),
      () => app.matcher.matchSighting(wordsOnly),
      () => app.matcher.matchReport(reportId),
    ];
    for (const rematch of rematches) {
      await rematch();
      const listed = await listedSightings(owner, reportId);
      expect(listed).toContain(wordsOnly);
      expect(listed).toEqual(expect.arrayContaining(better));
    }
    const [pair] = await app.db
      .select({ alertedAt: sightingMatches.alertedAt })
      .from(sightingMatches)
      .where(eq(sightingMatches.sightingId, wordsOnly));
    expect(pair?.alertedAt).not.toBeNull();
  });

  it('with no shelter dogs, a report is matched once, not on every indexer run; a new dog matches it again once', async () => {
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, await makePhoto(7202));
    const first = await matchedAt(reportId);
    expect(first).toBeDefined();

    for (let run = 0; run < 3; run++) {
      await app.photoSearch.indexer.runOnce();
      expect(await app.matcher.rematchStaleReports()).toBe(0);
    }
    expect(await matchedAt(reportId)).toEqual(first);

    // A dog that can be this one comes in: the report meets it once.
    await createDog(app, await makePhoto(7203), { foundDate: '2026-10-04' });
    await app.photoSearch.indexer.runOnce();
    expect(await app.matcher.rematchStaleReports()).toBeGreaterThan(0);
    const second = await matchedAt(reportId);
    expect(second!.getTime()).toBeGreaterThan(first!.getTime());
    expect(await app.matcher.rematchStaleReports()).toBe(0);
    expect(await matchedAt(reportId)).toEqual(second);
  });

  it('a shelter dog the owner was told of survives a re-match and stays listed past 10 better dogs', async () => {
    const photo = await makePhoto(7204);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo);
    const dog = async (jurisd: string) =>
      (await createDog(app, await reencode(photo), { jurisd, gender: '암컷' })).id;
    const far = await dog('부산광역시 해운대구');
    await app.photoSearch.indexer.runOnce();
    expect(await unread(app, owner)).toBe(1);
    for (let i = 0; i < 11; i++) await dog('경기도 수원시');
    await app.photoSearch.indexer.runOnce();

    await app.matcher.matchReport(reportId);
    const res = await call(app, owner, 'GET', `/api/lost-pet/${reportId}/matches`);
    const dogs = res.json().candidates.flatMap((c: { dogId: number | null }) => c.dogId ?? []);
    expect(dogs.length).toBeGreaterThan(10);
    expect(dogs).toContain(far);
  });
});
