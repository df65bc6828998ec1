import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lostReports, notifications } from '../src/db/schema';
import { insertNotification } from '../src/modules/notifications/notifications.repository';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { createReport } from './reports.helpers';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('a notification about a post that went meanwhile', () => {
  it('is not made, and does not fail the job that wrote it', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner);
    await app.jobs.idle();
    // The owner deletes the report while a job is still about to tell them of it.
    await app.db.delete(lostReports).where(eq(lostReports.id, reportId));
    await expect(
      insertNotification(app.db, { kind: 'SIGHTING_MATCH', userId: owner.id, reportId }),
    ).resolves.toBe(false);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(rows).toEqual([]);
  });

  it('is still made for a post that is there', async () => {
    const owner = await createUser(app);
    const reportId = await createReport(app, owner);
    await expect(
      insertNotification(app.db, { kind: 'MESSAGE', userId: owner.id, reportId }),
    ).resolves.toBe(true);
  });
});
