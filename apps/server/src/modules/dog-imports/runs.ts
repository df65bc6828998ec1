import type { DogImportKind, DogImportStatus, DogImportTrigger } from '@chajul/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DogImportRunRow } from '../../db/schema';
import { dogImportRuns } from '../../db/schema';

/** How often a running import marks its row alive (runner.ts), whatever it waits for. */
export const RUN_HEARTBEAT_MS = 20_000;
/**
 * A running row whose heartbeat is older than this belongs to a process that died (a killed
 * worker): the next import takes the source over. Six missed beats, so a slow database does
 * not end a live run.
 */
export const STALE_RUN_MS = 6 * RUN_HEARTBEAT_MS;

export type RunCounts = Partial<
  Pick<
    DogImportRunRow,
    | 'calls'
    | 'pages'
    | 'fetched'
    | 'inserted'
    | 'updated'
    | 'unchanged'
    | 'stateChanges'
    | 'skipped'
  >
>;

/**
 * Starts a run of `source` unless one is running in any process (a partial unique index
 * holds one running row per source, ADR 033). A running row left by a process that died is
 * closed first. Returns the run's id, or undefined when another run holds the source.
 */
export async function claimRun(
  db: Db,
  run: {
    source: string;
    kind: DogImportKind;
    trigger: DogImportTrigger;
    foundFrom: string;
    foundTo: string;
    updatedFrom?: string;
    updatedTo?: string;
  },
): Promise<number | undefined> {
  await db
    .update(dogImportRuns)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      errorMessage: 'interrupted: the process running it stopped',
    })
    .where(
      and(
        eq(dogImportRuns.source, run.source),
        eq(dogImportRuns.status, 'running'),
        lt(dogImportRuns.heartbeatAt, new Date(Date.now() - STALE_RUN_MS)),
      ),
    );
  const [row] = await db
    .insert(dogImportRuns)
    .values({ ...run, status: 'running' })
    .onConflictDoNothing()
    .returning({ id: dogImportRuns.id });
  return row?.id;
}

/** Progress of a running import: its counts so far, and a sign that its process lives. */
export async function saveProgress(db: Db, id: number, counts: RunCounts) {
  await db
    .update(dogImportRuns)
    .set({ ...counts, heartbeatAt: new Date() })
    .where(eq(dogImportRuns.id, id));
}

/** The run's process lives: its heartbeat timer calls this while the run holds its source. */
export async function beatRun(db: Db, id: number) {
  await db
    .update(dogImportRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(dogImportRuns.id, id), eq(dogImportRuns.status, 'running')));
}

export async function finishRun(
  db: Db,
  id: number,
  status: Exclude<DogImportStatus, 'running'>,
  counts: RunCounts,
  error?: { kind: string | null; message: string },
) {
  await db
    .update(dogImportRuns)
    .set({
      ...counts,
      status,
      finishedAt: new Date(),
      errorKind: error?.kind ?? null,
      errorMessage: error?.message ?? null,
    })
    .where(eq(dogImportRuns.id, id));
}

/** Adds what a pass of the photo queue did to the run that queued it. */
export async function addPhotoCounts(db: Db, id: number, downloaded: number, failed: number) {
  await db
    .update(dogImportRuns)
    .set({
      photosDownloaded: sql`${dogImportRuns.photosDownloaded} + ${downloaded}`,
      photosFailed: sql`${dogImportRuns.photosFailed} + ${failed}`,
    })
    .where(eq(dogImportRuns.id, id));
}

export async function findRun(db: Db, id: number): Promise<DogImportRunRow | undefined> {
  const [row] = await db.select().from(dogImportRuns).where(eq(dogImportRuns.id, id));
  return row;
}

export function recentRuns(db: Db, source: string, limit: number): Promise<DogImportRunRow[]> {
  return db
    .select()
    .from(dogImportRuns)
    .where(eq(dogImportRuns.source, source))
    .orderBy(desc(dogImportRuns.startedAt), desc(dogImportRuns.id))
    .limit(limit);
}

/** What the next run is planned from (plan.ts): the last good runs of each kind, the last start. */
export async function runFacts(db: Db, source: string) {
  const latest = async (kind: string, status?: string) => {
    const [row] = await db
      .select({ startedAt: dogImportRuns.startedAt, calls: dogImportRuns.calls })
      .from(dogImportRuns)
      .where(
        and(
          eq(dogImportRuns.source, source),
          eq(dogImportRuns.kind, kind),
          status ? eq(dogImportRuns.status, status) : undefined,
        ),
      )
      .orderBy(desc(dogImportRuns.startedAt), desc(dogImportRuns.id))
      .limit(1);
    return row;
  };
  const [update, reconcile, lastUpdate, lastReconcile] = await Promise.all([
    latest('update', 'ok'),
    latest('reconcile', 'ok'),
    latest('update'),
    latest('reconcile'),
  ]);
  const later = (a?: Date, b?: Date) => (a && b ? (a > b ? a : b) : (a ?? b));
  return {
    lastGood: later(update?.startedAt, reconcile?.startedAt),
    lastReconcile: reconcile?.startedAt,
    lastStart: later(lastUpdate?.startedAt, lastReconcile?.startedAt),
    updateCalls: update?.calls ?? 1,
    reconcileCalls: reconcile?.calls ?? 1,
  };
}

/** When the schedule last started a run of `source`: its later asks come in step with it. */
export async function lastScheduledStart(db: Db, source: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: dogImportRuns.startedAt })
    .from(dogImportRuns)
    .where(and(eq(dogImportRuns.source, source), eq(dogImportRuns.trigger, 'schedule')))
    .orderBy(desc(dogImportRuns.startedAt), desc(dogImportRuns.id))
    .limit(1);
  return row?.startedAt;
}

/** Whether a run of `source` holds it now (in any process). */
export async function isRunning(db: Db, source: string): Promise<boolean> {
  const rows = await db
    .select({ id: dogImportRuns.id })
    .from(dogImportRuns)
    .where(
      and(
        eq(dogImportRuns.source, source),
        eq(dogImportRuns.status, 'running'),
        gte(dogImportRuns.heartbeatAt, new Date(Date.now() - STALE_RUN_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
