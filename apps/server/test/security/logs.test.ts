import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authHeaders, createUser, REQUIRED_CONSENTS } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { postReport } from '../reports.helpers';
import { hostile } from './hostile';

/** Personal values that must never reach a log line, whatever fails. */
const PHONE = '010-9876-5432';
const EMAIL = 'hong.gildong.private@example.com';
const PASSWORD = 'Secret!pass9';
const RESET_TOKEN = 'resettokenvalue1234567890abcdef';

let app: TestApp;
let lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({}, { logStream: stream });
  // Makes the report insert fail in the database, as the year-0 date once did (issue 17):
  // the failing query carries the phone number among its parameters.
  await app.db.execute(
    sql.raw(`alter table lost_reports add constraint probe_no_phone check (phone <> '${PHONE}')`),
  );
});

const logText = () => lines.join('\n');
/**
 * The log without the numbers every line carries (its time, the process id, a response's
 * time in ms): a float like 12.630658999987645 holds '9876' by chance.
 */
const logWithoutTimings = () =>
  lines
    .map((line) => {
      const { time: _time, pid: _pid, responseTime: _responseTime, ...rest } = JSON.parse(line);
      return JSON.stringify(rest);
    })
    .join('\n');

it('a failed query is logged without its parameters or the row it tried to write', async () => {
  const owner = await createUser(app);
  lines = [];
  await hostile(async () => {
    const res = await postReport(app, owner, { phone: PHONE }, null);
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors.length, logText()).toBeGreaterThan(0);
    // The failure itself is still there to debug: the SQL and the database's code.
    expect(errors.join('\n')).toContain('probe_no_phone');
    expect(errors.join('\n')).toContain('insert into');
    expect(logText()).not.toContain(PHONE);
    expect(logText()).not.toContain(PHONE.replaceAll('-', ''));
    expect(logWithoutTimings()).not.toContain('9876');
  });
});

it('request lines carry no e-mail, token or password from the query or the body', async () => {
  lines = [];
  await hostile(async () => {
    await app.inject({ url: `/auth/check-email?email=${encodeURIComponent(EMAIL)}` });
    await app.inject({ url: `/reset-password?token=${RESET_TOKEN}` });
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: 'nobody_here', password: PASSWORD },
    });
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        nickname: '홍길동',
        userid: 'hong_gd',
        password: PASSWORD,
        email: EMAIL,
        ...REQUIRED_CONSENTS,
      },
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).toContain('/auth/check-email');
    for (const secret of [EMAIL, 'hong.gildong', RESET_TOKEN, PASSWORD]) {
      expect(logText()).not.toContain(secret);
    }
  });
});

it('an authorization header or cookie never reaches the log', async () => {
  const owner = await createUser(app);
  const headers = await authHeaders(app, owner);
  lines = [];
  await hostile(async () => {
    await app.inject({
      url: '/api/mypage/me',
      headers: { ...headers, cookie: 'refreshToken=cookievalue123' },
    });
    expect(logText()).not.toContain(headers.authorization.slice(7, 40));
    expect(logText()).not.toContain('cookievalue123');
  });
});

it('database messages lose the values they quote, and details and params are dropped', async () => {
  const { serializeError } = await import('../../src/lib/logging');
  const cause = Object.assign(new Error('date/time field value out of range: "0000-01-01"'), {
    code: '22008',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    params: [PHONE],
  });
  await hostile(async () => {
    const text = JSON.stringify(serializeError(new Error('query failed', { cause })));
    expect(text).toContain('22008');
    expect(text).toContain('date/time field value out of range');
    for (const value of ['0000-01-01', EMAIL, PHONE]) expect(text).not.toContain(value);
  });
});

it('an export and a withdrawal log ids, never the password, e-mail or phone (issue 29)', async () => {
  const email = `leaving.${Date.now()}@example.com`;
  const member = await createUser(app, { email, password: PASSWORD });
  const headers = await authHeaders(app, member);
  await postReport(app, member, { phone: '010-5555-7777' }, null);
  lines = [];
  await hostile(async () => {
    expect((await app.inject({ url: '/api/mypage/export', headers })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.idle();
    expect(logText()).toContain('privacy event');
    for (const value of [PASSWORD, email, '010-5555-7777', member.userid]) {
      expect(logText()).not.toContain(value);
    }
  });
});

const MEMBER_EMAIL = 'kim.privacy.member@example.com';

it('the privacy routes (issue 29) log no e-mail or phone, and their answers show none', async () => {
  const member = await createUser(app, { email: MEMBER_EMAIL });
  const admin = await createUser(app, { role: 'ADMIN' });
  const asAdmin = await authHeaders(app, admin);
  const asMember = await authHeaders(app, member);
  lines = [];
  await hostile(async () => {
    const answers = [
      await app.inject({ url: '/api/policies' }),
      await app.inject({ url: '/api/mypage/consents', headers: asMember }),
      await app.inject({
        method: 'POST',
        url: '/api/mypage/consents',
        headers: asMember,
        payload: { agreeEmailAlerts: false },
      }),
      // Opening the member's details is recorded; the trail itself names no e-mail.
      await app.inject({ url: `/api/admin/users/${member.id}`, headers: asAdmin }),
      await app.inject({ url: '/api/admin/audit', headers: asAdmin }),
      await app.inject({ url: `/api/admin/audit?actor=${MEMBER_EMAIL}`, headers: asAdmin }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [policies, consents, update, , audit] = answers;
    for (const res of [policies, consents, update, audit]) {
      expect(res?.body).not.toContain(MEMBER_EMAIL);
      expect(res?.body).not.toMatch(/01[016789]-?\d{3,4}-?\d{4}/);
    }
    expect(logText()).toContain('/api/admin/audit');
    expect(logText()).not.toContain(MEMBER_EMAIL);
    expect(logText()).not.toContain(PHONE);
  });
});
