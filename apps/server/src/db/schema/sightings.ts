import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lostReports } from './reports';
import { dogPostTable, photoTable } from './post-columns';

/**
 * Found and seen reports (발견·목격 제보, issue 25). A member's is OPEN at once; a visitor's is
 * PENDING until the link in its confirmation mail is opened (ADR 135).
 */
export const sightings = dogPostTable(
  'sightings',
  {
    /** FOUND: the finder has the dog or took it somewhere; SEEN: it was seen passing. */
    kind: varchar('kind', { length: 8 }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 100 }).notNull(),
    breed: varchar('breed', { length: 50 }),
    note: text('note'),
    heldAt: varchar('held_at', { length: 100 }),
    direction: varchar('direction', { length: 50 }),
    /** The lost report the finder answered from ("이 강아지를 봤어요"). */
    lostReportId: integer('lost_report_id').references(() => lostReports.id, {
      onDelete: 'set null',
    }),
    visitorName: varchar('visitor_name', { length: 20 }),
  },
  'sightings_region_idx',
  (t) => [
    index('sightings_status_created_idx').on(t.status, t.createdAt),
    index('sightings_visitor_email_idx').on(t.visitorEmail, t.createdAt),
    index('sightings_visitor_email_key_idx').on(t.visitorEmailKey, t.createdAt),
    index('sightings_lost_report_idx').on(t.lostReportId),
  ],
);
export type SightingRow = typeof sightings.$inferSelect;

/** Up to five photos of a sighting, in the finder's order; position 0 is the cover. */
export const sightingPhotos = photoTable('sighting_photos', {
  sightingId: integer('sighting_id')
    .notNull()
    .references(() => sightings.id, { onDelete: 'cascade' }),
});

/**
 * The sighting form's tokens that served a post (issue 38 item 5): each serves one. Kept until
 * the token would be stale anyway (FORM_TOKEN_MAX_AGE_MS), then purged by the next post.
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    /** The token's signature: unique to the token, and useless to anyone who reads it here. */
    mac: varchar('mac', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_form_tokens_expires_idx').on(t.expiresAt)],
);
