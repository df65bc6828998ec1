import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { petProfiles } from './pets';
import { lostReports } from './reports';
import { sightings } from './sightings';

/**
 * One conversation per pair of a lost report and a sighting (issue 25, ADR 137): its two
 * parties are the report's owner and the sighting's author (a member, or a visitor through
 * the private link). Each side's last read time counts its unread messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** Null once the family withdrew: the report went, the finder's side stays (ADR 249). */
    lostReportId: integer('lost_report_id').references(() => lostReports.id, {
      onDelete: 'set null',
    }),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /**
     * A QR 인식표's 가족에게 알리기 with no lost report (ADR 254): the profile's owner is the
     * family's side, the finder's private TAG sighting the other.
     */
    petProfileId: integer('pet_profile_id').references(() => petProfiles.id, {
      onDelete: 'cascade',
    }),
    ownerReadAt: timestamp('owner_read_at', { withTimezone: true }),
    finderReadAt: timestamp('finder_read_at', { withTimezone: true }),
    /** The last message mail to a visitor finder: one per window at most (ADR 227). */
    finderMailedAt: timestamp('finder_mailed_at', { withTimezone: true }),
    /** The visitor turned this conversation's message mails off by the mail's link (ADR 227). */
    finderMailOffAt: timestamp('finder_mail_off_at', { withTimezone: true }),
    /** The last message mail to a visitor family, by its report's private link (ADR 258). */
    familyMailedAt: timestamp('family_mailed_at', { withTimezone: true }),
    /** The visitor family turned this conversation's message mails off (ADR 258). */
    familyMailOffAt: timestamp('family_mail_off_at', { withTimezone: true }),
    /** The family withdrew: its messages are gone, and the finder is shown that (ADR 249). */
    familyLeftAt: timestamp('family_left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.lostReportId, t.sightingId),
    index('conversations_sighting_idx').on(t.sightingId),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** True when the lost report's owner wrote it, false for the finder. */
    fromOwner: boolean('from_owner').notNull(),
    body: text('body').notNull(),
    /** Hidden by an admin: neither party sees it any more. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
export type MessageRow = typeof messages.$inferSelect;
