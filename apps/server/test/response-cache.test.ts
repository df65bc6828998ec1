import { commonMessages } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { storeDogPhoto } from '../src/modules/dogs/dog-photos.repository';
import { insertDogs, removeDemoDogs, upsertDogs } from '../src/modules/dogs/dogs.store';
import { createDog } from './dog-factory';
import { authHeaders, createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { multipart } from './images';
import { createReport, putReport, validReport } from './reports.helpers';

const app = await buildTestApp({ responseCacheSeconds: 30 });

describe('the public response cache', () => {
  it('answers a repeated public read from the cache, not the database', async () => {
    const first = await app.inject({ url: '/api/dog-details/paged?size=3' });
    expect(first.headers['x-cache']).toBeUndefined();
    await createDog(app.db); // behind the API's back: an import in another process
    const second = await app.inject({ url: '/api/dog-details/paged?size=3' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    const other = await app.inject({ url: '/api/dog-details/paged?size=4' });
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.json().pagination.meta.totalItems).toBe(
      first.json().pagination.meta.totalItems + 1,
    );
  });

  it('a write through the API empties it, so the writer sees their change at once', async () => {
    const owner = await createUser(app);
    const id = await createReport(app, owner, { dogName: '초코' });
    expect((await app.inject({ url: `/api/lost-pet/${id}` })).json().data.dogName).toBe('초코');
    expect((await app.inject({ url: `/api/lost-pet/${id}` })).headers['x-cache']).toBe('HIT');
    expect((await putReport(app, owner, id, { dogName: '보리' })).statusCode).toBe(200);
    const after = await app.inject({ url: `/api/lost-pet/${id}` });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data.dogName).toBe('보리');
  });

  it('never keeps personal or per-reader answers, nor errors', async () => {
    const member = await createUser(app);
    const headers = await authHeaders(app, member);
    for (const url of ['/api/mypage/me', '/api/inquiries/paged']) {
      await app.inject({ url, headers });
      expect((await app.inject({ url, headers })).headers['x-cache'], url).toBeUndefined();
    }
    await app.inject({ url: '/api/lost-pet/999999' });
    expect((await app.inject({ url: '/api/lost-pet/999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/lost-pet/999999' })).headers['x-cache']).toBeUndefined();
  });
});

describe('dogs written by an import or the demo, not by a route (issue 38 item 15, ADR 234)', () => {
  const url = '/api/dog-details/paged?size=2&page=0';
  const read = async (at = url) => {
    await app.inject({ url: at }); // kept from here on
    return app.inject({ url: at });
  };
  const total = (res: { json(): { pagination: { meta: { totalItems: number } } } }) =>
    res.json().pagination.meta.totalItems;

  it('an import page, the demo set and its removal forget the kept dog answers at once', async () => {
    const kept = await read();
    expect(kept.headers['x-cache']).toBe('HIT');

    const [id] = await insertDogs(app.db, [
      { source: 'demo', sourceId: 'demo-item-15', state: '보호중', createdAt: new Date() },
    ]);
    const afterDemo = await app.inject({ url });
    expect(afterDemo.headers['x-cache']).toBeUndefined();
    expect(afterDemo.json().data[0].id).toBe(id);
    expect(total(afterDemo)).toBe(total(kept) + 1);

    await read();
    await upsertDogs(app.db, app.storage, [
      { source: 'national', sourceId: '441399202699915', state: '보호중', createdAt: new Date() },
    ]);
    const afterImport = await app.inject({ url });
    expect(afterImport.headers['x-cache']).toBeUndefined();
    expect(total(afterImport)).toBe(total(kept) + 2);

    await read();
    await removeDemoDogs(app.db, app.storage);
    const afterRemoval = await app.inject({ url });
    expect(afterRemoval.headers['x-cache']).toBeUndefined();
    expect(total(afterRemoval)).toBe(total(kept) + 1);
  });

  it('a stored photo forgets them too: the list shows it', async () => {
    const dog = await createDog(app.db, { createdAt: new Date(Date.UTC(2030, 0, 1)) });
    const first = '/api/dog-details/paged?size=1&page=0';
    const before = await read(first);
    expect(before.headers['x-cache']).toBe('HIT');
    expect(before.json().data[0]).toMatchObject({ id: dog.id, imagePath: null });
    await storeDogPhoto(app.db, dog.id, {
      key: 'dogs/item-15.jpg',
      thumbnailKey: 'dogs/item-15.t.jpg',
    });
    const after = await app.inject({ url: first });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data[0].imagePath).toMatch(/item-15/);
  });
});

