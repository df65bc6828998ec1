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
let authorNickname: string;

const SECRET_TITLE = '비밀 제목: 우리집 주소';
const SECRET_CONTENT = '비밀 내용: 경기도 수원시 비밀로 12';

beforeAll(async () => {
  app = await buildTestApp();
  const author = await createUser(app, { nickname: '비밀작성자' });
  authorNickname = author.nickname;
  headers.author = await authHeaders(app, author);
  headers.other = await authHeaders(app, await createUser(app));
  headers.admin = await authHeaders(app, await createAdmin(app));
});

async function write(isPublic: boolean, title = SECRET_TITLE, content = SECRET_CONTENT) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: headers.author,
    payload: { title, content, isPublic },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

describe('writing an inquiry', () => {
  it('answers with the inquiry exactly as reading it back shows it', async () => {
    const created = await call('author', 'POST', '/api/inquiries', {
      title: '입양 절차 문의',
      content: '서류가 필요한가요?',
      isPublic: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: '입양 절차 문의',
      content: '서류가 필요한가요?',
      authorNickname,
      isAuthor: true,
      isPublic: false,
      readable: true,
      replyCount: 0,
      answered: false,
    });
    const read = await call('author', 'GET', `/api/inquiries/${created.json().id}`);
    expect(created.json()).toEqual(read.json());
  });
});

describe('who wrote it', () => {
  it('only the author is told isAuthor, and nobody gets a member id (ADR 093)', async () => {
    const id = await write(true, '공개 문의', '공개 내용');
    for (const who of ['visitor', 'author', 'other', 'admin'] as const) {
      const detail = (await call(who, 'GET', `/api/inquiries/${id}`)).json();
      const row = (await call(who, 'GET', '/api/inquiries/paged?limit=100'))
        .json()
        .content.find((r: { id: number }) => r.id === id);
      for (const answer of [detail, row]) {
        expect(answer.isAuthor, who).toBe(who === 'author');
        expect(answer).not.toHaveProperty('authorId');
      }
    }
    // Other tests read the list for the author's nickname: public rows of theirs go again.
    expect((await call('author', 'DELETE', `/api/inquiries/${id}`)).statusCode).toBe(204);
  });
});

