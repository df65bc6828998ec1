import AdmZip from 'adm-zip';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { authHeaders } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { seedMember } from './withdrawal.helpers';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({
    writeLimits: { ...loadConfig({}).writeLimits, exports: { perMember: 2, perAddress: 100 } },
  });
});

const download = async (user: { id: number }) =>
  app.inject({ url: '/api/mypage/export', headers: await authHeaders(app, user) });

describe('GET /api/mypage/export', () => {
  it("zips the member's data.json and their photos, and nobody else's", async () => {
    const seeded = await seedMember(app);
    const other = await seedMember(app);
    const res = await download(seeded.member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toContain('attachment');

    const zip = new AdmZip(res.rawPayload);
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(data.profile).toMatchObject({ id: seeded.member.id, userid: seeded.member.userid });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'age14',
      'emailAlerts',
      'privacy',
      'terms',
    ]);
    expect(data.saved.dogs).toHaveLength(1);
    expect(data.saved.searches).toHaveLength(1);
    expect(data.reports.map((r: { id: number }) => r.id)).toEqual([seeded.reportId]);
    expect(data.reports[0].phone).toBeTruthy();
    expect(data.sightings.map((s: { id: number }) => s.id)).toEqual([seeded.sightingId]);
    expect(data.inquiries).toHaveLength(1);
    expect(data.inquiries[0].replies).toHaveLength(1);
    expect(data.notifications).toHaveLength(1);
    expect(data.messages[0].messages[0].body).toBe('안녕하세요');

    const photos = zip.getEntries().filter((entry) => entry.entryName.startsWith('photos/'));
    // Two report photos and one sighting photo, each the stored bytes.
    expect(photos).toHaveLength(3);
    expect(data.reports[0].photos).toHaveLength(2);
    for (const name of data.reports[0].photos as string[]) {
      const stored = await app.storage.get(name.replace(/^photos\//, ''));
      expect(zip.getEntry(name)?.getData().equals(stored!.body)).toBe(true);
    }
    const otherKeys = other.files.map((key) => `photos/${key}`);
    expect(photos.map((entry) => entry.entryName)).not.toEqual(
      expect.arrayContaining([otherKeys[0]]),
    );
    expect(JSON.stringify(data)).not.toContain(other.member.email);
  });

  it('is limited per member, with a 429 past the limit', async () => {
    const seeded = await seedMember(app);
    expect((await download(seeded.member)).statusCode).toBe(200);
    expect((await download(seeded.member)).statusCode).toBe(200);
    const third = await download(seeded.member);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeTruthy();
  });

  it('is for members only', async () => {
    expect((await app.inject({ url: '/api/mypage/export' })).statusCode).toBe(401);
  });
});
