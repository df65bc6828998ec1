import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's mobile number for texts (SMS and 알림톡, issue 39 item 4, ADR 250): kept
 * encrypted (AES-256-GCM under a key derived from the server's secret), shown back only as
 * its last four digits, and texted only once `verifiedAt` is set by the code it received.
 */
export const phoneNumbers = pgTable('phone_numbers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** iv.tag.ciphertext, base64url: never sent in any answer. */
  numberCipher: text('number_cipher').notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** The pending code's HMAC (never the code), until it is used or expires. */
  codeMac: text('code_mac'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  /** Wrong guesses of the pending code: at the limit it is void. */
  codeTries: integer('code_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each text to a member, for the daily cap and the retries: QUEUED, SENT, or FAILED (every
 * try failed; the fallback went by push or e-mail). CODE rows are verification codes.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('QUEUED'),
    /** When the push or e-mail fallback went, after the first failed try. */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_sends_user_idx').on(t.userId, t.createdAt)],
);