describe('a private inquiry', () => {
  it('opens for its author and admins; visitors and other members get 403 without its text', async () => {
    const id = await write(false);
    for (const who of ['visitor', 'other'] as const) {
      for (const url of [`/api/inquiries/${id}`, `/api/inquiries/${id}/replies`]) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().message).toBe('비공개 글은 작성자만 볼 수 있습니다.');
        expect(res.body).not.toContain('비밀');
      }
    }
    for (const who of ['author', 'admin'] as const) {
      const res = await call(who, 'GET', `/api/inquiries/${id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({
        title: SECRET_TITLE,
        content: SECRET_CONTENT,
        isPublic: false,
        readable: true,
      });
      expect((await call(who, 'GET', `/api/inquiries/${id}/replies`)).statusCode).toBe(200);
    }
  });

  it('shows in the list only as a masked, title-less row to visitors and other members', async () => {
    const id = await write(false);
    for (const who of ['visitor', 'other'] as const) {
      const res = await call(who, 'GET', '/api/inquiries/paged?limit=100');
      expect(res.body).not.toContain('비밀 제목');
      expect(res.body).not.toContain('비밀 내용');
      expect(res.body).not.toContain(authorNickname);
      const row = res.json().content.find((r: { id: number }) => r.id === id);
      expect(row).toMatchObject({
        title: '비공개 글입니다.',
        authorNickname: '비밀***',
        isAuthor: false,
        isPublic: false,
        readable: false,
      });
    }
    for (const who of ['author', 'admin'] as const) {
      const row = (await call(who, 'GET', '/api/inquiries/paged?limit=100'))
        .json()
        .content.find((r: { id: number }) => r.id === id);
      expect(row, who).toMatchObject({ title: SECRET_TITLE, authorNickname, readable: true });
    }
  });

  it('cannot be found by searching for its words unless the reader may read it', async () => {
    await write(false, '검색비밀 제목', '검색비밀 본문');
    for (const q of ['검색비밀', '본문', authorNickname]) {
      for (const who of ['visitor', 'other'] as const) {
        const res = await call(
          who,
          'GET',
          `/api/inquiries/paged?q=${encodeURIComponent(q)}&limit=100`,
        );
        expect(
          res.json().content.filter((r: { isPublic: boolean }) => !r.isPublic),
          `${who} ${q}`,
        ).toEqual([]);
      }
    }
    for (const who of ['author', 'admin'] as const) {
      const res = await call(
        who,
        'GET',
        `/api/inquiries/paged?q=${encodeURIComponent('검색비밀')}`,
      );
      expect(res.json().totalElements, who).toBe(1);
    }
  });
});

describe('inquiry write permissions', () => {
  const body = { title: '수정', content: '수정 내용', isPublic: true };

  it('a visitor gets 401 for writing, editing, deleting and the my-page list', async () => {
    const id = await write(true, '공개 문의', '공개 내용');
    for (const [method, url] of [
      ['POST', '/api/inquiries'],
      ['PUT', `/api/inquiries/${id}`],
      ['DELETE', `/api/inquiries/${id}`],
      ['GET', '/api/mypage/inquiries'],
    ] as const) {
      const res = await call(
        'visitor',
        method,
        url,
        method === 'POST' || method === 'PUT' ? body : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('only the author edits; another member and even an admin get 403', async () => {
    const id = await write(true, '공개 문의', '공개 내용');
    expect((await call('other', 'PUT', `/api/inquiries/${id}`, body)).json()).toMatchObject({
      statusCode: 403,
      message: '수정 권한이 없습니다.',
    });
    expect((await call('admin', 'PUT', `/api/inquiries/${id}`, body)).statusCode).toBe(403);
    const res = await call('author', 'PUT', `/api/inquiries/${id}`, { ...body, isPublic: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: '수정', content: '수정 내용', isPublic: false });
  });

  it('the author and admins delete; another member gets 403', async () => {
    const first = await write(true, '지울 문의', '내용');
    expect((await call('other', 'DELETE', `/api/inquiries/${first}`)).json()).toMatchObject({
      statusCode: 403,
      message: '삭제 권한이 없습니다.',
    });
    expect((await call('author', 'DELETE', `/api/inquiries/${first}`)).statusCode).toBe(204);
    expect((await call('author', 'GET', `/api/inquiries/${first}`)).statusCode).toBe(404);
    const second = await write(false, '관리자가 지울 문의', '내용');
    expect((await call('admin', 'DELETE', `/api/inquiries/${second}`)).statusCode).toBe(204);
  });

  it('the my-page list holds only the member’s own inquiries, private ones in full', async () => {
    const own = await write(false, '내 비공개 문의', '내용');
    const mine = await call('author', 'GET', '/api/mypage/inquiries?limit=100');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().content.find((r: { id: number }) => r.id === own)).toMatchObject({
      title: '내 비공개 문의',
    });
    const theirs = await call('other', 'GET', '/api/mypage/inquiries');
    expect(theirs.json()).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 1,
    });
  });

  it.each([
    [{ title: ' ', content: '내용' }, 'title', '제목을 입력하세요.'],
    [{ title: '제목', content: '' }, 'content', '내용을 입력하세요.'],
    [{ title: '가'.repeat(201), content: '내용' }, 'title', '제목은 200자 이내로 입력하세요.'],
  ])('refuses %j with 400 on the field', async (payload, field, message) => {
    const res = await call('author', 'POST', '/api/inquiries', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('answers 404 for an inquiry that does not exist and 400 for an id that is not one', async () => {
    expect((await call('admin', 'GET', '/api/inquiries/999999')).statusCode).toBe(404);
    expect((await call('author', 'PUT', '/api/inquiries/999999', body)).statusCode).toBe(404);
    expect((await call('visitor', 'GET', '/api/inquiries/abc')).statusCode).toBe(400);
  });
});
