import { sql } from 'drizzle-orm';
import type { AlertPreferences } from '@chajul/contracts';
import {
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userid: varchar('userid', { length: 20 }).notNull(),
    nickname: varchar('nickname', { length: 20 }).notNull(),
    /** Stored lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    role: text('role').notNull().default('USER'),
    /**
     * Which alerts come on which channel (issue 26, ADR 155), as the member last saved them;
     * what is missing is on (alert-preferences.ts).
     */
    alertPreferences: jsonb('alert_preferences')
      .$type<StoredAlertPreferences>()
      .notNull()
      .default({}),
    /** Blocked by an admin (issue 25 moderation): may read, but not post or send messages. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Goes up whenever the member's credentials change (ADR 110): access tokens carry the
     * version they were signed under and stop working once it moves on.
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    /**
     * Set when the member (or an admin) asked to remove the account (ADR 165): login fails at
     * once, and the withdrawal job removes the rest step by step until `withdrawnAt`.
     */
    withdrawingAt: timestamp('withdrawing_at', { withTimezone: true }),
    /** When the withdrawal finished: the row keeps its id and this time, no personal field. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // IDs and nicknames are unique whatever their case: "Dog1" and "dog1" are the same person.
    uniqueIndex('users_userid_lower_idx').on(sql`lower(${t.userid})`),
    uniqueIndex('users_nickname_lower_idx').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_email_idx').on(t.email),
  ],
);

/** Saved preferences: a kind or channel left out is on. */
export type StoredAlertPreferences = {
  [K in keyof AlertPreferences]?: Partial<AlertPreferences[K]>;
};

export type UserRow = typeof users.$inferSelect;
