import AdmZip from 'adm-zip';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { petPhotoEmbeddings, petPhotos, petProfiles, petTags, petTagScans } from '../src/db/schema';
import { authHeaders, createUser } from './factories';
import { applyRetention } from '../src/modules/privacy/retention';
import { buildTestApp } from './helper';
import { asOwner, createPet, issueTag } from './pets.helpers';

const app = await buildTestApp();

/** A member with a profile of three photos, a revoked and a live tag, and a scan of each kind. */
async function seedPets() {
  const member = await createUser(app);
  const id = await createPet(app, member);
  const revoked = await issueTag(app, member, id);
  const code = await issueTag(app, member, id);
  await app.inject({ url: `/api/tags/${code}` });
  await app.inject({
    method: 'POST',
    url: `/api/tags/${code}/notify`,
    payload: { message: '데리고 있어요', lat: 37.5, lng: 127.01 },
  });
  const photos = (await asOwner(app, member, 'GET', `/api/mypage/pets/${id}`)).json().data
    .photos as { imagePath: string; thumbnailPath: string }[];
  const files = photos.flatMap((p) => [p.imagePath.slice(1), p.thumbnailPath.slice(1)]);
  return { member, id, code, revoked, files };
}

describe('우리 아이 in the data download and the withdrawal (issue 40 item 5)', () => {
  it('the download holds the profiles, their photos, every tag code and the scan log', async () => {
    const { member, id, code, revoked, files } = await seedPets();
    const res = await app.inject({
      url: '/api/mypage/export',
      headers: await authHeaders(app, member),
    });
    expect(res.statusCode).toBe(200);
    const zip = new AdmZip(res.rawPayload);
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(data.pets.profiles.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(data.pets.profiles[0]).toMatchObject({ name: '보리', microchip: '410123456789012' });
    expect(data.pets.photos).toHaveLength(3);
    expect(data.pets.tags.map((t: { code: string }) => t.code)).toEqual([revoked, code]);
    expect(data.pets.scans.map((s: { kind: string }) => s.kind)).toEqual(['VIEW', 'NOTIFY']);
    for (const photo of data.pets.photos) expect(zip.getEntry(photo.photo)).toBeTruthy();
    // pets' declared section (ADR 255) is in the readable files too.
    expect(zip.readAsText('README.txt')).toContain('pets (우리 아이)');
    const summary = zip.readAsText('summary.html');
    for (const part of ['우리 아이', 'QR 인식표', '인식표 스캔 기록', '보리', code]) {
      expect(summary).toContain(part);
    }
    expect(files).toHaveLength(6);
  });

  it('a withdrawal removes profiles, photos and their files, vectors, codes and scans', async () => {
    const { member, id, code, files } = await seedPets();
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: await authHeaders(app, member),
      payload: { password: member.password },
    });
    expect(res.statusCode).toBe(200);
    await app.jobs.idle();
    const left = async () => ({
      profiles: (await app.db.select().from(petProfiles).where(eq(petProfiles.id, id))).length,
      photos: (await app.db.select().from(petPhotos).where(eq(petPhotos.profileId, id))).length,
      vectors: (
        await app.db.select().from(petPhotoEmbeddings).where(eq(petPhotoEmbeddings.profileId, id))
      ).length,
      tags: (await app.db.select().from(petTags).where(eq(petTags.profileId, id))).length,
    });
    expect(await left()).toEqual({ profiles: 0, photos: 0, vectors: 0, tags: 0 });
    const scans = await app.db
      .select()
      .from(petTagScans)
      .innerJoin(petTags, eq(petTags.id, petTagScans.tagId))
      .where(inArray(petTags.code, [code]));
    expect(scans).toEqual([]);
    for (const key of files) expect(await app.storage.has(key)).toBe(false);
    expect((await app.inject({ url: `/api/tags/${code}` })).statusCode).toBe(404);
  });

  it('forgets a scan’s position 90 days on and keeps the line', async () => {
    const { member, id, code } = await seedPets();
    const [tag] = await app.db.select().from(petTags).where(eq(petTags.code, code));
    const old = new Date(Date.now() - 91 * 24 * 3600_000);
    await app.db.insert(petTagScans).values({
      tagId: tag!.id,
      kind: 'NOTIFY',
      lat: 37.5,
      lng: 127,
      message: '오래전',
      createdAt: old,
    });
    const purged = await applyRetention({
      db: app.db,
      storage: app.storage,
      declarations: app.personalData,
    });
    expect(purged['tag-scan-positions']).toBeGreaterThanOrEqual(1);
    const scans = (await asOwner(app, member, 'GET', `/api/mypage/pets/${id}/scans`)).json().data;
    const oldLine = scans.find((s: { message: string | null }) => s.message === '오래전');
    expect(oldLine).toMatchObject({ lat: null, lng: null });
    const recent = scans.find((s: { message: string | null }) => s.message === '데리고 있어요');
    expect(recent).toMatchObject({ lat: 37.5, lng: 127.01 });
  });
});
