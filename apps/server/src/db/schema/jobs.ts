import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs of the in-process runner (PGlite, ADR 101) that failed every try: kept so
 * the admin page shows them. On PostgreSQL pg-boss keeps its failed jobs itself.
 */
export const failedJobs = pgTable(
  'failed_jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data'),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failed_jobs_failed_at_idx').on(t.failedAt)],
);
