import { authMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { authHeaders, createUser, REQUIRED_CONSENTS, unique } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { expectKoreanError, hostile } from './hostile';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  // Many signups and checks in a row: only the flood tests meet the limits.
  const limits = loadConfig({}).authRateLimits;
  app = await buildTestApp({
    rateLimitPerMinute: 100_000,
    authRateLimits: { ...limits, signupsPerHour: 10_000, checksPerMinute: 10_000 },
  });
  admin = await createUser(app, { nickname: '관리자', role: 'ADMIN' });
});

/** Nicknames that look like another, or like nothing: each hides a character no one sees. */
const invisible = (name: string) => ({
  'a zero-width space after the admin’s name': `${name}\u200B`,
  'only zero-width spaces': '\u200B\u200B\u200B\u200B',
  'a zero-width joiner inside': `관\u200D리자`,
  'a right-to-left override': `\u202E${name}`,
  'a left-to-right mark': `${name}\u200E`,
  'a bidi isolate': `\u2066${name}\u2069`,
  'a byte-order mark inside': `관리\uFEFF자`,
  'a soft hyphen': `관\u00AD리자`,
  'a control character': `관리\u0007자`,
  'a line separator': `관리\u2028자`,
  'a paragraph separator': `관리\u2029자`,
  'a private-use character': `관리자\uE000`,
  'an unassigned code point': `관리자\u0378`,
  'Hangul fillers only': '\u3164\u3164\u3164',
  'a halfwidth Hangul filler': `관리자\uFFA0`,
});

const signup = (fields: Record<string, string>) => {
  const id = unique();
  return app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: {
      nickname: `닉${id}`,
      userid: `id_${id}`,
      email: `id_${id}@example.com`,
      password: 'Strong!pass1',
      ...REQUIRED_CONSENTS,
      ...fields,
    },
  });
};

function expectRefused(res: { statusCode: number; body: string }, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  expectKoreanError(res.body, 400);
  const body = JSON.parse(res.body) as { message: string; field?: string };
  expect(body.message).toBe(message);
  if (field) expect(body.field).toBe(field);
}

describe('nicknames', () => {
  it('with invisible, control or bidi characters are refused on signup', async () => {
    for (const [what, nickname] of Object.entries(invisible(admin.nickname))) {
      await hostile(async () => {
        const res = await signup({ nickname });
        expect(res.statusCode, what).toBe(400);
        expectRefused(res, authMessages.nicknameChars, 'nickname');
      });
    }
  });

  it('and on change', async () => {
    const member = await createUser(app);
    const headers = await authHeaders(app, member);
    for (const nickname of Object.values(invisible(admin.nickname))) {
      await hostile(async () => {
        const res = await app.inject({
          method: 'PUT',
          url: '/api/mypage/update-nickname',
          headers,
          payload: { nickname },
        });
        expectRefused(res, authMessages.nicknameChars, 'nickname');
      });
    }
  });

  it('and by the duplicate check, which agrees with signup', async () => {
    for (const nickname of Object.values(invisible(admin.nickname))) {
      await hostile(async () => {
        const res = await app.inject({
          url: `/auth/check-nickname?nickname=${encodeURIComponent(nickname)}`,
        });
        expectRefused(res, authMessages.nicknameChars, 'nickname');
      });
    }
  });

  it('are compared in NFKC form: full-width and decomposed spellings of a taken name are taken', async () => {
    const latin = await createUser(app, { nickname: `Dog${unique()}` });
    const hangul = await createUser(app, { nickname: `초코${unique()}` });
    const lookalikes = [
      latin.nickname.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      hangul.nickname.normalize('NFD'),
      `\u3000${latin.nickname.toUpperCase()}\u3000`,
    ];
    for (const nickname of lookalikes) {
      await hostile(async () => {
        const res = await signup({ nickname });
        expect(res.statusCode, `${nickname}: ${res.body}`).toBe(409);
        expect(res.json().message).toBe(authMessages.nicknameTaken);
        const check = await app.inject({
          url: `/auth/check-nickname?nickname=${encodeURIComponent(nickname)}`,
        });
        expect(check.json()).toBe(false);
      });
    }
  });

  it('stored before normalising still block their NFKC twins', async () => {
    // A row written before this rule: decomposed Hangul, as some keyboards send it.
    const legacy = await createUser(app, { nickname: `바둑${unique()}`.normalize('NFD') });
    const member = await createUser(app);
    await hostile(async () => {
      const res = await signup({ nickname: legacy.nickname.normalize('NFC') });
      expect(res.statusCode, res.body).toBe(409);
      const change = await app.inject({
        method: 'PUT',
        url: '/api/mypage/update-nickname',
        headers: await authHeaders(app, member),
        payload: { nickname: legacy.nickname.normalize('NFC') },
      });
      expect(change.statusCode, change.body).toBe(409);
    });
  });

  it('are stored normalised', async () => {
    const id = unique();
    const res = await signup({ nickname: `ｎｅｗ${id}`, userid: `ｎｅｗ_${id}` });
    expect(res.statusCode, res.body).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: `new_${id}`, password: 'Strong!pass1' },
    });
    expect(login.json().user).toMatchObject({ nickname: `new${id}`, userid: `new_${id}` });
  });
});

describe('login ids', () => {
  it('with invisible characters are refused on signup and by the ID check', async () => {
    for (const userid of ['admin\u200B', '\u202Eadmin', 'ad\u00ADmin', 'admin\uFEFFx']) {
      await hostile(async () => {
        expectRefused(await signup({ userid }), authMessages.useridChars, 'userid');
        const check = await app.inject({
          method: 'POST',
          url: '/auth/check-id',
          payload: { userid },
        });
        expectRefused(check, authMessages.useridChars, 'userid');
      });
    }
  });

  it('in full-width letters are the same id as their ASCII twin', async () => {
    const taken = await createUser(app, { userid: `taken_${unique()}` });
    const fullWidth = taken.userid.replace(/[A-Za-z0-9_]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) + 0xfee0),
    );
    await hostile(async () => {
      const res = await signup({ userid: fullWidth });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(authMessages.useridTaken);
      const check = await app.inject({
        method: 'POST',
        url: '/auth/check-id',
        payload: { userid: fullWidth },
      });
      expect(check.json()).toEqual({ exists: true });
    });
  });
});

describe('e-mail addresses', () => {
  it('with invisible characters are refused on signup and by the e-mail check', async () => {
    for (const email of ['a\u200Bb@example.com', 'ab@exa\u202Emple.com']) {
      await hostile(async () => {
        expectRefused(await signup({ email }), authMessages.emailFormat, 'email');
        const check = await app.inject({
          url: `/auth/check-email?email=${encodeURIComponent(email)}`,
        });
        expectRefused(check, authMessages.emailFormat, 'email');
      });
    }
  });
});