describe('what a write forgets', () => {
  it('a write elsewhere (an inquiry) keeps the dog answers; a nickname change drops the reports, which name their authors', async () => {
    const member = await createUser(app);
    const headers = await authHeaders(app, member);
    const reports = `/api/lost-pet/${await createReport(app, member)}`;
    await app.inject({ url: '/api/dog-details/paged?size=5' });
    await app.inject({ url: reports });
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers,
      payload: { title: '문의', content: '내용', isPublic: true },
    });
    expect(inquiry.statusCode).toBeLessThan(300);
    const hit = async (url: string) => (await app.inject({ url })).headers['x-cache'] === 'HIT';
    expect(await hit('/api/dog-details/paged?size=5')).toBe(true);
    const nickname = `새이름${Date.now().toString(36).slice(-4)}`;
    const rename = await app.inject({
      method: 'PUT',
      url: '/api/mypage/update-nickname',
      headers,
      payload: { nickname },
    });
    expect(rename.statusCode).toBe(200);
    const after = await app.inject({ url: reports });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toContain(nickname);
    expect(await hit('/api/dog-details/paged?size=5')).toBe(true);
  });

  it('a report deleted by its author, or with its author by an admin, is gone from the next read', async () => {
    const adminHeaders = await authHeaders(app, await createAdmin(app));
    const list = '/api/lost-pet/paged?page=0&size=50';
    const listed = async () =>
      (await app.inject({ url: list })).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    const author = await createUser(app);
    const byAuthor = await createReport(app, author);
    const member = await createUser(app);
    const byMember = await createReport(app, member);
    expect(await listed()).toEqual(expect.arrayContaining([byAuthor, byMember]));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/lost-pet/${byAuthor}`,
      headers: await authHeaders(app, author),
    });
    expect(removed.statusCode).toBe(200);
    expect(await listed()).not.toContain(byAuthor);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.id}`,
      headers: adminHeaders,
    });
    expect(gone.statusCode).toBe(200);
    expect(await listed()).not.toContain(byMember);
  });
});

