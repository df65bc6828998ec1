import { neighbourMessages as m } from '@chajul/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { neighbourAlerts, neighbourSubscribers } from '../src/db/schema';
import { neighbourDueAlertsJob } from '../src/jobs/catalogue';
import type { Mail } from '../src/lib/mailer';
import { deliverAlert, sendHeldAlerts } from '../src/modules/neighbours/neighbours.fanout';
import { createUser, unique } from './factories';
import { call } from './matches.helpers';
import { appWithPushService } from './push.helpers';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

/*
 * 동네 실종견 알림 (issue 39 item 1, ADR 240-241): who hears of a new lost report, when, and
 * that nothing personal leaves in any answer or alert.
 */
const { app, service } = await appWithPushService();

/** A report's pin off the 0.005° grid: the alerts must carry the grid point, not this. */
const PIN = { lat: 37.26512, lng: 127.00034 };
const GRID = { lat: 37.265, lng: 127.0 };
const north = (metres: number) => GRID.lat + metres / 111_320;
const PHONE = '010-9876-5432';

const settings = (lat: number, radiusM: number, extra: object = {}) => ({
  places: [{ lat, lng: GRID.lng, radiusM }],
  events: ['LOST'],
  channels: ['PUSH', 'EMAIL'],
  quietHours: null,
  ...extra,
});

async function subscribeWithEmail(lat: number, radiusM: number, extra: object = {}) {
  const email = `neighbour_${unique()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/neighbours',
    payload: { ...settings(lat, radiusM, extra), email },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({ status: 'ok', message: m.confirmSent });
  // Sent by a job: at once on PGlite's queue, within a poll on pg-boss.
  const mail = await vi.waitFor(
    () => {
      const sent = app.sentMails.filter((x) => x.to === email).at(-1);
      expect(sent).toBeDefined();
      return sent!;
    },
    { timeout: 15_000 },
  );
  const token = decodeURIComponent(/neighbours\/manage\?token=(\S+)/.exec(mail.text)![1]!);
  return { email, token };
}

async function confirmed(lat: number, radiusM: number, extra: object = {}) {
  const sub = await subscribeWithEmail(lat, radiusM, extra);
  const res = await app.inject({
    method: 'POST',
    url: '/api/neighbours/confirm',
    payload: { token: sub.token },
  });
  expect(res.json().message).toBe(m.confirmed);
  return sub;
}

async function withDevice(lat: number, radiusM: number) {
  const device = service.device();
  const res = await app.inject({
    method: 'POST',
    url: '/api/neighbours',
    payload: { ...settings(lat, radiusM, { channels: ['PUSH'] }), push: device.subscription },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device, token: res.json().token as string };
}

async function fileReport() {
  const owner = await createUser(app);
  const id = await createReport(app, owner, {
    lat: String(PIN.lat),
    lng: String(PIN.lng),
    phone: PHONE,
  });
  await app.jobs.idle();
  return { owner, id };
}

/**
 * Quiet hours from the hour before this one (in Korea) to the hour after the next: now is at
 * least an hour inside them, so a test that runs across an hour's turn is still in them.
 */
function quietAroundNow() {
  const hour = (new Date().getUTCHours() + 9) % 24;
  const end = (hour + 2) % 24;
  return { quietHours: { start: (hour + 23) % 24, end }, end };
}

const alertMails = (email: string) =>
  app.sentMails.filter((x) => x.to === email && x.subject === m.mailSubjectLost);

/**
 * The alert mails to `email`, once there are `count`: on pg-boss a try that failed under load
 * runs again 10-20 s later, after idle() returned (it waits for retries due within 10 s).
 */
const alertsArrived = (email: string, count: number) =>
  vi.waitFor(
    () => {
      const mails = alertMails(email);
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 45_000, interval: 100 },
  );

describe('subscribing', () => {
  it('a visitor subscribes by e-mail, confirms by the mailed link and reads their settings', async () => {
    const { token } = await subscribeWithEmail(north(800), 1000);
    const before = await app.inject({
      url: '/api/neighbours/mine',
      headers: { 'x-neighbour-token': token },
    });
    expect(before.json().emailConfirmed).toBe(false);
    await app.inject({ method: 'POST', url: '/api/neighbours/confirm', payload: { token } });
    const after = await app.inject({
      url: '/api/neighbours/mine',
      headers: { 'x-neighbour-token': token },
    });
    expect(after.json()).toMatchObject({ emailConfirmed: true, hasDevice: false });
    expect(after.body).not.toContain('@example.com');
  });

  it('forgets an address not confirmed within a day', async () => {
    const { email } = await subscribeWithEmail(north(800), 1000);
    const stale = new Date(Date.now() - 25 * 3600_000);
    await app.db
      .update(neighbourSubscribers)
      .set({ createdAt: stale })
      .where(eq(neighbourSubscribers.email, email));
    await app.jobs.send(neighbourDueAlertsJob, {});
    await app.jobs.idle();
    const left = await app.db
      .select()
      .from(neighbourSubscribers)
      .where(eq(neighbourSubscribers.email, email));
    expect(left).toHaveLength(0);
  });

  it('refuses a wrong link, more than three places and a radius not offered', async () => {
    const forged = await app.inject({
      url: '/api/neighbours/mine',
      headers: { 'x-neighbour-token': `1.${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(403);
    const place = { lat: GRID.lat, lng: GRID.lng, radiusM: 1000 };
    const four = await app.inject({
      method: 'POST',
      url: '/api/neighbours',
      payload: {
        ...settings(GRID.lat, 1000),
        places: [place, place, place, place],
        email: 'a@b.kr',
      },
    });
    expect(four.json().message).toBe(m.placesInvalid);
    const odd = await app.inject({
      method: 'POST',
      url: '/api/neighbours',
      payload: { ...settings(GRID.lat, 2000), email: 'a@b.kr' },
    });
    expect(odd.json().message).toBe(m.radiusInvalid);
  });

  it('a member saves, reads and removes theirs from 마이페이지', async () => {
    const member = await createUser(app);
    expect((await call(app, member, 'GET', '/api/neighbours/mine')).statusCode).toBe(404);
    const saved = await call(app, member, 'PUT', '/api/neighbours/mine', settings(GRID.lat, 3000));
    expect(saved.json().message).toBe(m.saved);
    const mine = await call(app, member, 'GET', '/api/neighbours/mine');
    expect(mine.json()).toMatchObject({ places: [{ radiusM: 3000 }], emailConfirmed: true });
    await call(app, member, 'DELETE', '/api/neighbours/mine');
    expect((await call(app, member, 'GET', '/api/neighbours/mine')).statusCode).toBe(404);
  });
});

