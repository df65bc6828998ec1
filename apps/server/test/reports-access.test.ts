import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeaders, createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { createReport, getDetail, keyOf, putReport } from './reports.helpers';

const app = await buildTestApp();
const uploads = path.join(app.dataDir, 'uploads');
const author = await createUser(app);
const other = await createUser(app);
const admin = await createAdmin(app);
const photo = async () => ({ buffer: await makeJpeg({ color: '#806040' }), filename: 'a.jpg' });

/** A GET whose path goes out byte for byte, as curl --path-as-is would send it. */
async function rawGet(url: string): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const remove = async (id: number, user: { id: number } | null) =>
  app.inject({
    method: 'DELETE',
    url: `/api/lost-pet/${id}`,
    headers: user ? await authHeaders(app, user) : {},
  });

describe('who may do what with a report', () => {
  it('a visitor can list and read reports but not file one', async () => {
    const id = await createReport(app, author);
    expect((await app.inject({ url: '/api/lost-pet/paged' })).statusCode).toBe(200);
    expect((await getDetail(app, id)).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/lost-pet' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인이 필요합니다.');
  });

  it('a visitor can neither edit nor delete (401)', async () => {
    const id = await createReport(app, author);
    expect((await putReport(app, null, id, { dogName: '바뀜' })).statusCode).toBe(401);
    expect((await remove(id, null)).statusCode).toBe(401);
    expect((await getDetail(app, id)).json().data.dogName).toBe('초코');
  });

  it('another member cannot edit or delete someone else’s report (403)', async () => {
    const id = await createReport(app, author);
    const edit = await putReport(app, other, id, { dogName: '바뀜' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('수정 권한이 없습니다.');
    const del = await remove(id, other);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('삭제 권한이 없습니다.');
    expect((await getDetail(app, id)).json().data.dogName).toBe('초코');
  });

  it('an admin may delete any report but not edit it', async () => {
    const id = await createReport(app, author);
    expect((await putReport(app, admin, id, { dogName: '관리' })).statusCode).toBe(403);
    expect((await remove(id, admin)).statusCode).toBe(200);
    expect((await getDetail(app, id)).statusCode).toBe(404);
  });

  it('the author edits without a new photo and the photo stays', async () => {
    const id = await createReport(app, author, {}, await photo());
    const before = (await getDetail(app, id)).json().data;
    const res = await putReport(app, author, id, { dogName: '콩이', title: '콩이를 찾습니다' });
    expect(res.statusCode).toBe(200);
    const after = (await getDetail(app, id)).json().data;
    expect(after).toMatchObject({
      dogName: '콩이',
      title: '콩이를 찾습니다',
      imagePath: before.imagePath,
    });
    expect(fs.existsSync(path.join(uploads, keyOf(before.imagePath)))).toBe(true);
  });

  it('a new photo replaces the old one, whose files are removed', async () => {
    const id = await createReport(app, author, {}, await photo());
    const before = (await getDetail(app, id)).json().data;
    expect((await putReport(app, author, id, {}, await photo())).statusCode).toBe(200);
    const after = (await getDetail(app, id)).json().data;
    expect(after.imagePath).not.toBe(before.imagePath);
    expect(fs.existsSync(path.join(uploads, keyOf(after.imagePath)))).toBe(true);
    expect(fs.existsSync(path.join(uploads, keyOf(before.imagePath)))).toBe(false);
    expect(fs.existsSync(path.join(uploads, keyOf(before.thumbnailPath)))).toBe(false);
  });

  it('a rejected edit keeps the report and its photo as they were', async () => {
    const id = await createReport(app, author, {}, await photo());
    const before = (await getDetail(app, id)).json().data;
    const bad = { buffer: Buffer.from('not an image'), filename: 'x.jpg' };
    expect((await putReport(app, author, id, { dogName: '바뀜' }, bad)).statusCode).toBe(415);
    expect((await getDetail(app, id)).json().data).toEqual(before);
  });

  it('the author deletes the report and its photo goes too', async () => {
    const id = await createReport(app, author, {}, await photo());
    const { imagePath, thumbnailPath } = (await getDetail(app, id)).json().data;
    expect((await remove(id, author)).statusCode).toBe(200);
    expect((await getDetail(app, id)).json().message).toBe('실종 신고를 찾을 수 없습니다.');
    expect(fs.existsSync(path.join(uploads, keyOf(imagePath)))).toBe(false);
    expect(fs.existsSync(path.join(uploads, keyOf(thumbnailPath)))).toBe(false);
    expect((await app.inject({ url: `/api/lost-pet/images${imagePath}` })).statusCode).toBe(404);
  });

  it('unknown reports are 404 and malformed ids 400', async () => {
    expect((await getDetail(app, 999_999)).statusCode).toBe(404);
    expect((await putReport(app, author, 999_999)).statusCode).toBe(404);
    expect((await remove(999_999, author)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/lost-pet/abc' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/lost-pet/99999999999' })).statusCode).toBe(400);
  });
});

describe('who wrote a report (ADR 093)', () => {
  it('lists and details name the author by nickname only; the detail tells the author alone it is theirs', async () => {
    const id = await createReport(app, author);
    const list = await app.inject({ url: '/api/lost-pet/paged?limit=100' });
    const row = list.json().data.find((r: { id: number }) => r.id === id);
    expect(row.authorNickname).toBe(author.nickname);
    expect(list.body).not.toContain(author.userid);
    const readers = { visitor: null, author, other, admin };
    for (const [who, user] of Object.entries(readers)) {
      const res = await app.inject({
        url: `/api/lost-pet/${id}`,
        headers: user ? await authHeaders(app, user) : {},
      });
      expect(res.json().data.isAuthor, who).toBe(who === 'author');
      expect(res.body).not.toContain(author.userid);
    }
  });
});

describe('the image route', () => {
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(app.dataDir, 'secret.jpg'), 'outside the store');
  fs.mkdirSync(path.join(uploads, 'other'), { recursive: true });
  fs.writeFileSync(path.join(uploads, 'other', 'private.jpg'), 'another area');

  it('serves a stored report photo over the same socket', async () => {
    const id = await createReport(app, author, {}, await photo());
    const { imagePath } = (await getDetail(app, id)).json().data;
    expect((await rawGet(`/api/lost-pet/images${imagePath}`)).status).toBe(200);
  });

  it.each([
    '/api/lost-pet/images/../secret.jpg',
    '/api/lost-pet/images/reports/../../secret.jpg',
    '/api/lost-pet/images/%2e%2e/secret.jpg',
    '/api/lost-pet/images/reports/%2e%2e%2f%2e%2e%2fsecret.jpg',
    '/api/lost-pet/images/reports%2f..%2f..%2fsecret.jpg',
    '/api/lost-pet/images/%252e%252e%252fsecret.jpg',
    '/api/lost-pet/images/..%5c..%5csecret.jpg',
    '/api/lost-pet/images//etc/passwd',
    '/api/lost-pet/images/other/private.jpg',
    '/api/lost-pet/images/reports/2026/11/missing.jpg',
  ])('answers 404 for %s', async (url) => {
    // Over a real socket: app.inject would resolve the dot segments before routing.
    const res = await rawGet(url);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('outside the store');
    expect(res.body).not.toContain('another area');
  });
});
