import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One import of one source (ADR 033): what it asked for, what it found and how it ended.
 * The admin's 데이터 가져오기 tab lists them; the next update run starts from the last good one.
 */
export const dogImportRuns = pgTable(
  'dog_import_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** update | reconcile | range (contracts `dogImportKindSchema`). */
    kind: text('kind').notNull(),
    /** schedule | admin | cli. */
    trigger: text('trigger').notNull(),
    /** running | ok | failed | budget. */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on by every page: a running row whose process died stops blocking after a while. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The found and update dates asked for (YYYYMMDD, both ends included). */
    foundFrom: text('found_from'),
    foundTo: text('found_to'),
    updatedFrom: text('updated_from'),
    updatedTo: text('updated_to'),
    calls: integer('calls').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    stateChanges: integer('state_changes').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    photosDownloaded: integer('photos_downloaded').notNull().default(0),
    photosFailed: integer('photos_failed').notNull().default(0),
    errorKind: text('error_kind'),
    errorMessage: text('error_message'),
  },
  (t) => [
    index('dog_import_runs_source_idx').on(t.source, t.startedAt.desc()),
    // One run per source at a time, across every server process and the CLI.
    uniqueIndex('dog_import_runs_one_running_idx')
      .on(t.source)
      .where(sql`${t.status} = 'running'`),
  ],
);

export type DogImportRunRow = typeof dogImportRuns.$inferSelect;

/** Calls made to each public API per Korean day, against PUBLIC_DATA_DAILY_CALLS (ADR 033). */
export const publicDataCalls = pgTable(
  'public_data_calls',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.source, t.day] })],
);
