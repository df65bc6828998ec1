import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
let adminAuth: Record<string, string>;
const ids: number[] = [];

type Row = { id: number; displayNo: number; title: string; views: number };
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: `/api/notices/paged?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Row[]; pagination: { meta: Record<string, number> } }>();
};

beforeAll(async () => {
  app = await buildTestApp();
  adminAuth = await authHeaders(app, await createAdmin(app));
  const notices = [
    ['서비스 오픈 안내', '찾아줄개가 문을 열었습니다.'],
    ['사진 검색 사용법', '강아지 사진을 올리면 닮은 보호견을 찾아드려요.'],
    ['점검 안내', '새벽 2시에 서비스 점검이 있습니다. 사진 업로드가 잠시 멈춥니다.'],
    ['100% 할인?', "따옴표 ' 와 밑줄 _ 이 들어간 글"],
    ['보호소 정보 갱신', '경기도 보호소 정보가 갱신되었습니다.'],
    ['여섯 번째 공지', '페이지 넘김 확인용'],
  ];
  for (const [title, content] of notices) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: adminAuth,
      payload: { title, content },
    });
    ids.push(res.json().id);
  }
});

describe('GET /api/notices/paged', () => {
  it('lists newest first, 5 per page by default, with the paged shape and no-store', async () => {
    const res = await app.inject({ url: '/api/notices/paged' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.map((r: Row) => r.title)).toEqual([
      '여섯 번째 공지',
      '보호소 정보 갱신',
      '100% 할인?',
      '점검 안내',
      '사진 검색 사용법',
    ]);
    expect(body.data.map((r: Row) => r.displayNo)).toEqual([6, 5, 4, 3, 2]);
    expect(body.pagination.meta).toEqual({ totalPages: 2, currentPage: 0, totalItems: 6 });
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('pages are zero-based and displayNo keeps running across pages', async () => {
    const page = await list('page=1&size=5&sort=createdAt,desc');
    expect(page.data.map((r) => [r.title, r.displayNo])).toEqual([['서비스 오픈 안내', 1]]);
    expect(page.pagination.meta.currentPage).toBe(1);
  });

  it('limit works as size, as the home card and admin page send it', async () => {
    const page = await list('page=0&limit=3');
    expect(page.data).toHaveLength(3);
    expect(page.pagination.meta.totalPages).toBe(2);
  });

  it('sorts oldest first with createdAt,asc and keeps each notice on its number', async () => {
    const asc = await list('sort=createdAt,asc&size=3');
    expect(asc.data.map((r) => [r.title, r.displayNo])).toEqual([
      ['서비스 오픈 안내', 1],
      ['사진 검색 사용법', 2],
      ['점검 안내', 3],
    ]);
    expect((await list('order=asc&size=1')).data[0]?.title).toBe('서비스 오픈 안내');
  });

  it('searches titles only with type=title, titles and contents with type=title_content', async () => {
    const titleOnly = await list(`type=title&q=${encodeURIComponent('사진')}`);
    expect(titleOnly.data.map((r) => r.title)).toEqual(['사진 검색 사용법']);
    const both = await list(`type=title_content&q=${encodeURIComponent('사진')}`);
    expect(both.data.map((r) => [r.title, r.displayNo])).toEqual([
      ['점검 안내', 2],
      ['사진 검색 사용법', 1],
    ]);
    expect(both.pagination.meta.totalItems).toBe(2);
  });

  it('treats SQL and LIKE metacharacters in q as plain text', async () => {
    expect((await list(`q=${encodeURIComponent('%')}`)).data.map((r) => r.title)).toEqual([
      '100% 할인?',
    ]);
    expect((await list(`q=${encodeURIComponent('_')}`)).data.map((r) => r.title)).toEqual([
      '100% 할인?',
    ]);
    expect((await list(`q=${encodeURIComponent("'")}`)).data).toHaveLength(1);
    for (const q of ["' OR 1=1 --", "'; DROP TABLE notices; --", '\\', '%%__']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).data).toEqual([]);
    }
    expect((await list('')).pagination.meta.totalItems).toBe(6);
  });

  it('refuses a bad sort, type or page with 400', async () => {
    for (const query of ['sort=title,desc', 'type=content', 'page=-1', 'size=1000']) {
      expect((await app.inject({ url: `/api/notices/paged?${query}` })).statusCode, query).toBe(
        400,
      );
    }
  });
});

describe('GET /api/notices/{id} views', () => {
  it('counts a reader once within the window, whoever reloads', async () => {
    const id = ids[0]!;
    const member = await authHeaders(app, await createUser(app));
    const read = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/api/notices/${id}`, headers })).json<Row>().views;
    expect(await read(member)).toBe(1);
    expect(await read(member)).toBe(1);
    // A visitor is known by address and browser: another browser is another reader.
    expect(await read({ 'user-agent': 'Browser A' })).toBe(2);
    expect(await read({ 'user-agent': 'Browser A' })).toBe(2);
    expect(await read({ 'user-agent': 'Browser B' })).toBe(3);
    expect((await list('q=' + encodeURIComponent('서비스 오픈'))).data[0]?.views).toBe(3);
  });

  it('counts the same reader again once the window has passed', async () => {
    const id = ids[1]!;
    const headers = { 'user-agent': 'Returning reader' };
    await app.inject({ url: `/api/notices/${id}`, headers });
    // Pretend the earlier visit was an hour ago.
    await app.db.execute(
      sql`update notice_views set viewed_at = now() - interval '1 hour' where notice_id = ${id}`,
    );
    const again = await app.inject({ url: `/api/notices/${id}`, headers });
    expect(again.json().views).toBe(2);
  });

  it('gives the detail its running number and no-store', async () => {
    const res = await app.inject({ url: `/api/notices/${ids[2]}` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ displayNo: 3, title: '점검 안내', files: [] });
  });
});

describe('stored XSS', () => {
  it('keeps markup in titles and contents as text, exactly as written', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const content = '<script>alert("xss")</script>\n둘째 줄';
    const res = await app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: adminAuth,
      payload: { title, content },
    });
    const read = await app.inject({ url: `/api/notices/${res.json().id}` });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()).toMatchObject({ title, content });
  });
});
