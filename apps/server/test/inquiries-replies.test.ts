import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
type Who = 'visitor' | 'author' | 'other' | 'admin';
const headers: Record<Who, Record<string, string>> = {
  visitor: {},
  author: {},
  other: {},
  admin: {},
};
let adminNickname: string;

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createAdmin(app);
  adminNickname = admin.nickname;
  headers.author = await authHeaders(app, await createUser(app));
  headers.other = await authHeaders(app, await createUser(app));
  headers.admin = await authHeaders(app, admin);
});

const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

async function write(title: string, content = '문의 내용', isPublic = true) {
  const res = await call('author', 'POST', '/api/inquiries', { title, content, isPublic });
  return res.json<{ id: number }>().id;
}

describe('replies', () => {
  it('only admins write, edit and delete them: 401 for visitors, 403 for members', async () => {
    const id = await write('답변 권한');
    const reply = (
      await call('admin', 'POST', `/api/inquiries/${id}/replies`, {
        content: '원래 답변',
        isPublic: true,
      })
    ).json();
    for (const who of ['visitor', 'author', 'other'] as const) {
      const expected = who === 'visitor' ? 401 : 403;
      expect(
        (await call(who, 'POST', `/api/inquiries/${id}/replies`, { content: '끼어들기' }))
          .statusCode,
      ).toBe(expected);
      expect(
        (
          await call(who, 'PATCH', `/api/inquiries/${id}/replies/${reply.id}`, {
            content: '바꾸기',
          })
        ).statusCode,
      ).toBe(expected);
      expect(
        (await call(who, 'DELETE', `/api/inquiries/${id}/replies/${reply.id}`)).statusCode,
      ).toBe(expected);
    }
    const replies = (await call('visitor', 'GET', `/api/inquiries/${id}/replies`)).json();
    expect(replies).toEqual([expect.objectContaining({ content: '원래 답변', adminNickname })]);
  });

  it('a reply makes the inquiry ANSWERED; deleting the last one makes it PENDING again', async () => {
    const id = await write('상태 확인');
    const status = async () => (await call('author', 'GET', `/api/inquiries/${id}`)).json();
    expect(await status()).toMatchObject({ status: 'PENDING', answered: false, replyCount: 0 });
    const first = (
      await call('admin', 'POST', `/api/inquiries/${id}/replies`, { content: '첫 답변' })
    ).json();
    const second = (
      await call('admin', 'POST', `/api/inquiries/${id}/replies`, { content: '둘째 답변' })
    ).json();
    expect(await status()).toMatchObject({ status: 'ANSWERED', answered: true, replyCount: 2 });

    const edited = await call('admin', 'PATCH', `/api/inquiries/${id}/replies/${first.id}`, {
      content: '  고친 답변  ',
    });
    expect(edited.json()).toMatchObject({ content: '고친 답변' });
    expect(
      (await call('admin', 'DELETE', `/api/inquiries/${id}/replies/${first.id}`)).statusCode,
    ).toBe(204);
    expect(await status()).toMatchObject({ status: 'ANSWERED', replyCount: 1 });
    await call('admin', 'DELETE', `/api/inquiries/${id}/replies/${second.id}`);
    expect(await status()).toMatchObject({ status: 'PENDING', answered: false, replyCount: 0 });
  });

  it('refuses an empty reply and a reply id of another inquiry', async () => {
    const a = await write('답변 검증 A');
    const b = await write('답변 검증 B');
    const empty = await call('admin', 'POST', `/api/inquiries/${a}/replies`, { content: '  ' });
    expect(empty.json()).toMatchObject({
      statusCode: 400,
      field: 'content',
      message: '내용을 입력하세요.',
    });
    const reply = (
      await call('admin', 'POST', `/api/inquiries/${a}/replies`, { content: '답변' })
    ).json();
    expect(
      (await call('admin', 'PATCH', `/api/inquiries/${b}/replies/${reply.id}`, { content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'DELETE', `/api/inquiries/${b}/replies/${reply.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'POST', '/api/inquiries/999999/replies', { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps markup in titles, contents and replies as text, exactly as written', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const id = await write(payload, payload);
    await call('admin', 'POST', `/api/inquiries/${id}/replies`, { content: payload });
    expect((await call('visitor', 'GET', `/api/inquiries/${id}`)).json()).toMatchObject({
      title: payload,
      content: payload,
    });
    expect((await call('visitor', 'GET', `/api/inquiries/${id}/replies`)).json()[0].content).toBe(
      payload,
    );
  });
});

describe('GET /api/inquiries/paged', () => {
  // A database of its own, so the counts below are exact.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });

  it('filters by status, pages one-based and numbers rows newest highest', async () => {
    const member = await authHeaders(fresh, await createUser(fresh));
    const admin = await authHeaders(fresh, await createAdmin(fresh));
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const res = await fresh.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: member,
        payload: { title: `문의 ${n}`, content: '내용' },
      });
      ids.push(res.json().id);
    }
    for (const id of [ids[1], ids[4]]) {
      await fresh.inject({
        method: 'POST',
        url: `/api/inquiries/${id}/replies`,
        headers: admin,
        payload: { content: '답변' },
      });
    }
    const get = async (query: string) => {
      const res = await fresh.inject({ url: `/api/inquiries/paged?${query}` });
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };
    const first = await get('');
    expect(
      first.content.map((r: { title: string; displayNo: number }) => [r.title, r.displayNo]),
    ).toEqual([
      ['문의 7', 7],
      ['문의 6', 6],
      ['문의 5', 5],
      ['문의 4', 4],
      ['문의 3', 3],
    ]);
    expect(first).toMatchObject({ totalPages: 2, totalElements: 7, number: 1 });
    const second = await get('page=2');
    expect(second.content.map((r: { displayNo: number }) => r.displayNo)).toEqual([2, 1]);
    expect(second.number).toBe(2);

    const answered = await get('status=ANSWERED&limit=10');
    expect(
      answered.content.map((r: { title: string; status: string }) => [r.title, r.status]),
    ).toEqual([
      ['문의 5', 'ANSWERED'],
      ['문의 2', 'ANSWERED'],
    ]);
    const pending = await get('status=PENDING&limit=10');
    expect(pending.totalElements).toBe(5);
    expect(pending.content.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect((await get('status=&limit=10')).totalElements).toBe(7);
  });

  it('treats SQL and LIKE metacharacters in q as plain text', async () => {
    await write('100% 확실한_질문', "작은따옴표 ' 포함");
    const search = async (q: string) =>
      (
        await call('visitor', 'GET', `/api/inquiries/paged?limit=100&q=${encodeURIComponent(q)}`)
      ).json().content;
    expect((await search('%')).map((r: { title: string }) => r.title)).toEqual([
      '100% 확실한_질문',
    ]);
    expect((await search('_')).map((r: { title: string }) => r.title)).toEqual([
      '100% 확실한_질문',
    ]);
    expect(await search("'")).toHaveLength(1);
    for (const q of ["' OR '1'='1", '1; DROP TABLE inquiries; --', '\\'])
      expect(await search(q)).toEqual([]);
    expect((await call('visitor', 'GET', '/api/inquiries/paged')).statusCode).toBe(200);
  });

  it('refuses a bad status or page with 400', async () => {
    for (const query of ['status=DONE', 'page=0', 'limit=0', 'limit=500']) {
      expect(
        (await call('visitor', 'GET', `/api/inquiries/paged?${query}`)).statusCode,
        query,
      ).toBe(400);
    }
  });
});
