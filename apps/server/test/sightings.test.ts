import { sightingMessages as m } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sightingPhotos, sightings } from '../src/db/schema';
import { purgeUnconfirmed } from '../src/modules/sightings/sightings.service';
import { createSigner } from '../src/lib/signer';
import { linkToken } from '../src/modules/visitors/visitor-links';
import { authHeaders, createUser, unique } from './factories';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { call } from './matches.helpers';
import { finderHeaders, postSighting, tokenFromMail, visitorSighting } from './sightings.helpers';

const app = await buildTestApp();
const visitorEmail = () => `finder_${unique()}@example.com`;
const listIds = async (query = '') =>
  (await call(app, null, 'GET', `/api/sightings/paged?size=100${query}`))
    .json()
    .data.map((s: { id: number }) => s.id);

describe('found and seen reports', () => {
  it("a member's found report is public at once and listed with its photo", async () => {
    const member = await createUser(app);
    const res = await postSighting(app, { user: member });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ published: true, message: m.created });
    const id = res.json().id;
    expect(await listIds()).toContain(id);
    const detail = (await call(app, null, 'GET', `/api/sightings/${id}`)).json().data;
    expect(detail).toMatchObject({
      kind: 'FOUND',
      place: '광교호수공원 정문 앞',
      authorName: member.nickname,
      isAuthor: false,
      point: { approximate: true },
    });
    expect(detail.photos).toHaveLength(1);
    expect(detail.seenAt).toBe('2026-10-05T12:30:00.000Z');
  });

  it("a visitor's report waits for the e-mail link, then goes public", async () => {
    const email = visitorEmail();
    const res = await postSighting(app, { email, name: '이웃' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ published: false, message: m.confirmSent });
    const id = res.json().id;
    expect(await listIds()).not.toContain(id);
    expect((await call(app, null, 'GET', `/api/sightings/${id}`)).statusCode).toBe(404);

    await app.jobs.idle();
    const token = tokenFromMail(app, email);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/sightings/confirm',
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await listIds()).toContain(id);
    const asVisitor = await app.inject({
      method: 'GET',
      url: `/api/sightings/${id}`,
      headers: finderHeaders(token),
    });
    expect(asVisitor.json().data).toMatchObject({ isAuthor: true, authorName: '이웃' });
    // The finder's e-mail is in no answer.
    expect(asVisitor.body).not.toContain(email);
    expect((await call(app, null, 'GET', '/api/sightings/paged?size=100')).body).not.toContain(
      email,
    );
  });

  it('a seen report needs no photo, and the list filters by kind and place', async () => {
    const member = await createUser(app);
    const seen = await postSighting(
      app,
      { user: member },
      { kind: 'SEEN', region: '서울특별시', district: '마포구', direction: '한강 쪽으로' },
      [],
    );
    expect(seen.statusCode).toBe(201);
    const id = seen.json().id;
    expect(await listIds('&kind=SEEN&region=서울특별시')).toEqual([id]);
    expect(await listIds('&kind=FOUND&region=서울특별시')).toEqual([]);
    const detail = (await call(app, null, 'GET', `/api/sightings/${id}`)).json().data;
    expect(detail).toMatchObject({ photos: [], imagePath: null, direction: '한강 쪽으로' });
  });

  it('refuses bad fields with their Korean message and stores nothing', async () => {
    const member = await createUser(app);
    const cases: [Record<string, string>, string][] = [
      [{ place: '' }, m.required],
      [{ kind: 'LOST' }, m.kindRequired],
      [{ seenAt: '2026-02-30T10:00' }, m.seenAtInvalid],
      [{ seenAt: '2099-01-01T10:00' }, m.seenAtFuture],
      [{ district: '강남구' }, m.districtInvalid],
      [{ lat: '37.5' }, '지도에서 고른 위치가 올바르지 않습니다. 다시 골라주세요.'],
      [{ lat: '35.0', lng: '140.0' }, '지도 위치는 우리나라 안에서 골라주세요.'],
      [{ size: '초대형' }, '크기는 소형, 중형, 대형 중에서 고르세요.'],
      [{ lostReportId: '999999' }, m.lostReportUnknown],
    ];
    const before = (await listIds()).length;
    for (const [fields, message] of cases) {
      const res = await postSighting(app, { user: member }, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    expect((await listIds()).length).toBe(before);
  });

  it('keeps an exact pin as given', async () => {
    const member = await createUser(app);
    const res = await postSighting(app, { user: member }, { lat: '37.2839', lng: '127.0656' });
    const detail = (await call(app, null, 'GET', `/api/sightings/${res.json().id}`)).json().data;
    expect(detail.point).toEqual({ lat: 37.2839, lng: 127.0656, approximate: false });
  });
});

