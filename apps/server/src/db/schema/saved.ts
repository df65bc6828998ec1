import type { SavedSearchFilters } from '@chajul/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { dogs } from './dogs';
import { float32Bytes } from './embeddings';
import { users } from './users';

/** 관심 강아지 (issue 30): a member keeps a shelter dog to hear when its state changes. */
export const savedDogs = pgTable(
  'saved_dogs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dogId] }), index('saved_dogs_dog_idx').on(t.dogId)],
);

/**
 * 알림 받을 조건 (issue 30, ADR 180): the /lookup or /adopt filters ('filters'), or a photo
 * and a similarity threshold ('photo'), matched against the dogs each import adds.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'filters' | 'photo'>().notNull(),
    /** The list it was saved from, where its alerts lead. */
    page: text('page').$type<'lookup' | 'adopt'>().notNull().default('lookup'),
    /** The list query's filters (contracts' savedSearchFiltersSchema); {} for none. */
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull().default({}),
    /** A photo search's vector, of the model in `model`@`version`. */
    vector: float32Bytes('vector'),
    model: text('model'),
    version: text('version'),
    threshold: real('threshold'),
    paused: boolean('paused').notNull().default(false),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /**
     * The newest dog (by id, the order of arrival) when the search was saved: only later
     * dogs are news to it. A dog's created_at is its notice's date, often before the save.
     */
    afterDogId: integer('after_dog_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_active_idx')
      .on(t.kind)
      .where(sql`not ${t.paused}`),
  ],
);

/** New dogs a filter search matched, waiting for its next daily digest. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.dogId] }),
    index('saved_search_hits_waiting_idx')
      .on(t.searchId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
