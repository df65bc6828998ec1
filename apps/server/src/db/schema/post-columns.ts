import { sql } from 'drizzle-orm';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import type { PgColumn, PgColumnBuilderBase, PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import {
  doublePrecision,
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

const photoColumns = () => ({
  position: integer('position').notNull(),
  imageKey: text('image_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
});

/**
 * The photos of a kind of post (a lost report, a found or seen report, a pet profile): up to
 * five per post, in the author's order, position 0 the cover. `post` is the one column that
 * names the post, which with the position is the key.
 */
export function photoTable<C extends Record<string, PgColumnBuilderBase>>(name: string, post: C) {
  const [postKey] = Object.keys(post);
  return pgTable(name, { ...post, ...photoColumns() }, (t) => [
    primaryKey({ columns: [(t as unknown as Record<string, PgColumn>)[postKey!]!, t.position] }),
  ]);
}

/**
 * Where a dog was and how it looks, as a lost report and a found or seen report both store
 * them: their forms read these with the same schemas (lib/dog-post-columns.ts). The pin is
 * exact where its author gave one: a lost report's may be the family's home, so only they see
 * it (ADR 150); a sighting without one stands at its 시/군/구's centroid. The 동물등록번호
 * (digits only) is its author's alone, and a match on it is certain (ADR 151).
 */
const placeAndLooks = () => ({
  region: varchar('region', { length: 20 }).notNull(),
  /** Empty for 세종, which has no 시/군/구. */
  district: varchar('district', { length: 20 }).notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  colour: varchar('colour', { length: 30 }),
  /** 소형 / 중형 / 대형. */
  size: varchar('size', { length: 4 }),
  gender: varchar('gender', { length: 2 }),
  collar: varchar('collar', { length: 50 }),
  microchip: varchar('microchip', { length: 15 }),
});

type PlaceAndLooks = { region: PgColumn; district: PgColumn; microchip: PgColumn };

/**
 * placeAndLooks' indexes: the lists by area, newest first, and the 동물등록번호 lookups of
 * matching, over the rows that have one (ADR 151).
 */
const placeAndLooksIndexes = (
  t: PlaceAndLooks & { createdAt: PgColumn },
  names: { area: string; microchip: string },
) => [
  index(names.area).on(t.region, t.district, t.createdAt),
  index(names.microchip)
    .on(t.microchip)
    .where(sql`${t.microchip} is not null`),
];

/**
 * What every post about a dog holds beside its own words (issue 37 item 3): the place and
 * looks, the cover photo, its state, and its author, a member or a visitor known by e-mail
 * and the private link (an HMAC of the id and `linkNonce`; ADR 135, 243).
 */
const dogPostColumns = () => ({
  id: serial('id').primaryKey(),
  ...placeAndLooks(),
  /** The first of the post's photos: what lists and link previews show. */
  imageKey: text('image_key'),
  thumbnailKey: text('thumbnail_key'),
  /**
   * OPEN while the dog is looked for or kept; PENDING for a visitor's until the mailed link is
   * opened; FOUND (a lost report, ADR 152) or CLOSED (a sighting) once over: no more matching.
   */
  status: varchar('status', { length: 16 }).notNull().default('OPEN'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Hidden by an admin (issue 25 moderation): gone from every public answer. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  /** A member's post; null for a visitor's. */
  authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorEmail: varchar('visitor_email', { length: 254 }),
  /** The address as the per-address limits count it (emailKey: no +tag, lower case, ADR 229). */
  visitorEmailKey: varchar('visitor_email_key', { length: 254 }),
  /** Closing the post clears it, and with it the private link, for good. */
  linkNonce: text('link_nonce'),
  /** When the visitor opened the mailed link. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

type DogPostColumns = ReturnType<typeof dogPostColumns>;

/**
 * A table of posts about a dog (lost reports, found and seen reports): the shared columns
 * with the kind's own, and the shared indexes (by area, by 동물등록번호, by author) with the
 * kind's own. The area index's name is given, as the tables were first made with their own.
 */
export function dogPostTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  areaIndex: string,
  extra: (t: BuildExtraConfigColumns<N, DogPostColumns & C, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable(name, { ...dogPostColumns(), ...columns }, (t) => [
    ...placeAndLooksIndexes(t, { area: areaIndex, microchip: `${name}_microchip_idx` }),
    index(`${name}_author_idx`).on(t.authorId, t.createdAt),
    ...extra(t),
  ]);
}
