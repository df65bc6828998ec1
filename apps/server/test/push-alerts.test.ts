import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { savedAlertTexts } from '@chajul/contracts';
import { dogStateChanges, dogs, lostReports, pushSubscriptions } from '../src/db/schema';
import { askStillLostJob, savedAlertsJob } from '../src/jobs/catalogue';
import { createDog as createDogRow } from './dog-factory';
import { createDog, makePhoto, reencode } from './dogs-factory';
import { createUser } from './factories';
import { call, reportWithPhoto, unread } from './matches.helpers';
import { appWithPushService, preferences, subscribedDevice } from './push.helpers';
import type { Device } from './push/fake-push-service';

const { app, service } = await appWithPushService();
const index = () => app.photoSearch.indexer.runOnce();
const mailsTo = (email: string) => app.sentMails.filter((m) => m.to === email);
const publicKey = (await call(app, null, 'GET', '/api/push/public-key')).json().publicKey;

/** A member with a lost report and a subscribed device; `dogArrives` brings a look-alike in. */
async function ownerWithDevice(seed: number, kinds?: string[]) {
  const photo = await makePhoto(seed);
  const owner = await createUser(app);
  const reportId = await reportWithPhoto(app, owner, photo);
  const device = await subscribedDevice(app, service, owner, kinds ? { kinds } : {});
  const dogArrives = async () => {
    await createDog(app, await reencode(photo), { foundDate: '2026-10-05' });
    await index();
    await app.jobs.idle();
  };
  return { owner, reportId, device, dogArrives };
}

const deviceRow = async (device: Device) =>
  (
    await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
  )[0];

describe('push alerts', () => {
  it('a new match reaches the member’s device, sealed to its keys and signed with the server’s VAPID key', async () => {
    const { reportId, device, dogArrives } = await ownerWithDevice(3101);
    await dogArrives();
    const [delivery] = service.deliveriesTo(device);
    expect(delivery?.vapidKey).toBe(publicKey);
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery?.payload).toEqual({
      title: '비슷한 유기견이 보호소에 들어왔어요',
      body: expect.stringContaining('신고의 사진과 비슷한 강아지가 새로 등록되었어요.'),
      url: `/report/view?id=${reportId}#matches`,
      tag: `report-${reportId}-matches`,
    });
  });

  it('a kind with push off sends no push, while the app and the mail still tell', async () => {
    const { owner, device, dogArrives } = await ownerWithDevice(3102);
    const off = preferences({ match: { push: false } });
    const saved = await call(app, owner, 'PUT', '/api/mypage/alerts', { preferences: off });
    expect(saved.statusCode).toBe(200);
    await dogArrives();
    expect(service.deliveriesTo(device)).toHaveLength(0);
    expect(await unread(app, owner)).toBe(1);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('a device that chose other kinds gets no push of this kind', async () => {
    const { device, dogArrives } = await ownerWithDevice(3103, ['message']);
    await dogArrives();
    expect(service.deliveriesTo(device)).toHaveLength(0);
  });

  it('e-mail off sends no mail; the app and the push still tell', async () => {
    const { owner, device, dogArrives } = await ownerWithDevice(3104);
    const off = preferences({ match: { email: false } });
    await call(app, owner, 'PUT', '/api/mypage/alerts', { preferences: off });
    await dogArrives();
    expect(mailsTo(owner.email)).toHaveLength(0);
    expect(await unread(app, owner)).toBe(1);
    expect(service.deliveriesTo(device)).toHaveLength(1);
  });

  it('in-app off writes no notification; the mail and the push still tell', async () => {
    const { owner, device, dogArrives } = await ownerWithDevice(3105);
    const off = preferences({ match: { inApp: false } });
    await call(app, owner, 'PUT', '/api/mypage/alerts', { preferences: off });
    await dogArrives();
    expect((await call(app, owner, 'GET', '/api/notifications')).json().totalElements).toBe(0);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(service.deliveriesTo(device)).toHaveLength(1);
  });

  it.each([404, 410])(
    'a push service answering %i makes the server forget the device, without retrying',
    async (status) => {
      const { device, dogArrives } = await ownerWithDevice(3110 + status);
      service.answerWith((d) => (d?.id === device.id ? status : 201));
      await dogArrives();
      expect(service.deliveriesTo(device)).toHaveLength(1);
      expect(await deviceRow(device)).toBeUndefined();
      expect(await app.jobs.failed(10)).toEqual([]);
    },
  );

  it('a push service answering 500 is tried again with back-off, and the device is kept', async () => {
    const { device, dogArrives } = await ownerWithDevice(3120);
    service.answerWith((d, tries) => (d?.id === device.id && tries === 1 ? 500 : 201));
    await dogArrives();
    // The first retry waits the job's back-off (catalogue: send-push), then goes through.
    await vi.waitFor(() => expect(service.deliveriesTo(device)).toHaveLength(2), {
      timeout: 20_000,
      interval: 250,
    });
    const [first, second] = service.deliveriesTo(device);
    expect([first?.status, second?.status]).toEqual([500, 201]);
    expect(second?.payload).toEqual(first?.payload);
    expect(await deviceRow(device)).toBeDefined();
  });

  it('the 14-day question reaches the owner’s device and opens the report', async () => {
    const { owner, reportId, device } = await ownerWithDevice(3130);
    await app.db
      .update(lostReports)
      .set({ updatedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(lostReports.id, reportId));
    await app.jobs.send(askStillLostJob, {});
    await app.jobs.idle();
    const deliveries = service.deliveriesTo(device);
    expect(deliveries.map((d) => d.payload)).toEqual([
      expect.objectContaining({
        title: '아직 강아지를 찾고 계신가요?',
        url: `/report/view?id=${reportId}`,
        tag: `report-${reportId}-still-lost`,
      }),
    ]);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('a saved dog adopted in an import reaches the member’s device with its Korean line', async () => {
    const member = await createUser(app);
    const device = await subscribedDevice(app, service, member);
    const dog = await createDogRow(app.db, { species: '진도견' });
    await call(app, member, 'PUT', `/api/dogs/${dog.id}/saved`);
    await app.db.update(dogs).set({ state: '종료(입양)' }).where(eq(dogs.id, dog.id));
    await app.db
      .insert(dogStateChanges)
      .values({ dogId: dog.id, fromState: '보호중', toState: '종료(입양)' });
    await app.jobs.send(savedAlertsJob, {});
    await app.jobs.idle();
    const label = savedAlertTexts.dogLabel('진도견', dog.noticeNo);
    expect(service.deliveriesTo(device).map((d) => d.payload)).toEqual([
      expect.objectContaining({ body: savedAlertTexts.state.adopted(label) }),
    ]);
  });
});
