import { NOTICE_ALT_MAX } from '@chajul/contracts';
import {
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

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** The writer's nickname when written, kept even if the account is deleted later. */
    author: varchar('author', { length: 40 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_created_at_idx').on(t.createdAt, t.id)],
);

export const noticeFiles = pgTable(
  'notice_files',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Alt text: '' for a decorative image, null where nobody described it (ADR 125). */
    alt: varchar('alt_text', { length: NOTICE_ALT_MAX }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_files_notice_idx').on(t.noticeId)],
);

/** Who read which notice last, so a reload does not count again (ADR 010). */
export const noticeViews = pgTable(
  'notice_views',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readerKey: varchar('reader_key', { length: 80 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.readerKey] }),
    index('notice_views_viewed_at_idx').on(t.viewedAt),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFileRow = typeof noticeFiles.$inferSelect;
