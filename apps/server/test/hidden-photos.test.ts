import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportPhotos, sightingPhotos } from '../src/db/schema';
import { createAdmin, createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { call } from './matches.helpers';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

// With the response cache on, as in production: a hidden item must not come back from it.
const app = await buildTestApp({ responseCacheSeconds: 30 });
const admin = await createAdmin(app);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const moderate = (targetType: string, targetId: number, action: string) =>
  call(app, admin, 'POST', '/api/admin/moderation', { targetType, targetId, action });
const get = (url: string, etag?: string) =>
  app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

async function reportPhotoUrls(id: number) {
  const rows = await app.db.select().from(reportPhotos).where(eq(reportPhotos.reportId, id));
  return rows.flatMap((r) => [r.imageKey, r.thumbnailKey]).map((k) => `/api/lost-pet/images/${k}`);
}
async function sightingPhotoUrls(id: number) {
  const rows = await app.db.select().from(sightingPhotos).where(eq(sightingPhotos.sightingId, id));
  return rows.flatMap((r) => [r.imageKey, r.thumbnailKey]).map((k) => `/api/sightings/images/${k}`);
}

describe('a hidden item’s photos', () => {
  it('a hidden report’s photo and thumbnail answer 404, revalidations too, until it is restored', async () => {
    const owner = await createUser(app);
    const id = await createReport(app, owner, {}, { buffer: await makeJpeg(), filename: 'a.jpg' });
    const urls = await reportPhotoUrls(id);
    expect(urls).toHaveLength(2);
    const etags: string[] = [];
    for (const url of urls) {
      const shown = await get(url);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe(IMMUTABLE);
      etags.push(String(shown.headers.etag));
    }
    expect((await get(`/api/lost-pet/${id}`)).statusCode).toBe(200);

    expect((await moderate('LOST_REPORT', id, 'HIDE')).statusCode).toBe(200);
    for (const [i, url] of urls.entries()) {
      for (const res of [await get(url), await get(url, etags[i])]) {
        expect(res.statusCode).toBe(404);
        expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      }
    }
    expect((await get(`/api/lost-pet/${id}`)).statusCode).toBe(404);

    expect((await moderate('LOST_REPORT', id, 'RESTORE')).statusCode).toBe(200);
    expect((await get(urls[0]!)).statusCode).toBe(200);
  });

  it('a hidden sighting’s photos answer 404; an unconfirmed one’s are kept by no shared cache', async () => {
    const member = await createUser(app);
    const posted = await postSighting(app, { user: member });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id as number;
    const urls = await sightingPhotoUrls(id);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect((await get(url)).headers['cache-control']).toBe(IMMUTABLE);

    expect((await moderate('SIGHTING', id, 'HIDE')).statusCode).toBe(200);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);

    const pending = await postSighting(app, { email: `finder_${unique()}@example.com` });
    expect(pending.statusCode).toBe(202);
    const [pendingUrl] = await sightingPhotoUrls(pending.json().id as number);
    const res = await get(pendingUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('a photo that belongs to no report answers 404', async () => {
    expect((await get('/api/lost-pet/images/reports/2026/01/not-a-photo.jpg')).statusCode).toBe(
      404,
    );
  });
});
