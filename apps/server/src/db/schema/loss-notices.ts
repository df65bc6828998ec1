import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { float32Bytes } from './embeddings';

/**
 * The national lost-animal notices (국가동물보호정보시스템 분실 신고, `lossInfoService/lossInfo`,
 * ADR 246): dogs only, and nothing that names or reaches the family — no `callName`,
 * `callTel`, street address or microchip is stored. A finder is pointed to the official site.
 */
export const lossNotices = pgTable(
  'loss_notices',
  {
    id: serial('id').primaryKey(),
    /** The API has no notice number: a hash of the notice's stable facts (ADR 246). */
    noticeKey: varchar('notice_key', { length: 64 }).notNull().unique(),
    lostDate: date('lost_date', { mode: 'string' }),
    /** 시/도 and 시/군/구 of the place, as the lost reports hold them; never the street. */
    region: varchar('region', { length: 20 }).notNull(),
    district: varchar('district', { length: 20 }).notNull(),
    /** The office that took the notice (orgNm), e.g. "서울특별시 강남구". */
    office: varchar('office', { length: 50 }),
    /** A breed name (kindCd is a name in this API). */
    species: varchar('species', { length: 50 }),
    colour: varchar('colour', { length: 50 }),
    gender: varchar('gender', { length: 2 }),
    age: varchar('age', { length: 30 }),
    /** specialMark with phone numbers taken out. */
    content: text('content'),
    sourceImageUrl: text('source_image_url'),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    photoAttempts: integer('photo_attempts').notNull().default(0),
    /** The photo's embedding and its model (`model@version`), for photo matching (ADR 259). */
    vector: float32Bytes('vector'),
    vectorModel: text('vector_model'),
    /** OPEN while the API lists it; CLOSED once a complete run no longer does. */
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loss_notices_open_idx')
      .on(t.region, t.district, t.lostDate)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

export type LossNoticeRow = typeof lossNotices.$inferSelect;
export type NewLossNoticeRow = typeof lossNotices.$inferInsert;
