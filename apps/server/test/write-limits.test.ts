import { commonMessages } from '@chajul/contracts';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lostReports } from '../src/db/schema';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg, multipart } from './images';
import { createReport, validReport } from './reports.helpers';

// ADR 111: what members create is limited per member and per address, each on its own.
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({
    writeLimits: {
      ...loadConfig({}).writeLimits,
      reports: { perMember: 3, perAddress: 5 },
      photoUploads: { perMember: 5, perAddress: 100 },
      inquiries: { perMember: 2, perAddress: 3 },
      replies: { perMember: 2, perAddress: 100 },
    },
  });
});

const HOUR_S = 3600;

async function postReport(member: { id: number } | null, address: string) {
  const form = multipart(validReport, {
    image: { buffer: await makeJpeg(), filename: 'dog.jpg', contentType: 'image/jpeg' },
  });
  return app.inject({
    method: 'POST',
    url: '/api/lost-pet',
    payload: form.payload,
    headers: { ...form.headers, ...(member ? await authHeaders(app, member) : {}) },
    remoteAddress: address,
  });
}

async function putReport(member: { id: number }, id: number, address: string) {
  const form = multipart(validReport, {
    image: { buffer: await makeJpeg(), filename: 'new.jpg', contentType: 'image/jpeg' },
  });
  return app.inject({
    method: 'PUT',
    url: `/api/lost-pet/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...(await authHeaders(app, member)) },
    remoteAddress: address,
  });
}

const postJson = async (url: string, member: { id: number }, payload: object, address: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: await authHeaders(app, member),
    remoteAddress: address,
  });

/** A 429 that tells, in Korean and in Retry-After, to come back when the hour is over. */
function expectRefusedForTheHour(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(HOUR_S - 60);
  expect(wait).toBeLessThanOrEqual(HOUR_S);
  expect(res.json()).toMatchObject({
    status: 'error',
    statusCode: 429,
    message: commonMessages.tooManyRequestsFor(60),
  });
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

async function storedPhotos() {
  let n = 0;
  for await (const key of app.storage.list()) if (key.startsWith('reports/')) n++;
  return n;
}

describe('limits on what members create', () => {
  it('a member filing reports in parallel gets only the hourly number through, the rest a 429 that stores nothing', async () => {
    const member = await createUser(app);
    const photosBefore = await storedPhotos();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postReport(member, '10.1.0.1')),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429, 429]);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expectRefusedForTheHour(refused);
    }
    const [row] = await app.db
      .select({ n: count() })
      .from(lostReports)
      .where(eq(lostReports.authorId, member.id));
    expect(row?.n).toBe(3);
    // Three photos, each with its thumbnail: the refused calls stored none.
    expect((await storedPhotos()) - photosBefore).toBe(6);
  });

  it("members behind one address share the address's count", async () => {
    const members = [await createUser(app), await createUser(app), await createUser(app)];
    const results: number[] = [];
    for (const member of members) {
      for (let i = 0; i < 2; i++) results.push((await postReport(member, '10.2.0.1')).statusCode);
    }
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
    // The last member has one report of their three left, from anywhere else.
    expect((await postReport(members[2]!, '10.2.0.2')).statusCode).toBe(201);
  });

  it("a member's count follows them from address to address", async () => {
    const member = await createUser(app);
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expect((await postReport(member, address)).statusCode).toBe(201);
    }
    expectRefusedForTheHour(await postReport(member, '10.3.0.4'));
  });

  it('a visitor is refused with 401 before anything is counted', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await postReport(null, '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await postReport(await createUser(app), '10.4.0.1')).statusCode).toBe(201);
  });

  it('new and edited reports both count as photo uploads', async () => {
    const member = await createUser(app);
    const id = await createReport(app, member);
    const edits = [];
    for (let i = 0; i < 5; i++) edits.push((await putReport(member, id, '10.5.0.1')).statusCode);
    expect(edits).toEqual([200, 200, 200, 200, 429]);
    expectRefusedForTheHour(await putReport(member, id, '10.5.0.2'));
  });

  it('inquiries are limited per member and per address', async () => {
    const inquiry = { title: '문의', content: '내용', isPublic: true };
    const ask = async (member: { id: number }, address: string) =>
      (await postJson('/api/inquiries', member, inquiry, address)).statusCode;
    const member = await createUser(app);
    expect([await ask(member, '10.6.0.1'), await ask(member, '10.6.0.2')]).toEqual([201, 201]);
    expectRefusedForTheHour(await postJson('/api/inquiries', member, inquiry, '10.6.0.3'));
    const shared = [];
    for (let i = 0; i < 4; i++) shared.push(await ask(await createUser(app), '10.6.0.9'));
    expect(shared).toEqual([201, 201, 201, 429]);
  });

  it("an admin's replies are limited too", async () => {
    const [member, admin] = [await createUser(app), await createAdmin(app)];
    const asked = await postJson(
      '/api/inquiries',
      member,
      { title: '문의', content: '내용', isPublic: true },
      '10.7.0.1',
    );
    const url = `/api/inquiries/${asked.json().id}/replies`;
    const reply = () => postJson(url, admin, { content: '답변' }, '10.7.0.2');
    expect([(await reply()).statusCode, (await reply()).statusCode]).toEqual([201, 201]);
    expectRefusedForTheHour(await reply());
  });

  it('the limits are settings, per member and per address', () => {
    const config = loadConfig({
      REPORT_LIMIT_PER_HOUR: '7',
      REPORT_ADDRESS_LIMIT_PER_HOUR: '21',
      REPLY_LIMIT_PER_HOUR: '9',
    });
    expect(config.writeLimits.reports).toEqual({ perMember: 7, perAddress: 21 });
    expect(config.writeLimits.replies.perMember).toBe(9);
    expect(loadConfig({}).writeLimits.inquiries).toEqual({ perMember: 10, perAddress: 30 });
  });
});
