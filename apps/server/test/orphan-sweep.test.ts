import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, reportPhotos } from '../src/db/schema';
import { sweepOrphanFiles, SWEEP_META_KEY } from '../src/modules/privacy/orphan-sweep';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { postPhotos } from './reports.helpers';
import { startS3Server } from './s3-server';

const HOUR = 3600_000;
const orphanKey = () => `reports/2026/01/${randomUUID()}.jpg`;

async function referencedFiles(app: TestApp) {
  const user = await createUser(app);
  const posted = await postPhotos(app, user, [{ buffer: await makeJpeg(), filename: 'dog.jpg' }]);
  const rows = await app.db
    .select()
    .from(reportPhotos)
    .where(eq(reportPhotos.reportId, posted.json().id as number));
  return rows.flatMap((row) => [row.imageKey, row.thumbnailKey]);
}

describe('the orphan sweep on local storage (ADR 166)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  it('deletes an old orphan, keeps a young orphan and every referenced file', async () => {
    const referenced = await referencedFiles(app);
    const old = orphanKey();
    const young = orphanKey();
    await app.storage.put(old, Buffer.from('old'), 'image/jpeg');
    await app.storage.put(young, Buffer.from('young'), 'image/jpeg');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(path.join(app.dataDir, 'uploads', old), twoHoursAgo, twoHoursAgo);
    for (const key of referenced) {
      fs.utimesSync(path.join(app.dataDir, 'uploads', key), twoHoursAgo, twoHoursAgo);
    }

    const report = await sweepOrphanFiles({ db: app.db, storage: app.storage, log: app.log }, HOUR);
    expect(report).toMatchObject({ deleted: 1, young: 1, scanned: referenced.length + 2 });
    expect(fs.existsSync(path.join(app.dataDir, 'uploads', old))).toBe(false);
    expect(await app.storage.has(young)).toBe(true);
    for (const key of referenced) expect(await app.storage.has(key)).toBe(true);
    const [meta] = await app.db.select().from(appMeta).where(eq(appMeta.key, SWEEP_META_KEY));
    expect(JSON.parse(meta!.value)).toMatchObject({ deleted: 1, young: 1 });
  });

  it('deletes the half-written file a crash left before its rename, once it is old', async () => {
    const unfinished = () =>
      path.join(app.dataDir, 'uploads', `${orphanKey()}.${randomUUID()}.tmp`);
    const old = unfinished();
    const young = unfinished();
    fs.mkdirSync(path.dirname(old), { recursive: true });
    fs.mkdirSync(path.dirname(young), { recursive: true });
    fs.writeFileSync(old, 'photo bytes');
    fs.writeFileSync(young, 'photo bytes');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);

    const report = await sweepOrphanFiles({ db: app.db, storage: app.storage, log: app.log }, HOUR);
    expect(report.unfinished).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
  });
});

describe('the orphan sweep in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await buildTestApp({ storage: { kind: 's3', ...s3.options } });
  });
  afterAll(async () => {
    await app.close();
    await s3.stop();
  });

  it('keeps an orphan within the grace period, deletes it after, keeps referenced files', async () => {
    const referenced = await referencedFiles(app);
    const orphan = orphanKey();
    await app.storage.put(orphan, Buffer.from('orphan'), 'image/jpeg');
    const deps = { db: app.db, storage: app.storage, log: app.log };

    expect(await sweepOrphanFiles(deps, HOUR)).toMatchObject({ deleted: 0, young: 1 });
    expect(await app.storage.has(orphan)).toBe(true);

    const later = new Date(Date.now() + 2 * HOUR);
    expect(await sweepOrphanFiles(deps, HOUR, later)).toMatchObject({ deleted: 1, young: 0 });
    expect(await app.storage.has(orphan)).toBe(false);
    for (const key of referenced) expect(await app.storage.has(key)).toBe(true);
  });
});
