import AdmZip from 'adm-zip';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lostReports, notifications, reportMatches, sightingMatches } from '../src/db/schema';
import { createDog } from './dog-factory';
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
    // The two members' reports and sightings may match each other and notify them: let the
    // matching end first, so the download and the rows below say the same.
    await app.jobs.idle();
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
    const notified = await app.db
      .select({ id: notifications.id, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, seeded.member.id));
    expect(notified.map((n) => n.kind)).toContain('MESSAGE');
    expect(data.notifications.map((n: { id: number }) => n.id).sort()).toEqual(
      notified.map((n) => n.id).sort(),
    );
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

  it('comes with README.txt and summary.html: Korean labels, KST times, codes in words, every user text escaped (issue 38 item 16)', async () => {
    const seeded = await seedMember(app);
    const { id: memberId } = seeded.member;
    // The report's own matching runs first: on PostgreSQL it could otherwise replace the
    // report's candidates after the one written below.
    await app.jobs.idle();
    await app.db
      .update(lostReports)
      .set({
        title: '<script>alert(1)</script>초코 & "보리"',
        status: 'FOUND',
        closedReason: 'SHELTER',
        closedAt: new Date('2026-12-02T04:05:00Z'),
      })
      .where(eq(lostReports.id, seeded.reportId));
    await app.db
      .insert(notifications)
      .values({ kind: 'SIGHTING_MATCH', userId: memberId, reportId: seeded.reportId });
    const dog = await createDog(app.db);
    await app.db
      .insert(reportMatches)
      .values({ reportId: seeded.reportId, dogId: dog.id, similarity: 0.9, score: 0.9 })
      .onConflictDoUpdate({
        target: [reportMatches.reportId, reportMatches.dogId],
        set: { status: 'CANDIDATE' },
      });
    // The matcher may have paired them already, in the background: the pair is confirmed.
    await app.db
      .insert(sightingMatches)
      .values({
        lostReportId: seeded.reportId,
        sightingId: seeded.sightingId,
        score: 0.8,
        status: 'CONFIRMED',
      })
      .onConflictDoUpdate({
        target: [sightingMatches.lostReportId, sightingMatches.sightingId],
        set: { score: 0.8, status: 'CONFIRMED' },
      });

    const zip = new AdmZip((await download(seeded.member)).rawPayload);
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names.slice(0, 3)).toEqual(['README.txt', 'summary.html', 'data.json']);

    const readme = zip.readAsText('README.txt');
    expect(readme.charCodeAt(0)).toBe(0xfeff); // Notepad reads it as UTF-8
    for (const file of ['summary.html', 'data.json', 'photos/']) expect(readme).toContain(file);
    expect(readme).toContain('한국 표준시(KST)');
    expect(readme).toContain('reports (실종 신고)');

    const html = zip.readAsText('summary.html');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;초코 &amp; &quot;보리&quot;');
    expect(html).not.toContain('<script');
    expect(html).toContain('2026-12-02 13:05 (KST)');
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/); // no UTC ISO times
    for (const words of [
      '실종 신고',
      '발견·목격 제보',
      '보호소에서 찾았어요', // closedReason SHELTER
      '실종 신고와 닮은 발견·목격 제보', // notification SIGHTING_MATCH
      '이 아이가 맞아요', // sighting match CONFIRMED
      '확인 전', // report match CANDIDATE
      '이용약관', // consent terms
      '실종 신고자', // a message from the owner
    ]) {
      expect(html, words).toContain(words);
    }
    // No raw code and no English field name is left for a person to decode.
    expect(html).not.toMatch(
      /<td>(FOUND|SIGHTING_MATCH|OPEN|CANDIDATE|CONFIRMED|SHELTER|MESSAGE|terms|true|false)<\/td>/,
    );
    const labels = [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(50);
    expect(labels.filter((label) => /^[A-Za-z]+$/.test(label))).toEqual([]);
    // Its photos are the zip's own.
    const data = JSON.parse(zip.readAsText('data.json'));
    expect(html).toContain(`<img src="${data.reports[0].photos[0]}"`);

    // data.json keeps the API's keys and codes, with times on the Korean clock.
    expect(data.reports[0]).toMatchObject({ status: 'FOUND', closedReason: 'SHELTER' });
    expect(data.reports[0].closedAt).toBe('2026-12-02T13:05:00+09:00');
    expect(data.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
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
