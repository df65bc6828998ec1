import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { float32Bytes } from './embeddings';
import { lostReports } from './reports';
import { users } from './users';
import { photoTable, placeAndLooks, placeAndLooksIndexes } from './post-columns';

/**
 * Found and seen reports (발견·목격 제보, issue 25). A member's is OPEN at once; a visitor's is
 * PENDING until the link in its confirmation mail is opened (ADR 135).
 */
export const sightings = pgTable(
  'sightings',
  {
    id: serial('id').primaryKey(),
    /** FOUND: the finder has the dog or took it somewhere; SEEN: it was seen passing. */
    kind: varchar('kind', { length: 8 }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** Where and how the dog was; a 동물등록번호 is one a vet read (ADR 151). */
    ...placeAndLooks(),
    place: varchar('place', { length: 100 }).notNull(),
    breed: varchar('breed', { length: 50 }),
    note: text('note'),
    heldAt: varchar('held_at', { length: 100 }),
    direction: varchar('direction', { length: 50 }),
    /** The lost report the finder answered from ("이 강아지를 봤어요"). */
    lostReportId: integer('lost_report_id').references(() => lostReports.id, {
      onDelete: 'set null',
    }),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    /** A member's post; null for a visitor's, who is known by e-mail and the private link. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorEmail: varchar('visitor_email', { length: 254 }),
    /** The address as the per-address limits count it (emailKey: no +tag, lower case, ADR 229). */
    visitorEmailKey: varchar('visitor_email_key', { length: 254 }),
    visitorName: varchar('visitor_name', { length: 20 }),
    /**
     * The private link is an HMAC of the id and this nonce (sightings.link.ts): the mails can
     * carry it again, the table alone cannot forge it, and closing clears it for good.
     */
    linkNonce: text('link_nonce'),
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Hidden by an admin (issue 25 moderation): gone from every public answer. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sightings_status_created_idx').on(t.status, t.createdAt),
    ...placeAndLooksIndexes(t, {
      area: 'sightings_region_idx',
      microchip: 'sightings_microchip_idx',
    }),
    index('sightings_author_idx').on(t.authorId, t.createdAt),
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

/** The photo-search embedding of each sighting photo, like report_embeddings. */
export const sightingEmbeddings = pgTable(
  'sighting_embeddings',
  {
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    version: text('version').notNull(),
    imageKey: text('image_key').notNull(),
    vector: float32Bytes('vector').notNull(),
    /** The photo's dogness (ADR 153); null from an embedder without a classifier. */
    dogness: real('dogness'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sightingId, t.model, t.version, t.imageKey] })],
);

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
