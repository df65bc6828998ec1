import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 동네 실종견 알림 (issue 39 item 1, ADR 240): who hears of lost or found dogs near their
 * places. A member (by login), or a visitor reached by a confirmed e-mail address or by one
 * push device; a visitor manages it by the private link `<id>.<HMAC(id:nonce)>`.
 */
export const neighbourSubscribers = pgTable(
  'neighbour_subscribers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    emailKey: varchar('email_key', { length: 254 }),
    /** A visitor's address counts once its mailed link is opened. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** What the visitor's private link is signed with: a new one ends every old link. */
    linkNonce: varchar('link_nonce', { length: 32 }),
    /** A visitor's one push device (a member's are push_subscriptions). */
    pushEndpoint: text('push_endpoint'),
    pushP256dh: text('push_p256dh'),
    pushAuth: text('push_auth'),
    /** LOST and/or FOUND. */
    events: text('events').array().notNull(),
    /** PUSH and/or EMAIL (SMS later). */
    channels: text('channels').array().notNull(),
    /** Korean wall-clock hours [start, end): alerts then wait for the end (ADR 241). */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    dailyCap: smallint('daily_cap').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('neighbour_subscribers_user_idx').on(t.userId),
    index('neighbour_subscribers_email_key_idx').on(t.emailKey),
    check(
      'neighbour_subscribers_someone',
      sql`${t.userId} is not null or ${t.email} is not null or ${t.pushEndpoint} is not null`,
    ),
  ],
);

/**
 * Up to three places a subscriber watches: a point and a radius. The B-tree on (lat, lng)
 * is the spatial index: a new report asks for the places within the largest radius's box
 * around it, then measures each exactly (ADR 240).
 */
export const neighbourPlaces = pgTable(
  'neighbour_places',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => neighbourSubscribers.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 40 }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    radiusM: integer('radius_m').notNull(),
  },
  (t) => [
    index('neighbour_places_lat_lng_idx').on(t.lat, t.lng),
    index('neighbour_places_subscriber_idx').on(t.subscriberId),
  ],
);

/**
 * One report told to one subscriber: what the daily cap counts, what a delayed alert waits
 * in, and what 「N명의 이웃에게 알렸어요」 counts. A subscriber gone leaves the count.
 */
export const neighbourAlerts = pgTable(
  'neighbour_alerts',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id').references(() => neighbourSubscribers.id, {
      onDelete: 'set null',
    }),
    /** LOST (lost_reports.id) or FOUND (sightings.id). */
    event: varchar('event', { length: 5 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** When it may go: now, or the end of the subscriber's quiet hours. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('neighbour_alerts_once_idx').on(t.subscriberId, t.event, t.targetId),
    index('neighbour_alerts_target_idx').on(t.event, t.targetId),
    index('neighbour_alerts_due_idx').on(t.subscriberId, t.dueAt),
  ],
);

export type NeighbourSubscriberRow = typeof neighbourSubscribers.$inferSelect;
export type NeighbourPlaceRow = typeof neighbourPlaces.$inferSelect;
