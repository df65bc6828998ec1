import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters for @fastify/rate-limit shared by every server process (ADR 062):
 * one row per limited key (route + client address), counting hits until `resets_at`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
);