describe('robots and limits on visitors', () => {
  it('refuses a filled honeypot, a form sent too fast and a forged form token', async () => {
    const honeypot = await postSighting(
      app,
      { email: visitorEmail() },
      { homepage: 'http://spam' },
    );
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().message).toBe(m.honeypot);

    const fast = await postSighting(app, { email: visitorEmail(), formAgeMs: 500 });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().message).toBe(m.tooFast);

    const forged = await postSighting(
      app,
      { email: visitorEmail() },
      { formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(m.formTokenInvalid);

    const stale = await postSighting(app, { email: visitorEmail(), formAgeMs: 25 * 3600_000 });
    expect(stale.json().message).toBe(m.formTokenInvalid);
  });

  it('takes three posts an hour from one e-mail address, then answers 429', async () => {
    const email = visitorEmail();
    for (let i = 0; i < 3; i++) {
      expect((await postSighting(app, { email })).statusCode).toBe(202);
    }
    const fourth = await postSighting(app, { email: email.toUpperCase() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(m.emailLimit);
  });

  it('takes ten posts an hour from one member or twenty from one address, then answers 429', async () => {
    const limited = await buildTestApp({ writeLimits: loadConfig({}).writeLimits });
    const member = await createUser(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await postSighting(limited, { user: member }, {}, [])).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another member on the same address has their own count; a visitor there, the address's.
    expect(
      (await postSighting(limited, { user: await createUser(limited) }, {}, [])).statusCode,
    ).toBe(201);
    // The address has counted 12 posts; visitors there may send 8 more (20 an hour).
    const visitors: number[] = [];
    for (let i = 0; i < 9; i++) {
      visitors.push((await postSighting(limited, { email: visitorEmail() }, {}, [])).statusCode);
    }
    expect(visitors.slice(0, 8).every((s) => s === 202)).toBe(true);
    expect(visitors[8]).toBe(429);
    const refused = await postSighting(limited, { email: visitorEmail() }, {}, []);
    expect(refused.json().message).toMatch(/분 후 다시 시도해주세요/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the private link', () => {
  it('cannot be guessed: a forged, altered or borrowed token opens nothing', async () => {
    const a = await visitorSighting(app, visitorEmail());
    const b = await visitorSighting(app, visitorEmail());
    const altered = `${a.token.slice(0, -2)}${a.token.endsWith('AA') ? 'BB' : 'AA'}`;
    const borrowed = `${b.id}.${a.token.split('.')[1]}`;
    for (const token of [altered, borrowed, `${a.id}.${'x'.repeat(43)}`, 'nonsense']) {
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/sightings/confirm',
        payload: { token },
      });
      expect(confirm.statusCode, token).toBe(404);
      expect(confirm.json().message).toBe(m.linkInvalid);
      const close = await app.inject({
        method: 'POST',
        url: `/api/sightings/${a.id}/close`,
        headers: finderHeaders(token),
      });
      expect(close.statusCode, token).toBe(404);
    }
    // A member is not the visitor's finder either.
    const member = await createUser(app);
    expect((await call(app, member, 'POST', `/api/sightings/${a.id}/close`)).statusCode).toBe(403);
  });

  it('edits and closes the sighting, and works no more after the close', async () => {
    const { id, token } = await visitorSighting(app, visitorEmail());
    const body = multipart({
      kind: 'SEEN',
      seenAt: '2026-10-06T08:00',
      region: '경기도',
      district: '용인시',
      place: '동백호수공원',
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/sightings/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...finderHeaders(token) },
    });
    expect(edit.statusCode).toBe(200);
    const detail = (await call(app, null, 'GET', `/api/sightings/${id}`)).json().data;
    expect(detail).toMatchObject({ kind: 'SEEN', district: '용인시', photos: [{}] });

    const close = await app.inject({
      method: 'POST',
      url: `/api/sightings/${id}/close`,
      headers: finderHeaders(token),
    });
    expect(close.statusCode).toBe(200);
    expect(await listIds()).not.toContain(id);
    const again = await app.inject({
      method: 'POST',
      url: '/api/sightings/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    const reader = await app.inject({
      method: 'GET',
      url: `/api/sightings/${id}`,
      headers: finderHeaders(token),
    });
    expect(reader.json().data).toMatchObject({ status: 'CLOSED', isAuthor: false });
  });

  it("is a 256-bit MAC of the id and the row's nonce under the server secret", async () => {
    const { id, token } = await visitorSighting(app, visitorEmail());
    expect(token).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{43}$`));
    const [row] = await app.db.select().from(sightings).where(eq(sightings.id, id));
    expect(linkToken(app.signer, id, row!.linkNonce!)).toBe(token);
    expect(
      linkToken(createSigner('another-secret-of-at-least-32-chars!!'), id, row!.linkNonce!),
    ).not.toBe(token);
  });
});

describe('members', () => {
  it('list their own sightings on 마이페이지, open and closed', async () => {
    const member = await createUser(app);
    const first = (await postSighting(app, { user: member }, {}, [])).json().id;
    const second = (await postSighting(app, { user: member }, { kind: 'SEEN' }, [])).json().id;
    await call(app, member, 'POST', `/api/sightings/${first}/close`);
    const mine = (await call(app, member, 'GET', '/api/mypage/sightings')).json();
    expect(mine.content.map((s: { id: number }) => s.id)).toEqual([second, first]);
    expect(mine.content[1].status).toBe('CLOSED');
  });

  it('edit only their own sighting', async () => {
    const author = await createUser(app);
    const other = await createUser(app);
    const id = (await postSighting(app, { user: author }, {}, [])).json().id;
    const body = multipart(
      {
        ...{ kind: 'FOUND', seenAt: '2026-10-05T10:00' },
        region: '경기도',
        district: '수원시',
        place: '바뀐 곳',
      },
      {
        image: { buffer: await makeJpeg(), filename: 'x.jpg' },
      },
    );
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/sightings/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await authHeaders(app, other)) },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('unconfirmed posts', () => {
  it('are deleted with their photos after 24 hours; confirmed and recent ones stay', async () => {
    const stale = (await postSighting(app, { email: visitorEmail() })).json().id;
    const recent = (await postSighting(app, { email: visitorEmail() })).json().id;
    const { id: confirmed } = await visitorSighting(app, visitorEmail());
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600_000);
    await app.db
      .update(sightings)
      .set({ createdAt: dayAndHourAgo })
      .where(inArray(sightings.id, [stale, confirmed]));
    const [photo] = await app.db
      .select()
      .from(sightingPhotos)
      .where(eq(sightingPhotos.sightingId, stale));
    expect(await app.storage.get(photo!.imageKey)).toBeDefined();

    expect(await purgeUnconfirmed({ db: app.db, storage: app.storage })).toBe(1);
    const left = (await app.db.select({ id: sightings.id }).from(sightings)).map((r) => r.id);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([recent, confirmed]));
    expect(await app.storage.get(photo!.imageKey)).toBeUndefined();
  });
});
