import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { photoTable, placeAndLooks, placeAndLooksIndexes } from './post-columns';

export const lostReports = pgTable(
  'lost_reports',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    dateLost: date('date_lost', { mode: 'string' }).notNull(),
    /** HH:mm, Korean wall clock, when the owner knows it (issue 26). */
    timeLost: varchar('time_lost', { length: 5 }),
    ...placeAndLooks(),
    /** The owner's words for the exact place: public. */
    placeDetail: varchar('place_detail', { length: 100 }),
    species: varchar('species', { length: 50 }),
    content: text('content'),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** Who may see the phone: PUBLIC, MEMBERS (after a click) or NONE (ADR 136). */
    phoneVisibility: varchar('phone_visibility', { length: 8 }).notNull().default('MEMBERS'),
    dogName: varchar('dog_name', { length: 30 }),
    /** The first of the report's photos (report_photos): what lists and link previews show. */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    /**
     * OPEN while the dog is looked for; FOUND (closed) after "찾았어요": no more matching.
     * PENDING: a visitor's, until the link in its mail is opened (ADR 243).
     */
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** How the dog came home (SHELTER, SITE_FINDER, BY_ITSELF, OTHER; ADR 152). */
    closedReason: varchar('closed_reason', { length: 16 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the owner was last asked whether the dog is still lost (every 14 days, ADR 152). */
    stillLostAskedAt: timestamp('still_lost_asked_at', { withTimezone: true }),
    /** Hidden by an admin (issue 25 moderation): gone from every public answer. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A member's report; null for a visitor's, known by e-mail and its private link (issue 39). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorEmail: varchar('visitor_email', { length: 254 }),
    /** The address as the per-address limits and claims count it (emailKey, ADR 229). */
    visitorEmailKey: varchar('visitor_email_key', { length: 254 }),
    /** The private link is an HMAC of the id and this nonce, as for sightings (ADR 243). */
    linkNonce: text('link_nonce'),
    /** When the visitor opened the mailed link: PENDING until then, hidden from everyone. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lost_reports_created_at_idx').on(t.createdAt),
    ...placeAndLooksIndexes(t, {
      area: 'lost_reports_region_district_idx',
      microchip: 'lost_reports_microchip_idx',
    }),
    index('lost_reports_author_idx').on(t.authorId, t.createdAt),
    index('lost_reports_visitor_email_key_idx')
      .on(t.visitorEmailKey, t.createdAt)
      .where(sql`${t.visitorEmailKey} is not null`),
    // The map and the open lists read only the open reports, a few of all in time (issue 26).
    index('lost_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'OPEN' and ${t.hiddenAt} is null`),
  ],
);

export type LostReportRow = typeof lostReports.$inferSelect;

/** Up to five photos of a lost report, in the author's order; position 0 is the cover. */
export const reportPhotos = photoTable('report_photos', {
  reportId: integer('report_id')
    .notNull()
    .references(() => lostReports.id, { onDelete: 'cascade' }),
});

export type ReportPhotoRow = typeof reportPhotos.$inferSelect;

/**
 * Every "찾았어요" with how the dog came home (ADR 152): what the reunion count counts. A row
 * outlives its report (a member may delete it, or their account, after the happy end).
 */
export const reportClosures = pgTable(
  'report_closures',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id').references(() => lostReports.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 16 }).notNull(),
    note: varchar('note', { length: 200 }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_closures_report_idx').on(t.reportId)],
);
