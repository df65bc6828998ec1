import {
  closingMessages,
  lostVisitorMessages as m,
  OWNER_TOKEN_HEADER,
  sightingMessages,
} from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { blockedEmails, lostReports, reportPhotos } from '../src/db/schema';
import { purgeUnconfirmedReports } from '../src/modules/reports/visitor-reports';
import { createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { call } from './matches.helpers';
import { validReport } from './reports.helpers';
import { postSighting, visitorFields } from './sightings.helpers';

const app = await buildTestApp();
const visitorEmail = () => `family_${unique()}@example.com`;
const pin = { lat: '37.28391', lng: '127.06544' };

/** POST /api/lost-pet/visitor as a visitor's browser sends it. */
async function postVisitorReport(
  email: string,
  fields: Record<string, string> = {},
  formAgeMs = 10_000,
) {
  const body = multipart(
    { ...validReport, ...pin, ...visitorFields(email, formAgeMs, app), ...fields },
    { image: { buffer: await makeJpeg(), filename: 'dog.jpg' } },
  );
  return app.inject({
    method: 'POST',
    url: '/api/lost-pet/visitor',
    payload: body.payload,
    headers: body.headers,
  });
}

/** The private link's token in the last mail to `email`. */
async function tokenFromMail(email: string) {
  await app.jobs.idle();
  const mail = app.sentMails.filter((sent) => sent.to === email).at(-1);
  const token = /lost\/manage\?token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no lost report link mailed to ${email}`);
  return decodeURIComponent(token);
}

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/lost-pet/confirm', payload: { token } });

const listIds = async () =>
  (await call(app, null, 'GET', '/api/lost-pet/paged?size=100&sort=newest'))
    .json()
    .data.map((r: { id: number }) => r.id);

/** A visitor files and confirms; returns the id and the private link's token. */
async function confirmedReport(email: string, fields: Record<string, string> = {}) {
  const res = await postVisitorReport(email, fields);
  if (res.statusCode !== 202) throw new Error(`not accepted: ${res.body}`);
  const token = await tokenFromMail(email);
  if ((await confirm(token)).statusCode !== 200) throw new Error('not confirmed');
  return { id: res.json().id as number, token };
}

const byLink = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

describe('lost reports without an account', () => {
  it('wait hidden for the mailed link, then are public and published once', async () => {
    const published = vi.spyOn(app.neighbours, 'onLostReportPublished');
    const email = visitorEmail();
    const res = await postVisitorReport(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ published: false, message: m.confirmSent });
    const id = res.json().id;
    expect(await listIds()).not.toContain(id);
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}`)).statusCode).toBe(404);

    const token = await tokenFromMail(email);
    expect((await confirm(token)).json()).toMatchObject({ id, message: m.confirmed });
    expect(await confirm(token)).toHaveProperty('statusCode', 200);
    expect(published.mock.calls.filter(([reportId]) => reportId === id)).toHaveLength(1);
    expect(await listIds()).toContain(id);
    published.mockRestore();
  });

  it("never show the visitor's address, number or exact pin to anyone else", async () => {
    const email = visitorEmail();
    const { id } = await confirmedReport(email, {
      phoneVisibility: 'PUBLIC',
      microchip: '410123456789012',
    });
    const member = await createUser(app);
    for (const reader of [null, member]) {
      const detail = await call(app, reader, 'GET', `/api/lost-pet/${id}`);
      expect(detail.statusCode).toBe(200);
      const data = detail.json().data;
      expect(data).toMatchObject({
        authorNickname: m.nickname,
        phone: null,
        phoneVisibility: 'NONE',
        microchip: null,
        isAuthor: false,
        point: { approximate: true },
      });
      expect(detail.body).not.toContain(email);
      expect(detail.body).not.toContain('010-1234-5678');
      expect(detail.body).not.toContain(pin.lat);
    }
    const list = await call(app, null, 'GET', '/api/lost-pet/paged?size=100&sort=newest');
    expect(list.body).not.toContain(email);
    expect(list.body).not.toContain(pin.lat);
    expect((await call(app, member, 'POST', `/api/lost-pet/${id}/phone`)).statusCode).toBe(403);
  });

  it('take sightings from finders', async () => {
    const { id } = await confirmedReport(visitorEmail());
    const finder = await createUser(app);
    const seen = await postSighting(app, { user: finder }, { lostReportId: String(id) });
    expect(seen.statusCode).toBe(201);
    const timeline = await call(app, null, 'GET', `/api/lost-pet/${id}/sightings`);
    expect(timeline.body).toContain(`"id":${seen.json().id}`);
  });

  it('the private link shows, edits and closes the report, then ends', async () => {
    const { id, token } = await confirmedReport(visitorEmail());
    const own = await app.inject({
      method: 'GET',
      url: '/api/lost-pet/by-link',
      headers: byLink(token),
    });
    expect(own.json().data).toMatchObject({
      id,
      isAuthor: true,
      phone: '010-1234-5678',
      point: { lat: Number(pin.lat), lng: Number(pin.lng), approximate: false },
    });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/lost-pet/by-link',
          headers: byLink(`${id}.${'x'.repeat(43)}`),
        })
      ).statusCode,
    ).toBe(404);

    const body = multipart(
      { ...validReport, content: '파란 목줄로 바꿨어요.', phoneVisibility: 'PUBLIC' },
      {},
    );
    const edited = await app.inject({
      method: 'PUT',
      url: '/api/lost-pet/by-link',
      payload: body.payload,
      headers: { ...body.headers, ...byLink(token) },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(after).toMatchObject({
      content: '파란 목줄로 바꿨어요.',
      phoneVisibility: 'NONE',
      phone: null,
    });

    const closed = await app.inject({
      method: 'POST',
      url: '/api/lost-pet/by-link/close',
      payload: { reason: 'BY_ITSELF' },
      headers: byLink(token),
    });
    expect(closed.json()).toMatchObject({ message: closingMessages.closed });
    expect((await call(app, null, 'GET', `/api/lost-pet/${id}`)).json().data.status).toBe('FOUND');
    const ended = await app.inject({
      method: 'GET',
      url: '/api/lost-pet/by-link',
      headers: byLink(token),
    });
    expect(ended.statusCode).toBe(404);
  });

  it('the private link tells how many neighbours the area alerts reached', async () => {
    const neighbour = `neighbour_${unique()}@example.com`;
    const sub = await app.inject({
      method: 'POST',
      url: '/api/neighbours',
      payload: {
        places: [{ lat: Number(pin.lat), lng: Number(pin.lng), radiusM: 1000 }],
        events: ['LOST'],
        channels: ['EMAIL'],
        quietHours: null,
        email: neighbour,
      },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const mail = await vi.waitFor(
      () => {
        const sent = app.sentMails.filter((x) => x.to === neighbour).at(-1);
        expect(sent).toBeDefined();
        return sent!;
      },
      { timeout: 15_000 },
    );
    const subToken = decodeURIComponent(/neighbours\/manage\?token=(\S+)/.exec(mail.text)![1]!);
    await app.inject({
      method: 'POST',
      url: '/api/neighbours/confirm',
      payload: { token: subToken },
    });

    const { token } = await confirmedReport(visitorEmail());
    await app.jobs.idle();
    const told = await app.inject({
      method: 'GET',
      url: '/api/lost-pet/by-link/neighbours',
      headers: byLink(token),
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().told).toBeGreaterThanOrEqual(1);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/lost-pet/by-link/neighbours',
      headers: byLink(`${token.split('.')[0]}.x`),
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('pass the robot checks and per-address limits of a finder’s post', async () => {
    const tooFast = await postVisitorReport(visitorEmail(), {}, 500);
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().message).toBe(sightingMessages.tooFast);

    const fields = visitorFields(visitorEmail(), 10_000, app);
    expect(
      (await postVisitorReport(fields.email, { formToken: fields.formToken })).statusCode,
    ).toBe(202);
    const again = await postVisitorReport(fields.email, { formToken: fields.formToken });
    expect(again.statusCode).toBe(409);

    const local = `family_${unique()}`;
    for (const address of [
      `${local}@example.com`,
      `${local}+a@example.com`,
      `${local.toUpperCase()}@example.com`,
    ]) {
      expect((await postVisitorReport(address)).statusCode).toBe(202);
    }
    const limited = await postVisitorReport(`${local}+b@example.com`);
    expect(limited.statusCode).toBe(429);

    const blocked = visitorEmail();
    await app.db.insert(blockedEmails).values({ email: blocked });
    expect((await postVisitorReport(blocked)).statusCode).toBe(403);
  });

  it('are deleted when never confirmed, with their photo files, like sightings', async () => {
    const res = await postVisitorReport(visitorEmail());
    const id = res.json().id;
    const kept = (await confirmedReport(visitorEmail())).id;
    const [photo] = await app.db.select().from(reportPhotos).where(eq(reportPhotos.reportId, id));
    expect(await app.storage.get(photo!.imageKey)).toBeDefined();
    // The purge may also take other files' leftovers: at least this report's photo.
    expect(
      await purgeUnconfirmedReports(app, new Date(Date.now() + 25 * 3600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(lostReports).where(eq(lostReports.id, id))).toHaveLength(0);
    expect(await app.db.select().from(reportPhotos).where(eq(reportPhotos.reportId, id))).toEqual(
      [],
    );
    expect(await app.storage.get(photo!.imageKey)).toBeUndefined();
    expect(await app.storage.get(photo!.thumbnailKey)).toBeUndefined();
    expect(await app.db.select().from(lostReports).where(eq(lostReports.id, kept))).toHaveLength(1);
  });

  it('move to the account of a member who proves the address by the mailed claim link', async () => {
    const local = `owner_${unique()}`;
    const member = await createUser(app, { email: `${local}@example.com` });
    const { id, token } = await confirmedReport(`${local}+lost@example.com`);
    const other = await createUser(app);
    expect((await call(app, member, 'GET', '/api/mypage/lost-pets/claimable')).json()).toEqual({
      count: 1,
    });
    expect((await call(app, other, 'GET', '/api/mypage/lost-pets/claimable')).json()).toEqual({
      count: 0,
    });

    const mailed = await call(app, member, 'POST', '/api/mypage/lost-pets/claim-mail');
    expect(mailed.json()).toMatchObject({ message: m.claimMailSent });
    await app.jobs.idle();
    const mail = app.sentMails.filter((sent) => sent.to === member.email).at(-1);
    const claim = /mypage\?claim=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(
      (await call(app, other, 'POST', '/api/mypage/lost-pets/claim', { token: claim })).statusCode,
    ).toBe(400);
    const claimed = await call(app, member, 'POST', '/api/mypage/lost-pets/claim', {
      token: claim,
    });
    expect(claimed.json()).toMatchObject({ count: 1, message: m.claimed(1) });

    const mine = (await call(app, member, 'GET', '/api/mypage/lost-pets')).json().content;
    expect(mine.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(app, member, 'GET', `/api/lost-pet/${id}`)).json().data.isAuthor).toBe(true);
    const oldLink = await app.inject({
      method: 'GET',
      url: '/api/lost-pet/by-link',
      headers: byLink(token),
    });
    expect(oldLink.statusCode).toBe(404);
    expect((await call(app, member, 'GET', '/api/mypage/lost-pets/claimable')).json()).toEqual({
      count: 0,
    });
  });
});
