import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  lostReports,
  outboxMails,
  passwordResetTokens,
  refreshTokens,
  sightings,
  storageDeletions,
} from '../src/db/schema';
import type { RetentionRule } from '../src/modules/privacy/retention';
import { RETENTION_RULES } from '../src/modules/privacy/retention';
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
const purge = (kind: string) => rule(kind).purge({ db: app.db, storage: app.storage }, now);

describe('the retention rules (ADR 166)', () => {
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
