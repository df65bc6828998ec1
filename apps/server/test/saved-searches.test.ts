import { SAVED_SEARCH_LIMIT, savedAlertTexts, savedMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dogs, savedSearches } from '../src/db/schema';
import { savedAlertsJob } from '../src/jobs/catalogue';
import { notifierFor } from './saved.notifier';
import { matchPhotoSearches, sendDigests } from '../src/modules/saved/saved-search-alerts';
import { packVector } from '../src/modules/search/search.repository';
import { createDog } from './dog-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { as, notificationsOf } from './saved.helpers';

const app = await buildTestApp();
const DAY_MS = 86_400_000;
const deps = () => notifierFor(app);

async function runJob() {
  await app.jobs.send(savedAlertsJob, {});
  await app.jobs.idle();
}

async function saveSearch(member: { id: number }, filters: object, page = 'lookup') {
  const res = await as(app, member, 'POST', '/api/mypage/saved-searches', { page, filters });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const newDog = (values: Parameters<typeof createDog>[1] = {}) =>
  createDog(app.db, { createdAt: new Date(), ...values });

const digests = (member: { id: number }) => notificationsOf(app, member, ['SEARCH_DIGEST']);

describe('알림 받을 조건', () => {
  it('new dogs matching the filters come as one digest; others and older dogs do not', async () => {
    await newDog({ jurisd: '경기도 화성시', species: '푸들' }); // before the search: not news
    const member = await createUser(app);
    const id = await saveSearch(member, { jurisd: '경기도 화성시', species: '푸들' });
    await newDog({ jurisd: '경기도 화성시', species: '푸들' });
    await newDog({ jurisd: '경기도 화성시', species: '푸들' });
    await newDog({ jurisd: '경기도 화성시', species: '진도견' });
    await runJob();
    const told = await digests(member);
    expect(told.map((n) => [n.savedSearchId, n.dogCount])).toEqual([[id, 2]]);
  });

  it('a dog that arrives after the save is news, though its notice began that morning', async () => {
    const member = await createUser(app);
    const id = await saveSearch(member, { jurisd: '전라남도 순천시' });
    // An import's dog carries its notice's start as its date: earlier than the save.
    await newDog({ jurisd: '전라남도 순천시', createdAt: new Date(Date.now() - 6 * 3600_000) });
    await runJob();
    expect((await digests(member)).map((n) => [n.savedSearchId, n.dogCount])).toEqual([[id, 1]]);
  });

  it('sends at most one digest a day per search', async () => {
    const member = await createUser(app);
    const id = await saveSearch(member, { jurisd: '강원특별자치도 춘천시' });
    await newDog({ jurisd: '강원특별자치도 춘천시' });
    await runJob();
    await newDog({ jurisd: '강원특별자치도 춘천시' });
    await runJob();
    expect(await digests(member)).toHaveLength(1); // the second dog waits
    await sendDigests(deps(), new Date(Date.now() + DAY_MS + 60_000));
    const told = await digests(member);
    expect(told.map((n) => n.dogCount)).toEqual([1, 1]);
    const [row] = await app.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.lastDigestAt!.getTime()).toBeGreaterThan(Date.now() + DAY_MS);
  });

  it('the digests go out together, mailed only to members who agreed to alert e-mails', async () => {
    const agreed = await createUser(app);
    const declined = await createUser(app, { consents: ['terms', 'privacy', 'age14'] });
    await saveSearch(agreed, { jurisd: '전라남도 여수시' });
    await saveSearch(declined, { jurisd: '전라남도 여수시' });
    await newDog({ jurisd: '전라남도 여수시' });
    await runJob();
    expect((await digests(agreed)).map((n) => n.dogCount)).toEqual([1]);
    expect((await digests(declined)).map((n) => n.dogCount)).toEqual([1]);
    const mailsTo = (m: { email: string }) =>
      app.sentMails.filter(
        (mail) => mail.to === m.email && mail.subject.includes(savedAlertTexts.digestTitle),
      );
    expect(mailsTo(agreed)).toHaveLength(1);
    expect(mailsTo(declined)).toHaveLength(0);
  });

  it('a paused search hears nothing until resumed; a deleted one is gone with its alerts', async () => {
    const member = await createUser(app);
    const id = await saveSearch(member, { jurisd: '제주특별자치도 서귀포시' });
    const paused = await as(app, member, 'PATCH', `/api/mypage/saved-searches/${id}`, {
      paused: true,
    });
    expect(paused.json()).toMatchObject({ id, paused: true });
    await newDog({ jurisd: '제주특별자치도 서귀포시' });
    await runJob();
    expect(await digests(member)).toHaveLength(0);
    await as(app, member, 'PATCH', `/api/mypage/saved-searches/${id}`, { paused: false });
    await newDog({ jurisd: '제주특별자치도 서귀포시' });
    await runJob();
    expect((await digests(member)).map((n) => n.dogCount)).toEqual([1]);
    const deleted = await as(app, member, 'DELETE', `/api/mypage/saved-searches/${id}`);
    expect(deleted.json().message).toBe(savedMessages.searchDeleted);
    expect(await digests(member)).toHaveLength(0);
    const list = await as(app, member, 'GET', '/api/mypage/saved-searches');
    expect(list.json()).toEqual({ searches: [] });
    const again = await as(app, member, 'DELETE', `/api/mypage/saved-searches/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it('a dog deleted before the digest is not counted', async () => {
    const member = await createUser(app);
    await saveSearch(member, { jurisd: '전라남도 여수시' });
    await newDog({ jurisd: '전라남도 여수시' });
    await runJob(); // the first digest
    const gone = await newDog({ jurisd: '전라남도 여수시' });
    const kept = await newDog({ jurisd: '전라남도 여수시' });
    await runJob(); // matched, waiting for tomorrow
    await app.db.delete(dogs).where(eq(dogs.id, gone.id));
    await sendDigests(deps(), new Date(Date.now() + DAY_MS + 60_000));
    expect((await digests(member)).map((n) => n.dogCount)).toEqual([1, 1]);
    expect(kept.id).toBeGreaterThan(gone.id);
  });

  it('refuses unknown filters and more than the limit, in Korean', async () => {
    const member = await createUser(app);
    const bad = await as(app, member, 'POST', '/api/mypage/saved-searches', {
      page: 'lookup',
      filters: { colour: '흰색' },
    });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) await saveSearch(member, { keyword: `흰${i}` });
    const over = await as(app, member, 'POST', '/api/mypage/saved-searches', {
      page: 'adopt',
      filters: { state: '보호중' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(savedMessages.tooManySearches);
  });

  it('a photo search is told at once of a new dog at or above its threshold, once', async () => {
    const member = await createUser(app);
    const key = { model: 'test-model', version: '1' };
    const unit = (x: number, y: number) => {
      const n = Math.hypot(x, y);
      return new Float32Array([x / n, y / n, 0]);
    };
    const [search] = await app.db
      .insert(savedSearches)
      .values({
        userId: member.id,
        kind: 'photo',
        vector: packVector(unit(1, 0)),
        ...key,
        threshold: 0.9,
      })
      .returning();
    const near = await newDog();
    const far = await newDog();
    const embedded = [
      { id: near.id, vector: unit(1, 0.2) }, // similarity 0.98
      { id: far.id, vector: unit(1, 1) }, // similarity 0.71
    ];
    expect(await matchPhotoSearches(deps(), embedded, key)).toBe(1);
    expect(await matchPhotoSearches(deps(), embedded, key)).toBe(0); // once
    expect(await matchPhotoSearches(deps(), embedded, { ...key, version: '2' })).toBe(0);
    const told = await notificationsOf(app, member, ['SEARCH_PHOTO_MATCH']);
    expect(told.map((n) => [n.dogId, n.savedSearchId])).toEqual([[near.id, search!.id]]);
    expect(told[0]!.similarity).toBeCloseTo(0.98, 2);
  });
});
