import { closingMessages } from '@chajul/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lostReports, notifications } from '../src/db/schema';
import { askStillLostJob, jobCatalogue } from '../src/jobs/catalogue';
import { schedulesOf } from '../src/jobs/schedules';
import { authHeaders, createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { makeJpeg } from './images';
import { createReport } from './reports.helpers';

const app = await buildTestApp();
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Runs the scheduled job as the queue does. */
async function runJob() {
  await app.jobs.send(askStillLostJob, {});
  await app.jobs.idle();
}

/** A report of `owner`, with a photo, last changed `days` ago. */
async function reportUnchangedFor(owner: { id: number }, days: number) {
  const id = await createReport(app, owner, {}, { buffer: await makeJpeg(), filename: 'dog.jpg' });
  await app.db
    .update(lostReports)
    .set({ updatedAt: daysAgo(days) })
    .where(eq(lostReports.id, id));
  return id;
}

const stillLostOf = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.kind === 'STILL_LOST'));

describe('the 14-day question (ADR 152)', () => {
  it('is a scheduled job in the catalogue', () => {
    expect(jobCatalogue).toContain(askStillLostJob);
    const schedules = schedulesOf({
      config: app.config,
      dogImports: { configured: () => [] },
    });
    expect(schedules.map((s) => s.job)).toContain(askStillLostJob);
  });

  it('asks the owner of a report unchanged for 14 days once, in the app and by e-mail with its link', async () => {
    const owner = await createUser(app);
    const id = await reportUnchangedFor(owner, 15);
    await runJob();
    const asked = await stillLostOf(owner.id);
    expect(asked).toEqual([expect.objectContaining({ reportId: id, readAt: null })]);
    const mails = app.sentMails.filter((m) => m.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(closingMessages.stillLostSubject);
    expect(mails[0]!.text).toContain(`/report/view?id=${id}`);
    const [row] = await app.db.select().from(lostReports).where(eq(lostReports.id, id));
    expect(row!.stillLostAskedAt).not.toBeNull();
    // The same period: not asked again.
    await runJob();
    expect(await stillLostOf(owner.id)).toHaveLength(1);
    // The owner's list shows it like any notification.
    const list = (await call(app, owner, 'GET', '/api/notifications')).json().content;
    expect(list[0]).toMatchObject({ kind: 'STILL_LOST', reportId: id });
    // With the report's own photo, behind the reports' image route.
    const detail = (await call(app, owner, 'GET', `/api/lost-pet/${id}`)).json().data;
    expect(list[0].imagePath).toBe(`/api/lost-pet/images${detail.thumbnailPath}`);
  });

  it('asks again after another 14 days without a change', async () => {
    const owner = await createUser(app);
    const id = await reportUnchangedFor(owner, 40);
    await app.db
      .update(lostReports)
      .set({ stillLostAskedAt: daysAgo(15) })
      .where(eq(lostReports.id, id));
    await runJob();
    expect(await stillLostOf(owner.id)).toHaveLength(1);
  });

  it('leaves alone reports changed lately, closed, hidden or asked about lately', async () => {
    const owner = await createUser(app);
    const recent = await reportUnchangedFor(owner, 13);
    const closed = await reportUnchangedFor(owner, 20);
    const hidden = await reportUnchangedFor(owner, 20);
    const askedLately = await reportUnchangedFor(owner, 30);
    await app.db.update(lostReports).set({ status: 'FOUND' }).where(eq(lostReports.id, closed));
    await app.db
      .update(lostReports)
      .set({ hiddenAt: new Date() })
      .where(eq(lostReports.id, hidden));
    await app.db
      .update(lostReports)
      .set({ stillLostAskedAt: daysAgo(3) })
      .where(eq(lostReports.id, askedLately));
    await runJob();
    expect(await stillLostOf(owner.id)).toEqual([]);
    const rows = await app.db
      .select()
      .from(lostReports)
      .where(inArray(lostReports.id, [recent, closed, hidden]));
    expect(rows.every((r) => r.stillLostAskedAt === null)).toBe(true);
  });

  it('sends no e-mail to an owner who turned alert mails off, but still asks in the app', async () => {
    const owner = await createUser(app);
    // The old switch, as 마이페이지 still sends it: e-mail off for every kind (ADR 155).
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mypage/alerts',
      payload: { emailAlerts: false },
      headers: await authHeaders(app, owner),
    });
    expect(off.statusCode).toBe(200);
    await reportUnchangedFor(owner, 15);
    await runJob();
    expect(await stillLostOf(owner.id)).toHaveLength(1);
    expect(app.sentMails.filter((m) => m.to === owner.email)).toEqual([]);
  });
});
