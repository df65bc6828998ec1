import { beforeAll, describe, expect, it } from 'vitest';
import { saveImage } from '../src/lib/image-store';
import { authHeaders, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { createReport, getDetail, putReport } from './reports.helpers';
import { makeJpeg } from './images';

let app: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let imageUrl: string;

const photo = async () => ({ buffer: await makeJpeg(), filename: 'dog.jpg' });
/** The photo and thumbnail URLs of a report, as the API gives them. */
async function photoUrls(id: number) {
  const { data } = (await getDetail(app, id)).json();
  return [data.imagePath, data.thumbnailPath].map((p: string) => `/api/lost-pet/images${p}`);
}
/** A revalidation with the ETag the image was first served with. */
const revalidate = (url: string, etag: string) =>
  app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
const etagOf = async (url: string) => String((await app.inject({ url })).headers.etag);

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  const id = await createReport(app, user, {}, await photo());
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

  it('a deleted photo and its thumbnail answer 404 to a revalidation, never 304', async () => {
    const id = await createReport(app, user, {}, await photo());
    const urls = await photoUrls(id);
    const etags = await Promise.all(urls.map(etagOf));
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/lost-pet/${id}`,
      headers: await authHeaders(app, user),
    });
    expect(deleted.statusCode).toBe(200);
    for (const [i, url] of urls.entries()) {
      const res = await revalidate(url, etags[i]!);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('a replaced photo gets new URLs and ETags; the old ones answer 404', async () => {
    const id = await createReport(app, user, {}, await photo());
    const before = await photoUrls(id);
    const etags = await Promise.all(before.map(etagOf));
    expect((await putReport(app, user, id, {}, await photo())).statusCode).toBe(200);
    const after = await photoUrls(id);
    for (const [i, url] of after.entries()) {
      expect(url).not.toBe(before[i]);
      expect(await etagOf(url)).not.toBe(etags[i]);
      expect((await revalidate(before[i]!, etags[i]!)).statusCode).toBe(404);
    }
  });

  it('every stored photo gets keys of its own, even for the same bytes', async () => {
    // Report photos, notice files and imported dogs' photos are all stored by saveImage.
    const bytes = await makeJpeg();
    const [a, b] = [
      await saveImage(app.storage, 'dogs', bytes),
      await saveImage(app.storage, 'dogs', bytes),
    ];
    expect(new Set([a.key, a.thumbnailKey, b.key, b.thumbnailKey]).size).toBe(4);
  });
});
