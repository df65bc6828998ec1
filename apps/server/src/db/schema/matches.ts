import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { conversations } from './conversations';
import { dogs } from './dogs';
import { photoEmbeddingTable } from './embeddings';
import { lostReports } from './reports';
import { savedSearches } from './saved';
import { sightings } from './sightings';
import { users } from './users';

/** The photo-search embedding of each photo of a lost report (ADR 100), like dog_embeddings. */
export const reportEmbeddings = photoEmbeddingTable('report_embeddings', {
  reportId: integer('report_id')
    .notNull()
    .references(() => lostReports.id, { onDelete: 'cascade' }),
});

/**
 * How a report's photos compare with dogs in general (match-score.ts backgroundOf), from its
 * last full match: what a new dog must beat to alert the author.
 */
export const reportMatchStates = pgTable('report_match_states', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => lostReports.id, { onDelete: 'cascade' }),
  background: real('background'),
  matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stray dog that may be the reported one. CANDIDATE until the author says "아니에요"
 * (DISMISSED) or "찾았어요" (FOUND). One row per pair, so a pair is never alerted twice.
 */
export const reportMatches = pgTable(
  'report_matches',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    /** Photo similarity; null for a certain (same 동물등록번호) dog whose photo was not compared. */
    similarity: real('similarity'),
    score: real('score').notNull(),
    status: text('status').notNull().default('CANDIDATE'),
    /**
     * A visitor family was mailed of this certain (same 동물등록번호) dog: it has no in-app row
     * whose unique pair would stop the scheduled pass mailing it again (ADR 258).
     */
    familyMailedAt: timestamp('family_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.dogId] }),
    index('report_matches_report_idx').on(t.reportId, t.score),
  ],
);

/** The photo-search embedding of each sighting photo, like report_embeddings. */
export const sightingEmbeddings = photoEmbeddingTable('sighting_embeddings', {
  sightingId: integer('sighting_id')
    .notNull()
    .references(() => sightings.id, { onDelete: 'cascade' }),
});

/**
 * A sighting that may be a lost report's dog. CANDIDATE until the owner says "이 아이가
 * 맞아요" (CONFIRMED: it joins the report's public timeline, ADR 200), "아니에요" (DISMISSED)
 * or "찾았어요" (FOUND); one row per pair, so a pair alerts once.
 */
export const sightingMatches = pgTable(
  'sighting_matches',
  {
    lostReportId: integer('lost_report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /** Photo similarity; null when the sighting (or the report) has no photo. */
    similarity: real('similarity'),
    score: real('score').notNull(),
    status: text('status').notNull().default('CANDIDATE'),
    /** When the owner and the finder were told about this pair (alerts go once). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lostReportId, t.sightingId] }),
    index('sighting_matches_sighting_idx').on(t.sightingId, t.score),
    index('sighting_matches_report_idx').on(t.lostReportId, t.score),
  ],
);

/**
 * In-app alerts (issue 25 adds the kinds): DOG_MATCH, a shelter dog like the member's lost
 * report; SIGHTING_MATCH, a found or seen report like it; FAMILY_MATCH, a lost report like
 * the member's sighting; MESSAGE, a new message in one of the member's conversations;
 * STILL_LOST, is the dog of this report (unchanged for 14 days) still lost (issue 26).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('DOG_MATCH'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the alerts of saved dogs and searches (issue 30), which have no report. */
    reportId: integer('report_id').references(() => lostReports.id, { onDelete: 'cascade' }),
    dogId: integer('dog_id').references(() => dogs.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    /** SAVED_DOG_STATE: the state the dog went to; SAVED_DOG_ENDING: the notice's end date. */
    detail: text('detail'),
    /** SEARCH_DIGEST: how many new dogs it tells of. */
    dogCount: integer('dog_count'),
    /** One alert per event (ADR 181): 'state:{change id}', 'ending:{dog}:{date}' … */
    eventKey: text('event_key'),
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    similarity: real('similarity'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A pair alerts once: a dog (nulls are distinct, so other kinds pass this one) …
    uniqueIndex('notifications_pair_idx').on(t.reportId, t.dogId),
    // … and a sighting, once to each side.
    uniqueIndex('notifications_sighting_pair_idx')
      .on(t.userId, t.kind, t.reportId, t.sightingId)
      .where(sql`${t.kind} in ('SIGHTING_MATCH', 'FAMILY_MATCH')`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_event_idx')
      .on(t.userId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
