import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mails kept when no SMTP server is configured (docs/operations.md "메일"). */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small facts about this database, e.g. whether it holds the demo data set. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored files to delete once the rows that named them are gone (ADR 165): written in the
 * same transaction as the delete, so a crash between the rows and the files forgets nothing.
 */
export const storageDeletions = pgTable('storage_deletions', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
