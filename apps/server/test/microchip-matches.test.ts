import type { MatchCandidate } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { matchReportsJob } from '../src/jobs/catalogue';
import { createDog, makePhoto, reencode } from './dogs-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call, reportWithPhoto } from './matches.helpers';
import { postSighting } from './sightings.helpers';

const app = await buildTestApp();
const index = () => app.photoSearch.indexer.runOnce();
let next = 0;
/** A fresh 15-digit 동물등록번호 per test. */
const chip = () => `41010000000${String(++next).padStart(4, '0')}`;

const candidates = async (user: { id: number }, reportId: number) =>
  (await call(app, user, 'GET', `/api/lost-pet/${reportId}/matches`)).json()
    .candidates as MatchCandidate[];
const notified = async (user: { id: number }) =>
  (await call(app, user, 'GET', '/api/notifications')).json().content as {
    kind: string;
    dogId: number | null;
    sightingId: number | null;
  }[];
const photoOf = (buffer: Buffer) => [{ buffer, filename: 'dog.jpg' }];

describe('a microchip match is a certain match (ADR 151)', () => {
  it('a microchip match is ranked first and alerts, even with a different photo', async () => {
    const number = chip();
    const photo = await makePhoto(9101);
    // Look-alikes near home, and the real dog far away with another photo and the chip.
    for (let i = 0; i < 3; i++) await createDog(app, photo, { foundDate: '2026-10-05' });
    const dog = await createDog(app, await makePhoto(9102), {
      foundDate: '2026-10-05',
      jurisd: '부산광역시 해운대구',
      microchip: number,
    });
    await index();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, photo, { microchip: number });
    const list = await candidates(owner, id);
    expect(list[0]).toMatchObject({ dogId: dog.id, source: 'SHELTER', certain: true });
    expect(list.slice(1).every((c) => !c.certain)).toBe(true);
    expect(list.length).toBeGreaterThan(1);
    // Told at once, even though the owner is the one who just saved.
    expect(await notified(owner)).toContainEqual(
      expect.objectContaining({ kind: 'DOG_MATCH', dogId: dog.id }),
    );
    await app.jobs.idle();
    const mail = app.sentMails.filter((m) => m.to === owner.email);
    expect(mail.map((m) => m.subject)).toEqual([
      '[찾아줄개] 동물등록번호가 같은 강아지가 보호소에 있어요',
    ]);
    // Matched again later: still first, never told twice.
    await app.matcher.matchReport(id);
    await app.jobs.send(matchReportsJob, {});
    await app.jobs.idle();
    expect((await candidates(owner, id))[0]).toMatchObject({ dogId: dog.id, certain: true });
    expect((await notified(owner)).filter((n) => n.dogId === dog.id)).toHaveLength(1);
  });

  it('a dog imported later without a photo is found by its number on the scheduled pass', async () => {
    const number = chip();
    const owner = await createUser(app);
    const id = await reportWithPhoto(app, owner, await makePhoto(9201), { microchip: number });
    const dog = await createDog(app, undefined, { foundDate: '2026-10-08', microchip: number });
    const adopted = await createDog(app, undefined, { microchip: number, state: '종료(입양)' });
    await app.jobs.send(matchReportsJob, {});
    await app.jobs.idle();
    const list = await candidates(owner, id);
    expect(list[0]).toMatchObject({ dogId: dog.id, certain: true, similarity: null });
    expect(list.map((c) => c.dogId)).not.toContain(adopted.id);
    expect(await notified(owner)).toContainEqual(
      expect.objectContaining({ kind: 'DOG_MATCH', dogId: dog.id }),
    );
  });

  it('a finder’s report with the number reaches the family first, far away and with another photo', async () => {
    const number = chip();
    const photo = await makePhoto(9301);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo, { microchip: number });
    const finder = await createUser(app);
    // A look-alike next door, and the chipped dog on the other side of the country.
    const lookAlike = await postSighting(app, { user: finder }, {}, photoOf(await reencode(photo)));
    const chipped = await postSighting(
      app,
      { user: finder },
      { region: '부산광역시', district: '해운대구', microchip: number },
      photoOf(await makePhoto(9302)),
    );
    await app.jobs.idle();
    const list = await candidates(owner, reportId);
    expect(list[0]).toMatchObject({ sightingId: chipped.json().id, certain: true });
    expect(list.find((c) => c.sightingId === lookAlike.json().id)?.certain).toBe(false);
    expect(await notified(owner)).toContainEqual(
      expect.objectContaining({ kind: 'SIGHTING_MATCH', sightingId: chipped.json().id }),
    );
  });

  it('a report filed after the finder’s post tells its owner at once, and the finder', async () => {
    const number = chip();
    const finder = await createUser(app);
    const sighting = await postSighting(
      app,
      { user: finder },
      { region: '광주광역시', district: '북구', microchip: number },
      photoOf(await makePhoto(9401)),
    );
    await app.jobs.idle();
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, await makePhoto(9402), {
      microchip: number,
    });
    expect((await candidates(owner, reportId))[0]).toMatchObject({
      sightingId: sighting.json().id,
      certain: true,
    });
    expect(await notified(owner)).toContainEqual(
      expect.objectContaining({ kind: 'SIGHTING_MATCH', sightingId: sighting.json().id }),
    );
    expect(await notified(finder)).toContainEqual(
      expect.objectContaining({ kind: 'FAMILY_MATCH', sightingId: sighting.json().id }),
    );
  });
});
