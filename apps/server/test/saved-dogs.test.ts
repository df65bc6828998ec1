import { savedAlertTexts, savedMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dogs, dogStateChanges } from '../src/db/schema';
import { savedAlertsJob, savedDogsEndingJob } from '../src/jobs/catalogue';
import { koreanDate } from '../src/modules/saved/saved-dog-alerts';
import { createDog } from './dog-factory';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { as, notificationsOf } from './saved.helpers';

const app = await buildTestApp();
const DAY_MS = 86_400_000;

/** What the importer does when a source changes a dog's state (dogs.store.ts). */
async function importState(dogId: number, from: string, to: string) {
  await app.db.update(dogs).set({ state: to }).where(eq(dogs.id, dogId));
  await app.db.insert(dogStateChanges).values({ dogId, fromState: from, toState: to });
}

async function runJob(job: typeof savedAlertsJob | typeof savedDogsEndingJob) {
  await app.jobs.send(job, {});
  await app.jobs.idle();
}

describe('관심 강아지', () => {
  it('a member saves and unsaves a dog; the list shows it newest first', async () => {
    const member = await createUser(app);
    const first = await createDog(app.db);
    const second = await createDog(app.db);
    expect((await as(app, member, 'PUT', `/api/dogs/${first.id}/saved`)).json()).toEqual({
      saved: true,
    });
    await as(app, member, 'PUT', `/api/dogs/${second.id}/saved`);
    await as(app, member, 'PUT', `/api/dogs/${second.id}/saved`); // twice is once
    const list = await as(app, member, 'GET', '/api/mypage/saved-dogs');
    expect(list.json<{ dogs: { id: number }[] }>().dogs.map((d) => d.id)).toEqual([
      second.id,
      first.id,
    ]);
    await as(app, member, 'DELETE', `/api/dogs/${first.id}/saved`);
    const after = await as(app, member, 'GET', '/api/mypage/saved-dogs');
    expect(after.json<{ dogs: { id: number }[] }>().dogs.map((d) => d.id)).toEqual([second.id]);
  });

  it('a missing dog cannot be saved, and a visitor must log in', async () => {
    const member = await createUser(app);
    const missing = await as(app, member, 'PUT', '/api/dogs/99999999/saved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(savedMessages.dogNotFound);
    const dog = await createDog(app.db);
    expect((await as(app, null, 'PUT', `/api/dogs/${dog.id}/saved`)).statusCode).toBe(401);
  });

  it('a saved dog adopted in an import is told once, in the app and by e-mail', async () => {
    const member = await createUser(app);
    const dog = await createDog(app.db, { species: '진도견' });
    await as(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    const mails = app.sentMails.length;
    await importState(dog.id, '보호중', '종료(입양)');
    await runJob(savedAlertsJob);
    await runJob(savedAlertsJob); // a second run tells nothing new
    const told = await notificationsOf(app, member, ['SAVED_DOG_STATE']);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ dogId: dog.id, detail: '종료(입양)', noticeNo: dog.noticeNo });
    const label = savedAlertTexts.dogLabel('진도견', dog.noticeNo);
    const sent = app.sentMails.slice(mails).filter((m) => m.to === member.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(savedAlertTexts.state.adopted(label));
  });

  it('an animal that died is told of gently', async () => {
    const member = await createUser(app);
    const dog = await createDog(app.db);
    await as(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    const mails = app.sentMails.length;
    await importState(dog.id, '보호중', '종료(안락사)');
    await runJob(savedAlertsJob);
    const sent = app.sentMails.slice(mails).filter((m) => m.to === member.email);
    expect(sent[0]!.text).toContain('무지개다리를 건넜어요');
    expect(sent[0]!.text).not.toContain('안락사');
  });

  it('changes before the dog was saved, and changes nobody is told of, stay quiet', async () => {
    const member = await createUser(app);
    const dog = await createDog(app.db);
    await importState(dog.id, '보호중', '종료(반환)'); // before saving
    await as(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    await importState(dog.id, '종료(반환)', '보호중'); // back in care: not one of the five
    await runJob(savedAlertsJob);
    expect(await notificationsOf(app, member, ['SAVED_DOG_STATE'])).toHaveLength(0);
  });

  it('a member who turned saved alerts off in the app gets no bell, only what they kept', async () => {
    const member = await createUser(app);
    const on = { inApp: true, email: true, push: true };
    await as(app, member, 'PUT', '/api/mypage/alerts', {
      preferences: { match: on, sighting: on, message: on, saved: { ...on, inApp: false } },
    });
    const dog = await createDog(app.db);
    await as(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    const mails = app.sentMails.length;
    await importState(dog.id, '보호중', '종료(기증)');
    await runJob(savedAlertsJob);
    expect(await notificationsOf(app, member, ['SAVED_DOG_STATE'])).toHaveLength(0);
    expect(app.sentMails.slice(mails).filter((m) => m.to === member.email)).toHaveLength(1);
  });

  it('a notice ending in 2 days is told once; one ending later, or a dog out of care, is not', async () => {
    const member = await createUser(app);
    const inTwoDays = koreanDate(new Date(Date.now() + 2 * DAY_MS));
    const ending = await createDog(app.db, { noticeEndDate: inTwoDays });
    const later = await createDog(app.db, {
      noticeEndDate: koreanDate(new Date(Date.now() + 5 * DAY_MS)),
    });
    const adopted = await createDog(app.db, { noticeEndDate: inTwoDays, state: '종료(입양)' });
    for (const dog of [ending, later, adopted])
      await as(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    await runJob(savedDogsEndingJob);
    await runJob(savedDogsEndingJob);
    const told = await notificationsOf(app, member, ['SAVED_DOG_ENDING']);
    expect(told.map((n) => [n.dogId, n.detail])).toEqual([[ending.id, inTwoDays]]);
  });
});
