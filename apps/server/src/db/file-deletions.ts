import type { Db } from './client';
import { storageDeletions } from './schema';

/** A transaction of `Db`, for the helpers that run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues stored files for deletion (storage_deletions, ADR 165) in the caller's transaction:
 * the rows that named them go in the same transaction, so no file is forgotten by a crash.
 * The privacy module deletes the queued files afterwards.
 */
export async function queueFileDeletions(db: Db | Tx, keys: readonly (string | null)[]) {
  const rows = keys.filter((key): key is string => !!key).map((key) => ({ key }));
  if (rows.length > 0) await db.insert(storageDeletions).values(rows).onConflictDoNothing();
}
