import { adminMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { createReport, getDetail, keyOf, postPhotos } from './reports.helpers';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});

const asAdmin = async (method: 'GET' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: await authHeaders(app, admin) });

async function writeInquiry(user: { id: number }, isPublic: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: await authHeaders(app, user),
    payload: { title: `문의 ${isPublic ? '공개' : '비공개'}`, content: '내용입니다', isPublic },
  });
  if (res.statusCode >= 300) throw new Error(res.body);
  return res.json().id as number;
}

describe('admin calls are for admins only', () => {
  const calls = (id: number): ['GET' | 'DELETE', string][] => [
    ['GET', '/api/admin/users/paged'],
    ['GET', `/api/admin/users/${id}`],
    ['GET', `/api/admin/users/${id}/inquiries`],
    ['GET', `/api/admin/users/${id}/lost-reports`],
    ['DELETE', `/api/admin/users/${id}`],
  ];

  it('a visitor gets 401 and a member 403 on every admin call, and nobody is deleted', async () => {
    const member = await createUser(app);
    const target = await createUser(app);
    for (const [method, url] of calls(target.id)) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const res = await app.inject({ method, url, headers: await authHeaders(app, member) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await asAdmin('GET', `/api/admin/users/${target.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users/paged', () => {
  it('lists members with their inquiry and report counts, 10 per page', async () => {
    const member = await createUser(app, { nickname: '카운트집사' });
    await writeInquiry(member, true);
    await writeInquiry(member, false);
    await createReport(app, member);
    const res = await asAdmin('GET', '/api/admin/users/paged?keyword=카운트집사');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 1, totalPages: 1, number: 0 });
    expect(res.json().content[0]).toMatchObject({
      id: member.id,
      nickname: '카운트집사',
      inquiryCount: 2,
      lostReportCount: 1,
    });
    expect(res.json().content[0]).not.toHaveProperty('passwordHash');
  });

  it('searches the ID or the nickname, ignoring case, with wildcards as plain text', async () => {
    await createUser(app, { userid: 'Searchable_one', nickname: '검색대상하나' });
    await createUser(app, { userid: 'other_two', nickname: '검색대상둘' });
    const byId = await asAdmin('GET', '/api/admin/users/paged?keyword=searchable');
    expect(byId.json().content.map((u: { userid: string }) => u.userid)).toEqual([
      'Searchable_one',
    ]);
    const byNickname = await asAdmin(
      'GET',
      `/api/admin/users/paged?keyword=${encodeURIComponent('검색대상')}`,
    );
    expect(byNickname.json().totalElements).toBe(2);
    const wildcard = await asAdmin('GET', '/api/admin/users/paged?keyword=%25');
    expect(wildcard.json().totalElements).toBe(0);
  });

  it('pages by 10, zero-based', async () => {
    for (let i = 0; i < 11; i++) await createUser(app, { nickname: `페이지회원${i}` });
    const first = await asAdmin('GET', '/api/admin/users/paged?keyword=페이지회원');
    expect(first.json()).toMatchObject({ totalElements: 11, totalPages: 2, number: 0 });
    expect(first.json().content).toHaveLength(10);
    const second = await asAdmin('GET', '/api/admin/users/paged?keyword=페이지회원&page=1');
    expect(second.json().content).toHaveLength(1);
  });
});

describe("a member's detail, inquiries and reports", () => {
  it('shows private inquiries to the admin and pages zero-based', async () => {
    const member = await createUser(app);
    await writeInquiry(member, false);
    const res = await asAdmin('GET', `/api/admin/users/${member.id}/inquiries?page=0&size=10`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 1, number: 0 });
    expect(res.json().content[0]).toMatchObject({ title: '문의 비공개', readable: true });
  });

  it("lists the member's reports", async () => {
    const member = await createUser(app);
    await createReport(app, member, { dogName: '보리' });
    const res = await asAdmin('GET', `/api/admin/users/${member.id}/lost-reports`);
    expect(res.json()).toMatchObject({ totalElements: 1, number: 0 });
    expect(res.json().content[0].dogName).toBe('보리');
  });

  it('answers 404 for an unknown member', async () => {
    const res = await asAdmin('GET', '/api/admin/users/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(adminMessages.memberNotFound);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the member with their reports, photos, inquiries and sessions', async () => {
    const member = await createUser(app);
    const photo = async (color: string) => ({
      buffer: await makeJpeg({ color }),
      filename: 'dog.jpg',
    });
    const posted = await postPhotos(app, member, [await photo('#884422'), await photo('#224488')]);
    const reportId = posted.json().id as number;
    const photos = (await getDetail(app, reportId)).json().data.photos as {
      imagePath: string;
      thumbnailPath: string;
    }[];
    expect(photos).toHaveLength(2);
    const inquiryId = await writeInquiry(member, false);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: member.userid, password: member.password },
    });
    const refreshToken = login.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';

    const res = await asAdmin('DELETE', `/api/admin/users/${member.id}`);
    expect(res.statusCode).toBe(200);
    // The removal runs as the withdrawal job (ADR 165).
    await app.jobs.idle();

    expect((await getDetail(app, reportId)).statusCode).toBe(404);
    for (const { imagePath, thumbnailPath } of photos) {
      expect(await app.storage.get(keyOf(imagePath))).toBeUndefined();
      expect(await app.storage.get(keyOf(thumbnailPath))).toBeUndefined();
    }
    expect((await asAdmin('GET', `/api/inquiries/${inquiryId}`)).statusCode).toBe(404);
    const refresh = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await app.inject({ url: '/api/mypage/me', headers: await authHeaders(app, member) });
    expect(me.statusCode).toBe(401);
  });

  it('an admin cannot delete their own account', async () => {
    const res = await asAdmin('DELETE', `/api/admin/users/${admin.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(adminMessages.cannotDeleteSelf);
    expect((await asAdmin('GET', `/api/admin/users/${admin.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await asAdmin('DELETE', '/api/admin/users/99999')).statusCode).toBe(404);
  });
});
