import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lostReports } from './reports';
import { users } from './users';

/**
 * A flag on a lost report, a sighting or a message (issue 25, ADR 138). Who flagged is kept
 * as a member id or a hash of the address, so one person's flags on one item count once.
 */
export const flags = pgTable(
  'flags',
  {
    id: serial('id').primaryKey(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    detail: text('detail'),
    /** `user:<id>`, `visitor:<hash>` or `ip:<hash>` (ADR 221): one flag per flagger and item. */
    flagger: text('flagger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin acted on the item; the flag leaves the open queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('flags_target_idx').on(t.targetType, t.targetId),
    index('flags_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/**
 * Visitors' e-mail addresses an admin blocked: their new posts are refused. Kept as emailKey
 * gives them (no +tag, lower case, ADR 229), so `a+1@x` is blocked with `A@x`.
 */
export const blockedEmails = pgTable('blocked_emails', {
  email: varchar('email', { length: 254 }).primaryKey(),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses that turned every alert mail to a visitor off, by the link in such a mail
 * (ADR 227): kept as emailKey gives them.
 */
export const mailOffAddresses = pgTable('mail_off_addresses', {
  addressKey: varchar('address_key', { length: 254 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every member's click on 연락처 보기 (ADR 136): who saw which number, and when. */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_reveals_report_idx').on(t.reportId, t.createdAt)],
);
