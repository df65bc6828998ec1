import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import type { Storage } from '../../lib/storage';

export type SweepDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

/**
 * Every column that names a stored file. A table that stores files adds its columns here;
 * a file no column names is an orphan (ADR 166).
 */
const REFERENCED_KEYS = sql`
  select image_key as key from lost_reports union select thumbnail_key from lost_reports
  union select image_key from report_photos union select thumbnail_key from report_photos
  union select image_key from sightings union select thumbnail_key from sightings
  union select image_key from sighting_photos union select thumbnail_key from sighting_photos
  union select image_key from dogs union select thumbnail_key from dogs
  union select key from notice_files union select thumbnail_key from notice_files
  union select key from storage_deletions`;

export type SweepReport = {
  at: string;
  /** Files in the store. */
  scanned: number;
  /** Unreferenced and older than the grace period: deleted. */
  deleted: number;
  /** Unreferenced but younger (a write may still be under way): kept for a later sweep. */
  young: number;
  /** Half-written files of writes a crash cut short, older than the grace period: deleted. */
  unfinished: number;
};

export const SWEEP_META_KEY = 'orphan-sweep';

async function referencedKeys(db: Db): Promise<Set<string>> {
  const result = (await db.execute(REFERENCED_KEYS)) as unknown as {
    rows: { key: string | null }[];
  };
  return new Set(result.rows.flatMap((row) => (row.key ? [row.key] : [])));
}

/**
 * Deletes stored files no row names and older than `graceMs` (ADR 166): files written before
 * a commit that never happened (a crash mid-write), photos of reports deleted before deletes
 * took their files along, and the temporary files of writes cut short before their rename.
 * A file younger than the grace period may belong to a write still in flight, whose row is
 * not committed yet: it is left for a later sweep. The references are read before the store
 * is listed, so a file listed was written before they were read, or is young.
 */
export async function sweepOrphanFiles(
  deps: SweepDeps,
  graceMs: number,
  now = new Date(),
): Promise<SweepReport> {
  const referenced = await referencedKeys(deps.db);
  const report: SweepReport = {
    at: now.toISOString(),
    scanned: 0,
    deleted: 0,
    young: 0,
    unfinished: (await deps.storage.removeUnfinished?.(new Date(now.getTime() - graceMs))) ?? 0,
  };
  for await (const key of deps.storage.list()) {
    report.scanned += 1;
    if (referenced.has(key)) continue;
    const modified = await deps.storage.modifiedAt(key);
    if (!modified) continue;
    if (now.getTime() - modified.getTime() < graceMs) {
      report.young += 1;
      continue;
    }
    // Looked up again just before the delete: a row may have come since the set was read.
    if (await isReferenced(deps.db, key)) continue;
    await deps.storage.delete(key);
    report.deleted += 1;
  }
  deps.log.info({ sweep: report }, 'orphan file sweep');
  const value = JSON.stringify(report);
  await deps.db
    .insert(appMeta)
    .values({ key: SWEEP_META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return report;
}

async function isReferenced(db: Db, key: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from (${REFERENCED_KEYS}) refs where refs.key = ${key} limit 1`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
