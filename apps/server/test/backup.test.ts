import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { users } from '../src/db/schema';
import { saveImage } from '../src/lib/image-store';
import { createS3Storage } from '../src/lib/s3-storage';
import type { Storage } from '../src/lib/storage';
import { createLocalStorage } from '../src/lib/storage';
import { openTestDatabase } from './database';
import { DEFAULT_PASSWORD, createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg, makePng } from './images';
import { startS3Server } from './s3-server';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function storedImages(storage: Storage): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for await (const key of storage.list()) {
    images.set(key, (await storage.get(key))!.body.toString('base64'));
  }
  return images;
}

const login = (app: Awaited<ReturnType<typeof buildTestApp>>, userid: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid, password: DEFAULT_PASSWORD },
  });

describe('backup and restore', () => {
  it('restores users and images whole into an empty database and store', async () => {
    const app = await buildTestApp();
    const [alice, bob] = [await createUser(app), await createUser(app)];
    await saveImage(app.storage, 'reports', await makeJpeg());
    await saveImage(app.storage, 'lost', await makePng());
    const images = await storedImages(app.storage);
    expect(images.size).toBe(4); // two images, two thumbnails
    const file = path.join(work, 'first.chajul.gz');
    const summary = await createBackup(app.db, app.storage, file);
    expect(summary.images).toBe(4);

    // "Wiped": a brand-new database and an empty image directory.
    const database = await openTestDatabase();
    const storage = createLocalStorage(path.join(work, 'fresh-uploads'));
    try {
      await restoreBackup(database.db, storage, file);
      const restored = await database.db.select().from(users);
      expect(restored.map((u) => u.userid).sort()).toEqual([alice.userid, bob.userid].sort());
      expect(restored.find((u) => u.userid === alice.userid)).toEqual(
        (await app.db.select().from(users).where(eq(users.id, alice.id)))[0],
      );
      expect(await storedImages(storage)).toEqual(images);
      // Sequences continue after the restored ids: a new user gets a fresh id.
      const [next] = await database.db
        .insert(users)
        .values({
          userid: 'after_restore',
          nickname: '복원후',
          email: 'after@example.com',
          passwordHash: 'x',
          role: 'USER',
        })
        .returning();
      expect(next!.id).toBeGreaterThan(Math.max(alice.id, bob.id));
    } finally {
      await database.close();
    }
  });

  it('puts a live database back exactly as it was: later users and images disappear, logins work', async () => {
    const app = await buildTestApp();
    const kept = await createUser(app);
    const keptImage = await saveImage(app.storage, 'reports', await makeJpeg());
    const file = path.join(work, 'second.chajul.gz');
    await createBackup(app.db, app.storage, file);

    const later = await createUser(app);
    const laterImage = await saveImage(app.storage, 'reports', await makeJpeg());
    await app.db.delete(users).where(eq(users.id, kept.id));
    await app.storage.delete(keptImage.key);

    await restoreBackup(app.db, app.storage, file);
    expect((await login(app, kept.userid)).statusCode).toBe(200);
    expect((await login(app, later.userid)).statusCode).toBe(401);
    expect(await app.storage.get(keptImage.key)).toBeDefined();
    expect(await app.storage.get(laterImage.key)).toBeUndefined();
  });

  it('refuses a cut-short backup and leaves the database as it was', async () => {
    const app = await buildTestApp();
    await createUser(app);
    await saveImage(app.storage, 'reports', await makeJpeg());
    const file = path.join(work, 'third.chajul.gz');
    await createBackup(app.db, app.storage, file);
    const whole = fs.readFileSync(file);
    const cut = path.join(work, 'cut.chajul.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const survivor = await createUser(app);

    await expect(restoreBackup(app.db, app.storage, cut)).rejects.toThrow();
    expect((await login(app, survivor.userid)).statusCode).toBe(200);
  });

  it('moves images from the local directory into an S3 bucket through a backup', async () => {
    const app = await buildTestApp();
    await saveImage(app.storage, 'reports', await makeJpeg());
    const file = path.join(work, 'to-s3.chajul.gz');
    await createBackup(app.db, app.storage, file);
    const s3 = await startS3Server();
    const database = await openTestDatabase();
    try {
      const bucket = createS3Storage(s3.options);
      await restoreBackup(database.db, bucket, file);
      expect(await storedImages(bucket)).toEqual(await storedImages(app.storage));
    } finally {
      await database.close();
      await s3.stop();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const app = await buildTestApp();
    const file = path.join(work, 'not-a-backup.gz');
    fs.writeFileSync(file, (await import('node:zlib')).gzipSync('{"hello":1}\n'));
    await expect(restoreBackup(app.db, app.storage, file)).rejects.toThrow(/not a 찾아줄개 backup/);
  });
});
