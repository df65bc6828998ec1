import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { photoEmbeddingTable } from './embeddings';
import { lostReports } from './reports';
import { users } from './users';
import { photoTable } from './post-columns';

/**
 * 우리 아이 (issue 40 item 1, ADR 251): a member's own dog, kept before any loss. `shown`
 * names what a finder at the tag's page may see; photo and name by default, the rest off.
 */
export const petProfiles = pgTable(
  'pet_profiles',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    breed: varchar('breed', { length: 50 }),
    colour: varchar('colour', { length: 30 }),
    /** 소형 / 중형 / 대형. */
    size: varchar('size', { length: 4 }),
    /** M / F. */
    gender: varchar('gender', { length: 2 }),
    birthYear: smallint('birth_year'),
    neutered: boolean('neutered'),
    /** 동물등록번호, digits only: the owner's alone, never on the tag's page. */
    microchip: varchar('microchip', { length: 15 }),
    marks: varchar('marks', { length: 300 }),
    temperament: varchar('temperament', { length: 300 }),
    medical: varchar('medical', { length: 300 }),
    vet: varchar('vet', { length: 100 }),
    /**
     * The number a lost report made from this profile takes (ADR 257), so 잃어버렸어요 asks
     * only when and where: the owner's alone, never on the tag's page.
     */
    phone: varchar('phone', { length: 20 }),
    /**
     * The lost report made from this profile with 잃어버렸어요 (issue 40 item 3, ADR 253):
     * while it is open the tag's page is a lost notice. Unlinked when the report goes.
     */
    lostReportId: integer('lost_report_id').references(() => lostReports.id, {
      onDelete: 'set null',
    }),
    /** What a finder may see: PHOTO, NAME, BREED, COLOUR, SIZE, GENDER, AGE, MARKS, TEMPERAMENT, MEDICAL. */
    shown: text('shown')
      .array()
      .notNull()
      .default(sql`'{PHOTO,NAME}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_profiles_owner_idx').on(t.ownerId)],
);
export type PetProfileRow = typeof petProfiles.$inferSelect;

/** 3–10 photos of a profile in the owner's order; position 0 is the cover. */
export const petPhotos = photoTable('pet_photos', {
  profileId: integer('profile_id')
    .notNull()
    .references(() => petProfiles.id, { onDelete: 'cascade' }),
});
export type PetPhotoRow = typeof petPhotos.$inferSelect;

/** Each profile photo's embedding, computed once and kept (like report_embeddings). */
export const petPhotoEmbeddings = photoEmbeddingTable('pet_photo_embeddings', {
  profileId: integer('profile_id')
    .notNull()
    .references(() => petProfiles.id, { onDelete: 'cascade' }),
});

/**
 * QR 인식표 codes (issue 40 item 2, ADR 252): 128 random bits in base64url. A revoked code
 * stays, so its page can say the tag is no longer in use; a new one is issued beside it.
 */
export const petTags = pgTable(
  'pet_tags',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => petProfiles.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 43 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pet_tags_code_idx').on(t.code),
    index('pet_tags_profile_idx').on(t.profileId),
  ],
);
export type PetTagRow = typeof petTags.$inferSelect;

/**
 * What happened at a tag's page, for its owner: VIEW (opened), NOTIFY (가족에게 알리기) or
 * LEFT (보호소·동물병원에 맡겼어요). The position is the finder's, rounded unless they chose
 * exact; the address is never kept.
 */
export const petTagScans = pgTable(
  'pet_tag_scans',
  {
    id: serial('id').primaryKey(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => petTags.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    exact: boolean('exact').notNull().default(false),
    message: varchar('message', { length: 500 }),
    /** LEFT: the shelter or animal hospital's name and place, in the finder's words. */
    place: varchar('place', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_tag_scans_tag_idx').on(t.tagId, t.createdAt)],
);
export type PetTagScanRow = typeof petTagScans.$inferSelect;