describe('a new lost report', { timeout: 90_000 }, () => {
  it('reaches the circles that hold its rounded pin, by push and e-mail, and no other', async () => {
    const inside = await confirmed(north(800), 1000);
    const tooSmall = await confirmed(north(800), 500);
    const farAway = await confirmed(north(6000), 5000 + 0); // 6 km off, 5 km circle: out
    const unconfirmed = await subscribeWithEmail(north(100), 1000);
    // 4,997 m away on the haversine's sphere, in a 5 km circle: the look-up's box must hold it.
    const edge = await confirmed(GRID.lat + 0.04494, 5000);
    const { device } = await withDevice(north(800), 1000);
    const { owner, id } = await fileReport();

    const mail = (await alertsArrived(inside.email, 1))[0]!;
    await alertsArrived(edge.email, 1);
    for (const out of [tooSmall, farAway, unconfirmed])
      expect(alertMails(out.email)).toHaveLength(0);
    expect(mail.text).toContain(`/report/view?id=${id}`);
    expect(mail.text).toMatch(/\/neighbours\/off\?token=\S+/);
    const pushes = await vi.waitFor(
      () => {
        const delivered = service.deliveriesTo(device);
        expect(delivered).toHaveLength(1);
        return delivered;
      },
      { timeout: 45_000, interval: 100 },
    );
    expect(pushes[0]!.payload).toMatchObject({
      title: m.pushTitleLost,
      url: `/report/view?id=${id}`,
      offUrl: expect.stringMatching(/^\/neighbours\/off\?token=/),
    });
    // Never the phone number or the exact pin, in the mail or the push.
    for (const text of [mail.text, JSON.stringify(pushes[0]!.payload)]) {
      expect(text).not.toContain(PHONE);
      expect(text).not.toContain(String(PIN.lat));
      expect(text).not.toContain(String(PIN.lng));
    }
    // The family sees how many were told; no one else may ask.
    const told = await call(app, owner, 'GET', `/api/lost-pet/${id}/neighbours`);
    expect(told.json().told).toBeGreaterThanOrEqual(2);
    const stranger = await createUser(app);
    expect((await call(app, stranger, 'GET', `/api/lost-pet/${id}/neighbours`)).statusCode).toBe(
      403,
    );
  });

  it("the alert's off link, without a login, stops every area alert", async () => {
    const sub = await confirmed(north(800), 1000);
    await fileReport();
    const alert = (await alertsArrived(sub.email, 1))[0]!;
    const token = /\/neighbours\/off\?token=(\S+)/.exec(alert.text)![1]!;
    const off = await app.inject({
      method: 'POST',
      url: '/api/neighbours/off',
      payload: { token },
    });
    expect(off.json().message).toBe(m.off);
    await fileReport();
    expect(alertMails(sub.email)).toHaveLength(1);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/neighbours/off',
      payload: { token: `${token.split('.')[0]}.${'b'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('in quiet hours waits for their end instead of being dropped', async () => {
    const { quietHours, end } = quietAroundNow();
    const sub = await confirmed(north(800), 1000, { quietHours });
    const { id } = await fileReport();
    expect(alertMails(sub.email)).toHaveLength(0);
    const [row] = await app.db
      .select()
      .from(neighbourAlerts)
      .innerJoin(neighbourSubscribers, eq(neighbourSubscribers.id, neighbourAlerts.subscriberId))
      .where(and(eq(neighbourAlerts.targetId, id), eq(neighbourSubscribers.email, sub.email)));
    const due = row!.neighbour_alerts.dueAt;
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(due.getUTCMinutes()).toBe(0);
    expect((due.getUTCHours() + 9) % 24).toBe(end);
    // Not dropped: neighbour-due-alerts, run once the quiet hours end, sends it.
    const after = new Date(due.getTime() + 1000);
    expect(await sendHeldAlerts({ db: app.db, jobs: app.jobs, now: () => after })).toBe(1);
    await app.jobs.idle();
    await alertsArrived(sub.email, 1);
  });

  it('an alert whose sending failed is given back, so the retry sends it once', async () => {
    // Held by quiet hours, so no job sends it before this test does.
    const sub = await confirmed(north(800), 1000, { quietHours: quietAroundNow().quietHours });
    const { id } = await fileReport();
    const [row] = await app.db
      .select({ id: neighbourAlerts.id })
      .from(neighbourAlerts)
      .innerJoin(neighbourSubscribers, eq(neighbourSubscribers.id, neighbourAlerts.subscriberId))
      .where(and(eq(neighbourAlerts.targetId, id), eq(neighbourSubscribers.email, sub.email)));
    const deps = {
      db: app.db,
      jobs: app.jobs,
      push: app.push,
      signer: app.signer,
      baseUrl: app.config.publicBaseUrl,
      log: app.log,
      texts: async () => undefined,
    };
    const down = { send: () => Promise.reject(new Error('SMTP down')) };
    await expect(deliverAlert({ ...deps, mailer: down }, row!.id)).rejects.toThrow('SMTP down');
    const sent: Mail[] = [];
    const up = { send: async (mail: Mail) => void sent.push(mail) };
    await expect(deliverAlert({ ...deps, mailer: up }, row!.id)).resolves.toBe('sent');
    await expect(deliverAlert({ ...deps, mailer: up }, row!.id)).resolves.toBe('gone');
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[sub.email, m.mailSubjectLost]]);
  });

  it('stops at the daily cap', async () => {
    const sub = await confirmed(north(800), 1000);
    await app.db
      .update(neighbourSubscribers)
      .set({ dailyCap: 2 })
      .where(eq(neighbourSubscribers.email, sub.email));
    for (let i = 0; i < 3; i++) await fileReport();
    await alertsArrived(sub.email, 2);
  });

  it('a found report reaches only those who chose found dogs', async () => {
    const found = await confirmed(north(800), 1000, { events: ['FOUND'] });
    const lostOnly = await confirmed(north(800), 1000);
    const poster = await createUser(app);
    const res = await postSighting(
      app,
      { user: poster },
      { lat: String(PIN.lat), lng: String(PIN.lng) },
    );
    expect(res.statusCode, res.body).toBe(201);
    await app.jobs.idle();
    const mails = (email: string) =>
      app.sentMails.filter((x) => x.to === email && x.subject === m.mailSubjectFound);
    expect(mails(found.email)).toHaveLength(1);
    expect(mails(found.email)[0]!.text).toContain(`/sighting/view?id=${res.json().id}`);
    expect(mails(lostOnly.email)).toHaveLength(0);
  });

  it("a member hears by their account's address only with their consent to alert e-mails", async () => {
    const agreed = await createUser(app);
    const declined = await createUser(app, { consents: ['terms', 'privacy', 'age14'] });
    for (const member of [agreed, declined]) {
      const res = await call(
        app,
        member,
        'PUT',
        '/api/neighbours/mine',
        settings(north(800), 1000),
      );
      expect(res.statusCode).toBe(200);
    }
    await fileReport();
    await alertsArrived(agreed.email, 1);
    expect(alertMails(declined.email)).toHaveLength(0);
  });
});
