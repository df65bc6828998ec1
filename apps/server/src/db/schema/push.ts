import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sightings } from './sightings';
import { users } from './users';

/**
 * Devices that allowed push alerts (issue 26, ADR 155): one row per browser subscription,
 * owned by a member or, for a visitor finder, by their found or seen report. The endpoint is
 * the browser's: subscribing it again (another member on the same browser) moves it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what the payload is sealed to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sightingId: integer('sighting_id').references(() => sightings.id, { onDelete: 'cascade' }),
    /** The alert kinds this device shows (contracts' ALERT_KINDS). */
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_sighting_idx').on(t.sightingId),
    check('push_subscriptions_one_owner', sql`(${t.userId} is null) <> (${t.sightingId} is null)`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
