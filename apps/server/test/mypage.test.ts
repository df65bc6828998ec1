import { authMessages, mypageMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

const putNickname = async (user: { id: number } | null, nickname: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/mypage/update-nickname',
    headers: user ? await authHeaders(app, user) : {},
    payload: { nickname },
  });

async function login(user: { userid: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: user.userid, password: user.password },
  });
  return res.cookies.find((c) => c.name === 'refreshToken')?.value;
}

const refresh = (token: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/auth/refresh',
    cookies: token ? { refreshToken: token } : {},
  });

describe('PUT /api/mypage/update-nickname', () => {
  it('changes the nickname and answers the updated member', async () => {
    const member = await createUser(app);
    const res = await putNickname(member, '  새닉네임하나 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, nickname: '새닉네임하나' });
    const me = await app.inject({ url: '/api/mypage/me', headers: await authHeaders(app, member) });
    expect(me.json().nickname).toBe('새닉네임하나');
  });

  it("refuses another member's nickname in any letter case with 409", async () => {
    const other = await createUser(app, { nickname: 'TakenName' });
    const member = await createUser(app);
    const res = await putNickname(member, 'takenname');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: authMessages.nicknameTaken, field: 'nickname' });
    expect(other.nickname).toBe('TakenName');
  });

  it('lets a member change only the letter case of their own nickname', async () => {
    const member = await createUser(app, { nickname: 'mydog' });
    const res = await putNickname(member, 'MyDog');
    expect(res.statusCode).toBe(200);
    expect(res.json().nickname).toBe('MyDog');
  });

  it('applies the signup rule: at least 3 characters', async () => {
    const member = await createUser(app);
    const res = await putNickname(member, 'ab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: authMessages.nicknameMin, field: 'nickname' });
  });

  it('requires a login', async () => {
    expect((await putNickname(null, '아무개닉네임')).statusCode).toBe(401);
  });
});

describe('PUT /api/mypage/update-password', () => {
  const putPassword = async (user: { id: number }, body: object, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/mypage/update-password',
      headers: await authHeaders(app, user),
      payload: body,
      cookies: cookie ? { refreshToken: cookie } : {},
    });

  it('checks the current password with a 400 that does not log the member out', async () => {
    const member = await createUser(app);
    const res = await putPassword(member, {
      currentPassword: 'Wrong!pass1',
      newPassword: 'Another!pass2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: mypageMessages.currentPasswordWrong,
      field: 'currentPassword',
    });
  });

  it('applies the signup password rule to the new password', async () => {
    const member = await createUser(app);
    const res = await putPassword(member, {
      currentPassword: member.password,
      newPassword: 'weakpass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.passwordRule);
  });

  it('asks for a new password when it is empty', async () => {
    const member = await createUser(app);
    const res = await putPassword(member, { currentPassword: member.password, newPassword: '' });
    expect(res.json().message).toBe(mypageMessages.newPasswordRequired);
  });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const member = await createUser(app);
    const otherDevice = await login(member);
    const thisDevice = await login(member);
    const res = await putPassword(
      member,
      { currentPassword: member.password, newPassword: 'Changed!pass9' },
      thisDevice,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === 'refreshToken');
    expect(fresh).toMatchObject({ httpOnly: true, path: '/auth' });

    expect((await refresh(otherDevice)).statusCode).toBe(401);
    expect((await refresh(thisDevice)).statusCode).toBe(401);
    expect((await refresh(fresh?.value)).statusCode).toBe(200);

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: member.userid, password: member.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await login({ userid: member.userid, password: 'Changed!pass9' })).toBeTruthy();
  });
});
