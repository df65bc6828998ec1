import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const lostReports = pgTable(
  'lost_reports',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    dateLost: date('date_lost', { mode: 'string' }).notNull(),
    region: varchar('region', { length: 20 }).notNull(),
    /** Empty for 세종, which has no 시/군/구. */
    district: varchar('district', { length: 20 }).notNull(),
    species: varchar('species', { length: 50 }),
    gender: varchar('gender', { length: 2 }),
    content: text('content'),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** Who may see the phone: PUBLIC, MEMBERS (after a click) or NONE (ADR 136). */
    phoneVisibility: varchar('phone_visibility', { length: 8 }).notNull().default('MEMBERS'),
    dogName: varchar('dog_name', { length: 30 }),
    /** The first of the report's photos (report_photos): what lists and link previews show. */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    /** OPEN while the dog is looked for; FOUND (closed) after "찾았어요": no more matching. */
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** Hidden by an admin (issue 25 moderation): gone from every public answer. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lost_reports_created_at_idx').on(t.createdAt),
    index('lost_reports_region_district_idx').on(t.region, t.district, t.createdAt),
    index('lost_reports_author_idx').on(t.authorId, t.createdAt),
  ],
);

export type LostReportRow = typeof lostReports.$inferSelect;

/** Up to five photos of a lost report, in the author's order; position 0 is the cover. */
export const reportPhotos = pgTable(
  'report_photos',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);

export type ReportPhotoRow = typeof reportPhotos.$inferSelect;