describe('what a write forgets, by the route it reached', () => {
  const dogs = '/api/dog-details/paged?size=8';
  const kept = async () => (await app.inject({ url: dogs })).headers['x-cache'] === 'HIT';

  it('a logout spelled /%61uth/logout forgets nothing, like /auth/logout', async () => {
    await app.inject({ url: dogs });
    for (const url of ['/auth/logout', '/%61uth/logout']) {
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
      expect(await kept(), url).toBe(true);
    }
  });

  it('a report edit spelled /%61pi/lost-pet/… forgets the report answers only', async () => {
    const owner = await createUser(app);
    const id = await createReport(app, owner, { dogName: '콩이' });
    await app.inject({ url: dogs });
    await app.inject({ url: `/api/lost-pet/${id}` });
    const body = multipart({ ...validReport, dogName: '밤이' });
    const edit = await app.inject({
      method: 'PUT',
      url: `/%61pi/lost-pet/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await authHeaders(app, owner)) },
    });
    expect(edit.statusCode).toBe(200);
    expect(await kept()).toBe(true);
    const after = await app.inject({ url: `/api/lost-pet/${id}` });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data.dogName).toBe('밤이');
  });
});

describe('a report detail, whose isAuthor is for the reader (ADR 093)', () => {
  it("is kept for visitors only: the author never gets a visitor's copy, nor a visitor the author's", async () => {
    const owner = await createUser(app);
    const headers = await authHeaders(app, owner);
    const seenFirstByVisitor = `/api/lost-pet/${await createReport(app, owner)}`;
    expect((await app.inject({ url: seenFirstByVisitor })).json().data.isAuthor).toBe(false);
    expect((await app.inject({ url: seenFirstByVisitor })).headers['x-cache']).toBe('HIT');
    const mine = await app.inject({ url: seenFirstByVisitor, headers });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.json().data.isAuthor).toBe(true);

    const seenFirstByAuthor = `/api/lost-pet/${await createReport(app, owner)}`;
    expect((await app.inject({ url: seenFirstByAuthor, headers })).json().data.isAuthor).toBe(true);
    const visitor = await app.inject({ url: seenFirstByAuthor });
    expect(visitor.headers['x-cache']).toBeUndefined();
    expect(visitor.json().data.isAuthor).toBe(false);
  });
});

describe('the notice list', () => {
  const url = '/api/notices/paged?page=0&size=3&sort=createdAt,desc';
  const firstViews = async () =>
    (await app.inject({ url })).json<{ data: { views: number }[] }>().data[0]!.views;

  it('is kept, still says no-store, and forgets a new notice and a counted view at once', async () => {
    const headers = await authHeaders(app, await createAdmin(app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/notices',
      headers,
      payload: { title: '캐시 확인 공지', content: '본문' },
    });
    expect(created.statusCode).toBe(201);
    const first = await app.inject({ url });
    expect(first.json().data[0].title).toBe('캐시 확인 공지');
    const hit = await app.inject({ url });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe('no-store');

    const views = await firstViews();
    await app.inject({ url: `/api/notices/${created.json().id}`, remoteAddress: '10.9.8.7' });
    expect(await firstViews()).toBe(views + 1);
    // The same reader again is not a new view, and the list stays cached.
    await app.inject({ url: `/api/notices/${created.json().id}`, remoteAddress: '10.9.8.7' });
    expect((await app.inject({ url })).headers['x-cache']).toBe('HIT');

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/notices/${created.json().id}`,
      headers,
      payload: { title: '바뀐 제목', content: '본문' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await app.inject({ url })).json().data[0].title).toBe('바뀐 제목');
  });
});

describe('the cache and the API rate limit', () => {
  it('answers kept copies without counting them; anything that reaches the database is counted', async () => {
    const limited = await buildTestApp({ responseCacheSeconds: 30, rateLimitPerMinute: 3 });
    const from = { remoteAddress: '10.60.0.1' };
    const url = '/api/dog-details/paged?size=2';
    expect((await limited.inject({ url, ...from })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const hit = await limited.inject({ url, ...from });
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.statusCode).toBe(200);
    }
    await limited.inject({ url: '/api/dog-details/paged?size=3', ...from });
    await limited.inject({ url: '/api/dog-details/paged?size=4', ...from });
    const over = await limited.inject({ url: '/api/dog-details/paged?size=5', ...from });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(commonMessages.tooManyRequests);
  });
});

describe('answers being worked out', () => {
  it('requests that arrive together for one URL wait for the first instead of each asking the database', async () => {
    const url = '/api/dog-details/paged?size=7';
    const [first, second, third] = await Promise.all([
      app.inject({ url }),
      app.inject({ url }),
      app.inject({ url }),
    ]);
    expect(first!.headers['x-cache']).toBeUndefined();
    expect(second!.headers['x-cache']).toBe('HIT');
    expect(third!.headers['x-cache']).toBe('HIT');
    expect(second!.body).toBe(first!.body);
  });

  it('an answer read before a write is neither kept nor handed to waiting requests', async () => {
    // The report detail route is held after it has read the database, until released.
    let reached = () => {};
    let release = () => {};
    let hold = false;
    const gated = await buildTestApp(
      { responseCacheSeconds: 30 },
      {
        onRoute: (route) => {
          if (route.method !== 'GET' || route.url !== '/api/lost-pet/:id') return;
          const handler = route.handler as (...args: unknown[]) => Promise<unknown>;
          route.handler = async function (this: unknown, ...args: unknown[]) {
            const answer = await handler.apply(this, args);
            if (hold) {
              reached();
              await new Promise<void>((resolve) => (release = resolve));
            }
            return answer;
          };
        },
      },
    );
    const owner = await createUser(gated);
    const id = await createReport(gated, owner, { dogName: '하늘' });
    const url = `/api/lost-pet/${id}`;
    hold = true;
    const read = new Promise<void>((resolve) => (reached = resolve));
    const leader = gated.inject({ url });
    await read;
    hold = false;
    const waiter = gated.inject({ url });
    expect((await putReport(gated, owner, id, { dogName: '바다' })).statusCode).toBe(200);
    release();
    expect((await leader).json().data.dogName).toBe('하늘');
    expect((await waiter).json().data.dogName).toBe('바다');
    const after = await gated.inject({ url });
    expect(after.json().data.dogName).toBe('바다');
  });
});
