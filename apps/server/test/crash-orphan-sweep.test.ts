import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { createLocalStorage } from '../src/lib/storage';
import { sweepOrphanFiles } from '../src/modules/privacy/orphan-sweep';
import type { ChildStore } from './child-server';
import { createChildStore, killChild, killChildren, logIn, startChildServer } from './child-server';
import { postReport } from './crash-writes';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** Report writes in flight at once, as in issue 29's finding (23 orphans from 40). */
const WRITERS = 40;
const HOUR = 3600_000;

let store: ChildStore | undefined;
afterAll(async () => {
  killChildren();
  await store?.remove();
});

/** Every stored file, by key (`reports/2026/11/….jpg`); temporary files included. */
function storedFiles(uploads: string): string[] {
  if (!fs.existsSync(uploads)) return [];
  return fs
    .readdirSync(uploads, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => fs.statSync(path.join(uploads, entry)).isFile());
}

/** The keys every row names (the sweep's own list), read after the crash. */
async function namedKeys(db: Db): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select image_key as key from lost_reports union select thumbnail_key from lost_reports
    union select image_key from report_photos union select thumbnail_key from report_photos`)) as unknown as {
    rows: { key: string | null }[];
  };
  return new Set(result.rows.flatMap((row) => (row.key ? [row.key] : [])));
}

describe(`the orphan sweep after a crash on ${database}`, () => {
  it('removes the photos of report writes a SIGKILL cut off, and keeps every report photo', async () => {
    store = await createChildStore('orphans');
    const uploads = path.join(store.dataDir, 'uploads');
    const first = await startChildServer(store);
    const { accessToken } = await logIn(first.url);

    let next = 0;
    let stored = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          if (await postReport(first.url, accessToken, next++)) stored += 1;
        } catch {
          // cut off by the kill
        }
      }
    };
    const kill = (async () => {
      while (stored < WRITERS) await new Promise((r) => setTimeout(r, 20));
      killed = true;
      await killChild(first);
    })();
    await Promise.all([...Array.from({ length: WRITERS }, writer), kill]);

    // Everything written so far is older than the grace period when the server comes back.
    const before = storedFiles(uploads);
    const hoursAgo = new Date(Date.now() - 2 * HOUR);
    for (const key of before) fs.utimesSync(path.join(uploads, key), hoursAgo, hoursAgo);

    // The database as the next start opens it (PGlite recovers its files), and the sweep.
    const { db, close } = await openDatabase({
      url: store.databaseUrl || undefined,
      pgliteDir: path.join(store.dataDir, 'db'),
    });
    try {
      const keys = await namedKeys(db);
      expect(keys.size).toBeGreaterThanOrEqual(2 * WRITERS);
      // On PostgreSQL the kill leaves photos of uncommitted reports (issue 29 found 23 of
      // 40); PGlite's writes queue behind one connection, and it leaves fewer.
      const orphans = before.filter((key) => !keys.has(key));
      console.info(`${orphans.length} stored files without a report after the kill`);

      const storage = createLocalStorage(uploads);
      const log = pino({ level: 'silent' });
      const report = await sweepOrphanFiles({ db, storage, log }, HOUR);
      expect(report.deleted + report.unfinished).toBe(orphans.length);
      expect(storedFiles(uploads).sort()).toEqual([...keys].sort());
    } finally {
      await close();
    }
  }, 120_000);
});
