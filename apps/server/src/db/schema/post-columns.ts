import { sql } from 'drizzle-orm';
import type { PgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

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
export const placeAndLooks = () => ({
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
export const placeAndLooksIndexes = (
  t: PlaceAndLooks & { createdAt: PgColumn },
  names: { area: string; microchip: string },
) => [
  index(names.area).on(t.region, t.district, t.createdAt),
  index(names.microchip)
    .on(t.microchip)
    .where(sql`${t.microchip} is not null`),
];
