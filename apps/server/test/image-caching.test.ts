import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { createReport, getDetail } from './reports.helpers';
import { makeJpeg } from './images';

let app: TestApp;
let imageUrl: string;

beforeAll(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  const id = await createReport(app, user, {}, { buffer: await makeJpeg(), filename: 'dog.jpg' });
  imageUrl = `/api/lost-pet/images${(await getDetail(app, id)).json().data.imagePath}`;
});

describe('image caching', () => {
  it('an image carries an ETag and a year-long immutable cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a revalidation with the same ETag is answered 304 without a body', async () => {
    const first = await app.inject({ method: 'GET', url: imageUrl });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.inject({
        method: 'GET',
        url: imageUrl,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
  });

  it('a different ETag gets the whole image', async () => {
    const res = await app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': '"not-this-one"' },
    });
    expect(res.statusCode).toBe(200);
    const plain = await app.inject({ method: 'GET', url: imageUrl });
    expect(res.rawPayload.length).toBeGreaterThan(0);
    expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('a malformed key is a 404 even with an If-None-Match', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dog-details/images/..%2F..%2Fetc%2Fpasswd',
      headers: { 'if-none-match': '*' },
    });
    expect(res.statusCode).toBe(404);
  });
});
