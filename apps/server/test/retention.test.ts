import { randomUUID } from 'node:crypto';
import { RETENTION_RULES as POLICY_RULES } from '@chajul/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failedJobs,
  flags,
  loginFailures,
  lostReports,
  outboxMails,
  passwordResetTokens,
  phoneReveals,
  refreshTokens,
  reportClosures,
  sightings,
  storageDeletions,
} from '../src/db/schema';
import type { RetentionRule } from '../src/modules/privacy/retention';
import { purgeDeclared, RETENTION_RULES } from '../src/modules/privacy/retention';
import { personalData } from '../src/personal-data';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { createReport } from './reports.helpers';
import { postSighting } from './sightings.helpers';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

const DAY = 24 * 3600_000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const rule = (kind: string): RetentionRule => {
  const found = RETENTION_RULES.find((r) => r.kind === kind);
  if (!found) throw new Error(`no rule ${kind}`);
  return found;
};
/** Runs one rule at `at`: the privacy module's own, or one a module declares (ADR 255). */
const purge = (kind: string, at = now) => {
  const declared = personalData.flatMap((d) => d.retain ?? []).find((r) => r.kind === kind);
  if (declared) return purgeDeclared(declared, { db: app.db, storage: app.storage }, at);
  return rule(kind).purge({ db: app.db, storage: app.storage }, at);
};

