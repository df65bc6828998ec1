import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema';
import { resolveVapidKeys } from '../src/modules/notifications/push/vapid-keys';
import { makePhoto, reencode } from './dogs-factory';
import { createUser, unique } from './factories';
import { call, reportWithPhoto } from './matches.helpers';
import { appWithPushService, subscribedDevice } from './push.helpers';
import { finderHeaders, postSighting, visitorSighting } from './sightings.helpers';

const { app, service } = await appWithPushService();
const rowOf = async (endpoint: string) =>
  (
    await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  )[0];

describe('push subscriptions', () => {
  it('a visitor finder subscribes by their private link and hears of a family and of a message there', async () => {
    const photo = await makePhoto(3201);
    const email = `finder_${unique()}@example.com`;
    const { id, token } = await visitorSighting(app, email, {}, [
      { buffer: photo, filename: 'dog.jpg' },
    ]);
    const device = await subscribedDevice(app, service, null, { headers: finderHeaders(token) });
    expect(await rowOf(device.subscription.endpoint)).toMatchObject({
      sightingId: id,
      userId: null,
      kinds: ['match', 'sighting', 'message', 'saved'],
    });

    // A family reports a dog like it: the finder's device hears of it, with their own link.
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, await reencode(photo));
    await app.jobs.idle();
    const [family] = service.deliveriesTo(device);
    expect(family?.payload).toMatchObject({
      title: '제보하신 강아지를 찾는 가족이 있을 수 있어요',
      url: `/sighting/manage?token=${token}`,
    });

    // The family writes: the push names the conversation, never the message or the writer.
    const text = '제 강아지 같아요. 010-1234-5678로 연락 주세요';
    const started = await call(app, owner, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId: id,
      body: text,
    });
    expect(started.statusCode).toBe(201);
    await app.jobs.idle();
    const message = service.deliveriesTo(device).at(-1);
    const conversationId = started.json().id;
    expect(message?.payload).toMatchObject({
      title: '새 메시지가 도착했어요',
      url: `/sighting/manage?token=${token}&conversation=${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(JSON.stringify(message?.payload)).not.toMatch(/010-1234|연락 주세요|@/);
  });

  it('a member’s message push opens the conversation', async () => {
    const photo = await makePhoto(3202);
    const owner = await createUser(app);
    const reportId = await reportWithPhoto(app, owner, photo);
    const finder = await createUser(app);
    const sightingId = (
      await postSighting(app, { user: finder }, {}, [
        { buffer: await reencode(photo), filename: 'a.jpg' },
      ])
    ).json().id;
    await app.jobs.idle();
    const device = await subscribedDevice(app, service, owner);
    const started = await call(app, finder, 'POST', '/api/conversations', {
      lostReportId: reportId,
      sightingId,
      body: '안녕하세요',
    });
    await app.jobs.idle();
    expect(service.deliveriesTo(device).at(-1)?.payload).toMatchObject({
      url: `/messages?id=${started.json().id}`,
    });
  });

  it('nobody subscribes without a login or a live private link', async () => {
    const body = service.device().subscription;
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: body,
      headers: finderHeaders(`1.${'A'.repeat(43)}`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an endpoint off the known push services and malformed keys, in Korean', async () => {
    const member = await createUser(app);
    const good = service.device().subscription;
    const cases = [
      [{ ...good, endpoint: 'http://127.0.0.1/push/x' }, '알림을 받을 주소가 올바르지 않습니다.'],
      [
        { ...good, endpoint: 'https://169.254.169.254/latest' },
        '이 브라우저의 알림 서비스는 지원하지 않습니다.',
      ],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, '알림 암호화 키가 올바르지 않습니다.'],
      [{ ...good, kinds: [] }, '받을 알림 종류를 하나 이상 고르세요.'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await call(app, member, 'POST', '/api/push/subscriptions', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('a device subscribed again moves to whoever subscribed it last; only its owner unsubscribes', async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const device = await subscribedDevice(app, service, first);
    const again = await call(app, second, 'POST', '/api/push/subscriptions', {
      ...device.subscription,
      kinds: ['message'],
    });
    expect(again.statusCode).toBe(200);
    expect(await rowOf(device.subscription.endpoint)).toMatchObject({
      userId: second.id,
      kinds: ['message'],
    });
    const endpoint = { endpoint: device.subscription.endpoint };
    const stranger = await call(app, first, 'DELETE', '/api/push/subscriptions', endpoint);
    expect(stranger.statusCode).toBe(403);
    const own = await call(app, second, 'DELETE', '/api/push/subscriptions', endpoint);
    expect(own.json()).toEqual({ status: 'ok', message: '이 기기에서 더는 알림을 받지 않습니다.' });
    expect(await rowOf(device.subscription.endpoint)).toBeUndefined();
    const gone = await call(app, second, 'DELETE', '/api/push/subscriptions', endpoint);
    expect(gone.statusCode).toBe(404);
  });

  it('a member keeps their ten most recent devices', async () => {
    const member = await createUser(app);
    const devices = [];
    for (let i = 0; i < 11; i++) devices.push(await subscribedDevice(app, service, member));
    const rows = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(rows).toHaveLength(10);
    expect(await rowOf(devices[0]!.subscription.endpoint)).toBeUndefined();
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-vapid-'));
    try {
      const first = resolveVapidKeys(undefined, dir);
      expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(resolveVapidKeys(undefined, dir)).toEqual(first);
      const file = path.join(dir, 'vapid-keys.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const configured = { publicKey: 'from-env-public', privateKey: 'from-env-private' };
      expect(resolveVapidKeys(configured, dir)).toEqual(configured);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the app subscribes browsers with the key it keeps', async () => {
    const res = await call(app, null, 'GET', '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    const kept = JSON.parse(fs.readFileSync(path.join(app.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(res.json()).toEqual({ publicKey: kept.publicKey });
  });
});
