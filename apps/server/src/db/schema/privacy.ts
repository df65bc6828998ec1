import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each consent a member gave (issue 29, ADR 161): one row per kind and version agreed to.
 * Withdrawing an optional consent stamps `withdrawn_at`; agreeing again adds a new row, so the
 * history of what was agreed when stays.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contracts' CONSENT_KINDS: terms, privacy, age14, emailAlerts. */
    kind: text('kind').notNull(),
    /** The policy version agreed to (the privacy version for age14 and emailAlerts). */
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('user_consents_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * Who read or removed whose personal data (issue 29, ADR 163). The application only ever
 * inserts: no route updates or deletes a row. The actor is a plain id, not a reference, so
 * the trail outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    /** contracts' AUDIT_ACTIONS. */
    action: text('action').notNull(),
    /** What was read or removed: 'user', 'inquiry'… and its id. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.at)],
);
