import { authMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, REQUIRED_CONSENTS, unique } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

function validSignup() {
  const id = unique();
  return {
    nickname: `닉네임${id}`,
    userid: `new_${id}`,
    email: `new_${id}@example.com`,
    password: 'Strong!pass1',
    ...REQUIRED_CONSENTS,
  };
}

const signup = (payload: object) => app.inject({ method: 'POST', url: '/auth/signup', payload });

describe('POST /auth/signup', () => {
  it('creates a member who can then log in', async () => {
    const body = validSignup();
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(authMessages.signupSuccess);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: body.userid, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ userid: body.userid, role: 'USER' });
  });

  it.each([
    ['nickname', { nickname: 'ab' }, authMessages.nicknameMin],
    ['nickname', { nickname: '   ab   ' }, authMessages.nicknameMin],
    ['email', { email: 'not-an-email' }, authMessages.emailFormat],
    ['email', { email: 'a@b' }, authMessages.emailFormat],
    ['userid', { userid: 'abc' }, authMessages.useridMin],
    ['userid', { userid: 'has space' }, authMessages.useridChars],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: 'Short1!' }, authMessages.passwordRule],
    ['password', { password: 'nouppercase1!' }, authMessages.passwordRule],
    ['password', { password: 'NoDigits!!' }, authMessages.passwordRule],
    ['password', { password: 'NoSpecial12' }, authMessages.passwordRule],
  ])(
    'the server rejects a bad %s again (never trusting the client): %o',
    async (field, bad, message) => {
      const res = await signup({ ...validSignup(), ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', statusCode: 400, message, field });
    },
  );

  it('rejects a body without fields with a Korean message', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it.each([
    ['nickname', authMessages.nicknameTaken],
    ['email', authMessages.emailTaken],
    ['userid', authMessages.useridTaken],
  ] as const)('answers 409 for a %s already in use', async (field, message) => {
    const existing = await createUser(app);
    const value = field === 'userid' ? existing.userid.toUpperCase() : existing[field];
    const res = await signup({ ...validSignup(), [field]: value });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('stores only an argon2id hash of the password', async () => {
    const body = validSignup();
    await signup(body);
    const row = await app.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.userid, body.userid),
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });
});

describe('duplicate checks', () => {
  it('GET /auth/check-nickname answers true only when the nickname is free', async () => {
    const user = await createUser(app);
    const taken = await app.inject({
      url: `/auth/check-nickname?nickname=${encodeURIComponent(user.nickname)}`,
    });
    expect(taken.json()).toBe(false);
    const free = await app.inject({ url: `/auth/check-nickname?nickname=free${unique()}` });
    expect(free.json()).toBe(true);
  });

  it('GET /auth/check-email ignores case', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      url: `/auth/check-email?email=${encodeURIComponent(user.email.toUpperCase())}`,
    });
    expect(res.json()).toBe(false);
  });

  it('POST /auth/check-id answers {exists}', async () => {
    const user = await createUser(app);
    const taken = await app.inject({
      method: 'POST',
      url: '/auth/check-id',
      payload: { userid: user.userid },
    });
    expect(taken.json()).toEqual({ exists: true });
    const free = await app.inject({
      method: 'POST',
      url: '/auth/check-id',
      payload: { userid: `free_${unique()}` },
    });
    expect(free.json()).toEqual({ exists: false });
  });

  it('treats SQL metacharacters as plain text', async () => {
    const res = await app.inject({
      url: `/auth/check-nickname?nickname=${encodeURIComponent("' or '1'='1")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
  });
});