describe('the retention rules (ADR 166)', () => {
  it("are the privacy policy's rows: each rule names one, and each row with a period has a rule", () => {
    const policies = new Set(POLICY_RULES.map((p) => p.id));
    for (const r of RETENTION_RULES) expect(policies).toContain(r.policy);
    // The modules' own rules count too (ADR 255): the tag scans' positions are pets'.
    const declared = personalData.flatMap((d) => d.retain ?? []);
    for (const r of declared) expect(policies).toContain(r.policy);
    const ruled = new Set([...RETENTION_RULES, ...declared].map((r) => r.policy));
    for (const p of POLICY_RULES) if (p.days !== null) expect(ruled).toContain(p.id);
  });

  it('90 days after a report closed, its phone, place words, pin and chip go; nothing else does', async () => {
    const user = await createUser(app);
    const ids = [];
    const personal = {
      placeDetail: '우리집 앞',
      lat: '37.28456',
      lng: '127.06123',
      microchip: '410100012345678',
    };
    for (let i = 0; i < 3; i++) ids.push(await createReport(app, user, personal));
    const [old, recent, open] = ids as [number, number, number];
    const close = (id: number, at: Date) =>
      app.db
        .update(lostReports)
        .set({ status: 'FOUND', closedAt: at })
        .where(eq(lostReports.id, id));
    await close(old, ago(91 * DAY));
    await close(recent, ago(89 * DAY));
    await app.db
      .update(lostReports)
      .set({ createdAt: ago(400 * DAY) })
      .where(eq(lostReports.id, open));

    expect(await purge('closed-report-contact')).toBe(1);
    const rows = await app.db.select().from(lostReports).where(inArray(lostReports.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(old)).toMatchObject({
      phone: '',
      placeDetail: null,
      phoneVisibility: 'NONE',
      lat: null,
      lng: null,
      microchip: null,
    });
    expect(byId.get(old)?.title).toBeTruthy();
    for (const id of [recent, open]) {
      expect(byId.get(id)?.phone).not.toBe('');
      expect(byId.get(id)?.placeDetail).toBe('우리집 앞');
      expect(byId.get(id)).toMatchObject({ lat: 37.28456, microchip: '410100012345678' });
    }
    expect(await purge('closed-report-contact')).toBe(0);
  });

  it("visitors' posts never confirmed go after 24 hours; confirmed and young ones stay", async () => {
    const post = async (email: string) => (await postSighting(app, { email })).json().id as number;
    const stale = await post(`stale-${randomUUID()}@example.com`);
    const young = await post(`young-${randomUUID()}@example.com`);
    const member = (await postSighting(app, { user: await createUser(app) })).json().id as number;
    await app.db
      .update(sightings)
      .set({ createdAt: ago(25 * 3600_000) })
      .where(inArray(sightings.id, [stale, member]));

    expect(await purge('unconfirmed-sightings')).toBeGreaterThan(0);
    const left = await app.db
      .select({ id: sightings.id })
      .from(sightings)
      .where(inArray(sightings.id, [stale, young, member]));
    expect(left.map((r) => r.id).sort()).toEqual([young, member].sort());
  });

  it("90 days after a sighting closed, the finder's address, name, place, pin and chip go", async () => {
    const personal = {
      visitorName: '이웃',
      place: '우리 아파트 101동 앞',
      lat: 37.28,
      lng: 127.06,
      heldAt: '제 집 (광교로 12)',
      microchip: '410100012345678',
    };
    const post = async (closedAt: Date | null) => {
      const id = (await postSighting(app, { email: `finder-${randomUUID()}@example.com` })).json()
        .id as number;
      await app.db
        .update(sightings)
        .set({ ...personal, status: closedAt ? 'CLOSED' : 'OPEN', closedAt, linkNonce: null })
        .where(eq(sightings.id, id));
      return id;
    };
    const old = await post(ago(91 * DAY));
    const recent = await post(ago(89 * DAY));
    const open = await post(null);
    await app.db
      .update(sightings)
      .set({ createdAt: ago(400 * DAY) })
      .where(eq(sightings.id, open));

    expect(await purge('closed-sighting-contact')).toBe(1);
    const rows = await app.db
      .select()
      .from(sightings)
      .where(inArray(sightings.id, [old, recent, open]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(old)).toMatchObject({
      visitorEmail: null,
      visitorName: null,
      place: '',
      lat: null,
      lng: null,
      heldAt: null,
      microchip: null,
      status: 'CLOSED',
    });
    expect(byId.get(old)?.region).toBeTruthy();
    for (const id of [recent, open]) {
      expect(byId.get(id)).toMatchObject(personal);
      expect(byId.get(id)?.visitorEmail).toMatch(/^finder-/);
    }
    expect(await purge('closed-sighting-contact')).toBe(0);
  });

  it('login failures go after a day, phone reveals after 90 days, failed jobs after 30', async () => {
    const key = `ip:${randomUUID()}`;
    await app.db.insert(loginFailures).values([
      { key, createdAt: ago(DAY + 60_000) },
      { key, createdAt: ago(DAY - 60_000) },
    ]);
    expect(await purge('login-failures')).toBe(1);
    const failures = await app.db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(failures.map((f) => f.createdAt.getTime())).toEqual([ago(DAY - 60_000).getTime()]);

    const viewer = await createUser(app);
    const reportId = await createReport(app, await createUser(app));
    await app.db.insert(phoneReveals).values([
      { reportId, userId: viewer.id, ip: '203.0.113.7', createdAt: ago(91 * DAY) },
      { reportId, userId: viewer.id, ip: '203.0.113.8', createdAt: ago(89 * DAY) },
    ]);
    expect(await purge('phone-reveals')).toBe(1);
    const reveals = await app.db
      .select({ ip: phoneReveals.ip })
      .from(phoneReveals)
      .where(eq(phoneReveals.reportId, reportId));
    expect(reveals).toEqual([{ ip: '203.0.113.8' }]);

    const job = (name: string, failedAt: Date) => ({
      name,
      data: { to: 'someone@example.com' },
      error: 'smtp refused',
      attempts: 3,
      failedAt,
    });
    const tag = randomUUID();
    await app.db
      .insert(failedJobs)
      .values([job(`old-${tag}`, ago(31 * DAY)), job(`new-${tag}`, ago(29 * DAY))]);
    expect(await purge('failed-jobs')).toBe(1);
    const jobs = await app.db
      .select({ name: failedJobs.name })
      .from(failedJobs)
      .where(like(failedJobs.name, `%${tag}`));
    expect(jobs).toEqual([{ name: `new-${tag}` }]);
  });

  it('a flag goes 90 days after an admin acted on it; open flags stay', async () => {
    const flag = (flagger: string, resolvedAt: Date | null) => ({
      targetType: 'report',
      targetId: 1,
      reason: 'SPAM',
      detail: '광고예요',
      flagger,
      createdAt: ago(400 * DAY),
      resolvedAt,
    });
    const tag = randomUUID();
    await app.db
      .insert(flags)
      .values([
        flag(`ip:old-${tag}`, ago(91 * DAY)),
        flag(`ip:recent-${tag}`, ago(89 * DAY)),
        flag(`ip:open-${tag}`, null),
      ]);
    expect(await purge('resolved-flags')).toBe(1);
    const left = await app.db
      .select({ flagger: flags.flagger })
      .from(flags)
      .where(like(flags.flagger, `%${tag}`));
    expect(left.map((f) => f.flagger).sort()).toEqual([`ip:open-${tag}`, `ip:recent-${tag}`]);
  });

  it('an open flag on an item that was deleted counts as handled, and goes 90 days later', async () => {
    const user = await createUser(app);
    const [kept, deleted] = [await createReport(app, user), await createReport(app, user)];
    await app.db.delete(lostReports).where(eq(lostReports.id, deleted));
    const tag = randomUUID();
    const flag = (targetType: string, targetId: number) => ({
      targetType,
      targetId,
      reason: 'SPAM',
      flagger: `ip:${targetType}-${targetId}-${tag}`,
      createdAt: ago(10 * DAY),
    });
    const missing = 2_000_000_000;
    await app.db
      .insert(flags)
      .values([
        flag('LOST_REPORT', kept),
        flag('LOST_REPORT', deleted),
        flag('SIGHTING', missing),
        flag('MESSAGE', missing),
      ]);
    const open = async () =>
      (
        await app.db
          .select({ flagger: flags.flagger, resolvedAt: flags.resolvedAt })
          .from(flags)
          .where(like(flags.flagger, `%${tag}`))
      )
        .filter((f) => f.resolvedAt === null)
        .map((f) => f.flagger);

    expect(await purge('flags-on-deleted-items')).toBe(3);
    expect(await open()).toEqual([`ip:LOST_REPORT-${kept}-${tag}`]);
    expect(await purge('flags-on-deleted-items')).toBe(0);

    const later = new Date(now.getTime() + 91 * DAY);
    await purge('resolved-flags', later);
    const left = await app.db
      .select({ flagger: flags.flagger })
      .from(flags)
      .where(like(flags.flagger, `%${tag}`));
    expect(left.map((f) => f.flagger)).toEqual([`ip:LOST_REPORT-${kept}-${tag}`]);
  });

  it("a deleted report's closure keeps its reason for the count, not its owner's note", async () => {
    const reportId = await createReport(app, await createUser(app));
    const [orphan, kept] = await app.db
      .insert(reportClosures)
      .values([
        { reportId: null, reason: 'OTHER', note: '이웃 김씨가 데려다줌' },
        { reportId, reason: 'BY_ITSELF', note: '혼자 돌아왔어요' },
      ])
      .returning({ id: reportClosures.id });
    expect(await purge('deleted-report-closure-notes')).toBe(1);
    const rows = await app.db
      .select({ id: reportClosures.id, reason: reportClosures.reason, note: reportClosures.note })
      .from(reportClosures)
      .where(inArray(reportClosures.id, [orphan!.id, kept!.id]));
    expect(rows).toContainEqual({ id: orphan!.id, reason: 'OTHER', note: null });
    expect(rows).toContainEqual({ id: kept!.id, reason: 'BY_ITSELF', note: '혼자 돌아왔어요' });
    expect(await purge('deleted-report-closure-notes')).toBe(0);
  });

  it('expired sessions and used or expired reset links go; live ones stay', async () => {
    const user = await createUser(app);
    const token = () => ({ userId: user.id, tokenHash: randomUUID() });
    const [expired, live] = await app.db
      .insert(refreshTokens)
      .values([
        { ...token(), familyId: randomUUID(), expiresAt: ago(1000) },
        { ...token(), familyId: randomUUID(), expiresAt: new Date(now.getTime() + DAY) },
      ])
      .returning();
    const resets = await app.db
      .insert(passwordResetTokens)
      .values([
        { ...token(), expiresAt: ago(1000) },
        { ...token(), expiresAt: new Date(now.getTime() + 3600_000), usedAt: ago(60_000) },
        { ...token(), expiresAt: new Date(now.getTime() + 3600_000) },
      ])
      .returning();

    expect(await purge('expired-sessions')).toBe(3);
    const sessionsLeft = await app.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(inArray(refreshTokens.id, [expired!.id, live!.id]));
    expect(sessionsLeft).toEqual([{ id: live!.id }]);
    const resetsLeft = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        inArray(
          passwordResetTokens.id,
          resets.map((r) => r.id),
        ),
      );
    expect(resetsLeft).toEqual([{ id: resets[2]!.id }]);
  });

  it('the mail outbox keeps 30 days', async () => {
    const mail = (subject: string, createdAt: Date) => ({
      to: 'a@example.com',
      subject,
      body: 'b',
      createdAt,
    });
    await app.db
      .insert(outboxMails)
      .values([mail('old', ago(31 * DAY)), mail('new', ago(29 * DAY))]);
    expect(await purge('mail-outbox')).toBe(1);
    const left = await app.db.select({ subject: outboxMails.subject }).from(outboxMails);
    expect(left.map((m) => m.subject)).toContain('new');
    expect(left.map((m) => m.subject)).not.toContain('old');
  });

  it('files queued by a delete go from the store; other files stay', async () => {
    const queued = `reports/2026/01/${randomUUID()}.jpg`;
    const other = `reports/2026/01/${randomUUID()}.jpg`;
    await app.storage.put(queued, Buffer.from('x'), 'image/jpeg');
    await app.storage.put(other, Buffer.from('y'), 'image/jpeg');
    await app.db.insert(storageDeletions).values({ key: queued });
    expect(await purge('deleted-photos')).toBe(1);
    expect(await app.storage.has(queued)).toBe(false);
    expect(await app.storage.has(other)).toBe(true);
    expect(await app.db.select().from(storageDeletions)).toEqual([]);
  });

  it('the scheduled job applies every rule', async () => {
    await app.db
      .insert(outboxMails)
      .values({ to: 'a@example.com', subject: 's', body: 'b', createdAt: ago(40 * DAY) });
    const { applyRetentionJob } = await import('../src/jobs/catalogue');
    await app.jobs.send(applyRetentionJob, {}, { singletonKey: 'test' });
    await app.jobs.idle();
    const old = await app.db.select().from(outboxMails).where(eq(outboxMails.subject, 's'));
    expect(old).toEqual([]);
  });
});
