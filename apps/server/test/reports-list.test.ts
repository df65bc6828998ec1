import { describe, expect, it } from 'vitest';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { createReport, putReport } from './reports.helpers';

const app = await buildTestApp();
const alice = await createUser(app);
const bob = await createUser(app);

// Seven reports in a known order: created one after another, so createdAt ascends.
const seeds: Record<string, string>[] = [
  { region: '경기도', district: '수원시', dogName: '초코', species: '말티즈' },
  { region: '경기도', district: '수원시', dogName: '보리', species: '푸들' },
  { region: '경기도', district: '성남시', dogName: '콩이', species: '진돗개' },
  { region: '서울특별시', district: '마포구', dogName: '두부', species: '말티즈' },
  {
    region: '서울특별시',
    district: '강남구',
    dogName: '',
    species: '시바견',
    content: '100% 검정 털',
  },
  { region: '세종특별자치시', district: '', dogName: '해피', species: '믹스견' },
  { region: '경기도', district: '수원시', dogName: '별이', species: '포메라니안' },
];
const ids: number[] = [];
for (const [i, seed] of seeds.entries()) {
  ids.push(await createReport(app, i % 2 === 0 ? alice : bob, seed));
}

const page = async (query: string) =>
  (await app.inject({ url: `/api/lost-pet/paged?${query}` })).json();
const names = (body: { data: { dogName: string | null }[] }) => body.data.map((r) => r.dogName);
/** Moves a report's day lost, as its author's edit does. */
async function putDate(id: number, dateLost: string) {
  const author = ids.indexOf(id) % 2 === 0 ? alice : bob;
  const seed = seeds[ids.indexOf(id)]!;
  const res = await putReport(app, author, id, { ...seed, dateLost });
  if (res.statusCode !== 200) throw new Error(res.body);
}

describe('listing lost-pet reports', () => {
  it('pages by 5 by default, oldest first, with the pagination meta', async () => {
    const first = await page('');
    expect(names(first)).toEqual(['초코', '보리', '콩이', '두부', null]);
    expect(first.pagination.meta).toEqual({ totalPages: 2, currentPage: 0, totalItems: 7 });
    expect(names(await page('page=1'))).toEqual(['해피', '별이']);
  });

  it('takes size or limit and sorts newest first with order=desc', async () => {
    expect(names(await page('size=2&order=desc'))).toEqual(['별이', '해피']);
    const admin = await page('page=0&limit=10');
    expect(admin.data).toHaveLength(7);
    expect(admin.pagination.meta.totalPages).toBe(1);
  });

  it('filters by region and district', async () => {
    expect(names(await page(`region=${encodeURIComponent('경기도')}`))).toEqual([
      '초코',
      '보리',
      '콩이',
      '별이',
    ]);
    const suwon = await page(
      `region=${encodeURIComponent('경기도')}&district=${encodeURIComponent('수원시')}`,
    );
    expect(names(suwon)).toEqual(['초코', '보리', '별이']);
    expect(suwon.pagination.meta.totalItems).toBe(3);
  });

  it('searches a keyword in the chosen fields, literally', async () => {
    expect(names(await page(`keyword=${encodeURIComponent('두부')}`))).toEqual(['두부']);
    expect(names(await page(`keyword=${encodeURIComponent('100%')}`))).toEqual([null]);
    expect((await page('keyword=%25')).pagination.meta.totalItems).toBe(1);
    expect(names(await page(`type=title&keyword=${encodeURIComponent('마포구')}`))).toEqual([
      '두부',
    ]);
    expect(names(await page(`type=content&keyword=${encodeURIComponent('마포구')}`))).toEqual([]);
  });

  it('filters by species', async () => {
    expect(names(await page(`species=${encodeURIComponent('말티즈')}`))).toEqual(['초코', '두부']);
  });

  it('never shows the phone number in lists, nor to a visitor unless made public', async () => {
    const list = await page('');
    for (const row of list.data) expect(row).not.toHaveProperty('phone');
    expect(JSON.stringify(list)).not.toContain('010-1234-5678');
    const detail = (await app.inject({ url: `/api/lost-pet/${ids[0]}` })).json();
    expect(detail.data).toMatchObject({ phone: null, phoneVisibility: 'MEMBERS' });
  });

  it('still answers oldest first with order=asc, which the spec’s client sends (§9)', async () => {
    expect(names(await page('order=asc&size=3'))).toEqual(['초코', '보리', '콩이']);
  });

  it('sorts by sort=newest, oldest or dateLost, which wins over order', async () => {
    expect(names(await page('sort=newest&size=2'))).toEqual(['별이', '해피']);
    expect(names(await page('sort=oldest&order=desc&size=2'))).toEqual(['초코', '보리']);
    // 콩이 was lost last; the others share a day, newest report first.
    await putDate(ids[2]!, '2026-10-20');
    expect(names(await page('sort=dateLost&size=3'))).toEqual(['콩이', '별이', '해피']);
    await putDate(ids[2]!, '2026-10-03');
    expect((await app.inject({ url: '/api/lost-pet/paged?sort=random' })).statusCode).toBe(400);
  });

  it('leaves closed reports out with status=OPEN, and lists every report without it', async () => {
    const closed = await app.inject({
      method: 'POST',
      url: `/api/lost-pet/${ids[1]}/close`,
      payload: { reason: 'BY_ITSELF' },
      headers: await authHeaders(app, bob),
    });
    expect(closed.statusCode).toBe(200);
    expect(names(await page('status=OPEN&size=3'))).toEqual(['초코', '콩이', '두부']);
    expect((await page('status=OPEN')).pagination.meta.totalItems).toBe(6);
    expect(names(await page('size=3'))).toEqual(['초코', '보리', '콩이']);
    expect(names(await page('status=FOUND'))).toEqual(['보리']);
  });

  it('rejects a bad order or page size with 400', async () => {
    expect((await app.inject({ url: '/api/lost-pet/paged?order=sideways' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/lost-pet/paged?size=0' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/lost-pet/paged?page=-1' })).statusCode).toBe(400);
  });

  it('lists a member’s own reports on the my-page, newest first', async () => {
    const res = await app.inject({
      url: '/api/mypage/lost-pets',
      headers: await authHeaders(app, bob),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content.map((r: { dogName: string | null }) => r.dogName)).toEqual([
      '해피',
      '두부',
      '보리',
    ]);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, number: 0 });
    expect((await app.inject({ url: '/api/mypage/lost-pets' })).statusCode).toBe(401);
  });
});

describe('the report calls in the API documentation', () => {
  it('lists every report call with its parameters', async () => {
    const res = await app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/lost-pet/paged',
        '/api/lost-pet/{id}',
        '/api/lost-pet',
        '/api/mypage/lost-pets',
      ]),
    );
    const names = paths['/api/lost-pet/paged'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['region', 'district', 'keyword', 'page', 'limit']),
    );
  });
});
