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
import { dogPostTable, photoTable } from './post-columns';

export const lostReports = dogPostTable(
  'lost_reports',
  {
    title: varchar('title', { length: 100 }).notNull(),
    dateLost: date('date_lost', { mode: 'string' }).notNull(),
    /** HH:mm, Korean wall clock, when the owner knows it (issue 26). */
    timeLost: varchar('time_lost', { length: 5 }),
    /** The owner's words for the exact place: public. */
    placeDetail: varchar('place_detail', { length: 100 }),
    species: varchar('species', { length: 50 }),
    content: text('content'),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** Who may see the phone: PUBLIC, MEMBERS (after a click) or NONE (ADR 136). */
    phoneVisibility: varchar('phone_visibility', { length: 8 }).notNull().default('MEMBERS'),
    dogName: varchar('dog_name', { length: 30 }),
    /** How the dog came home (SHELTER, SITE_FINDER, BY_ITSELF, OTHER; ADR 152), once FOUND. */
    closedReason: varchar('closed_reason', { length: 16 }),
    /** When the owner was last asked whether the dog is still lost (every 14 days, ADR 152). */
    stillLostAskedAt: timestamp('still_lost_asked_at', { withTimezone: true }),
  },
  'lost_reports_region_district_idx',
  (t) => [
    index('lost_reports_created_at_idx').on(t.createdAt),
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
