import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makePng, multipart } from './images';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let adminAuth: Record<string, string>;
let memberAuth: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  member = await createUser(app);
  adminAuth = await authHeaders(app, admin);
  memberAuth = await authHeaders(app, member);
});

async function postNotice(body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/notices',
    headers: adminAuth,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{
    id: number;
    files: { url: string; thumbnailUrl: string; originalName: string }[];
  }>();
}

describe('notice permissions', () => {
  const body = { title: '권한 확인', content: '본문', author: '누구든' };
  const calls = (id: number) => [
    {
      method: 'POST' as const,
      url: '/api/notices',
      payload: body,
      denied: '공지사항 작성/수정 권한이 없습니다.',
    },
    {
      method: 'PUT' as const,
      url: `/api/notices/${id}`,
      payload: body,
      denied: '공지사항 작성/수정 권한이 없습니다.',
    },
    {
      method: 'DELETE' as const,
      url: `/api/notices/${id}`,
      payload: undefined,
      denied: '공지사항 삭제 권한이 없습니다.',
    },
  ];

  it('a visitor gets 401 and a member 403 for every write call, and nothing changes', async () => {
    const { id } = await postNotice({ title: '원래 제목', content: '원래 본문' });
    for (const call of calls(id)) {
      const visitor = await app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
      });
      expect(visitor.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(visitor.json().message).toBe('로그인이 필요합니다.');
      const asMember = await app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
        headers: memberAuth,
      });
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(asMember.json().message).toBe(call.denied);
    }
    const after = await app.inject({ url: `/api/notices/${id}` });
    expect(after.json()).toMatchObject({ title: '원래 제목', content: '원래 본문' });
  });

  it('a visitor gets 401 even when the body is invalid, so he learns nothing about the rules', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/notices', payload: { title: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('visitors, members and admins can all read the list, a notice and its images', async () => {
    const png = await makePng();
    const form = multipart(
      { title: '첨부 공지', content: '그림' },
      { files: { buffer: png, filename: 'a.png', contentType: 'image/png' } },
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { ...adminAuth, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json();
    for (const headers of [{}, memberAuth, adminAuth]) {
      expect((await app.inject({ url: '/api/notices/paged', headers })).statusCode).toBe(200);
      expect((await app.inject({ url: `/api/notices/${notice.id}`, headers })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: notice.files[0].url, headers })).statusCode).toBe(200);
    }
  });

  it('an admin creates, edits and deletes; the author is the admin nickname, not the sent one', async () => {
    const created = await postNotice({
      title: '  새 공지  ',
      content: ' 내용 ',
      author: '가짜 작성자',
    });
    const read = await app.inject({ url: `/api/notices/${created.id}` });
    expect(read.json()).toMatchObject({
      title: '새 공지',
      content: '내용',
      author: admin.nickname,
      views: 1,
    });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/notices/${created.id}`,
      headers: adminAuth,
      payload: { title: '고친 공지', content: '고친 내용', author: '또 가짜' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: '고친 공지', author: admin.nickname });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/notices/${created.id}`,
      headers: adminAuth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/notices/${created.id}` })).json()).toMatchObject({
      statusCode: 404,
      message: '공지사항을 찾을 수 없습니다.',
    });
  });

  it('editing or deleting a notice that does not exist is 404', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notices/999999',
      headers: adminAuth,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/notices/999999',
      headers: adminAuth,
    });
    expect(del.statusCode).toBe(404);
  });
});

describe('notice validation', () => {
  it.each([
    [{ title: '   ', content: '내용' }, 'title', '제목과 내용을 모두 입력하세요.'],
    [{ title: '제목', content: '  \n ' }, 'content', '제목과 내용을 모두 입력하세요.'],
    [{ content: '내용' }, 'title', '제목과 내용을 모두 입력하세요.'],
    [{ title: '가'.repeat(201), content: '내용' }, 'title', '제목은 200자 이내로 입력하세요.'],
  ])('refuses %j with 400 on the field', async (payload, field, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: adminAuth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('accepts a title of exactly 200 characters', async () => {
    await postNotice({ title: '가'.repeat(200), content: '내용' });
  });

  it('treats an id that is not a positive number as bad input', async () => {
    for (const id of ['0', '-1', 'abc', '1.5']) {
      expect((await app.inject({ url: `/api/notices/${id}` })).statusCode).toBe(400);
    }
  });
});
