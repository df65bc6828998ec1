import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Stray dogs held by shelters: imported from the public data APIs (spec/public-data-apis.md
 * §4a national, §4d 경기도) or generated as demo data. One row per source animal.
 */
export const dogs = pgTable(
  'dogs',
  {
    id: serial('id').primaryKey(),
    /**
     * 'national' (abandonmentPublic_v2), 'gyeonggi' (AbdmAnimalProtect) or 'demo': the source
     * whose fields the row shows, national when both list the animal (ADR 033).
     */
    source: text('source').notNull(),
    /**
     * desertionNo, which 경기도's ABDM_IDNTFY_NO repeats for the animals it republishes: the
     * upsert key, so one animal is one row whichever sources list it (ADR 033).
     */
    sourceId: text('source_id').notNull(),
    /** Every source that has listed the animal. */
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The public notice number (noticeNo / PBLANC_IDNTFY_NO), shown as "공고번호". */
    noticeNo: text('notice_no'),
    /** Free text from the source (보호중, 종료(입양) …); adoptable when it contains 보호중. */
    state: text('state').notNull(),
    foundDate: date('found_date', { mode: 'string' }),
    foundPlace: text('found_place'),
    /** "{시/도} {시/군/구}", e.g. "경기도 수원시": the jurisdiction, the lists' region filters. */
    jurisd: text('jurisd'),
    /** The 시/도 of `jurisd`, for the lists' region filter (ADR 033). */
    region: text('region').generatedAlwaysAs(sql`split_part(jurisd, ' ', 1)`),
    /** The breed without the "[개] " prefix, e.g. 믹스견. */
    species: text('species'),
    color: text('color'),
    /** 수컷 / 암컷 / 미상 (source codes M / F / Q). */
    gender: text('gender'),
    age: text('age'),
    weight: text('weight'),
    /** Y / N / U as the source gives it. */
    neuterYn: text('neuter_yn'),
    specialMark: text('special_mark'),
    /**
     * 동물등록번호 the shelter read (national rfidCd), digits only: a lost report with the same
     * number is this dog (ADR 151). Never shown: it is the owner's registration.
     */
    microchip: text('microchip'),
    noticeStartDate: date('notice_start_date', { mode: 'string' }),
    noticeEndDate: date('notice_end_date', { mode: 'string' }),
    shelterRegNo: text('shelter_reg_no'),
    shelterName: text('shelter_name'),
    shelterPhone: text('shelter_phone'),
    shelterAddress: text('shelter_address'),
    /** Where the photo came from; it is downloaded once into the image store. */
    sourceImageUrl: text('source_image_url'),
    /** Storage keys of our copy of the photo and its thumbnail (src/lib/image-store.ts). */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    /** Failed downloads of the current source photo; at PHOTO_MAX_ATTEMPTS it is given up. */
    photoAttempts: integer('photo_attempts').notNull().default(0),
    /** Why the last download failed ("timed out", "HTTP 404", "not an image" …). */
    photoError: text('photo_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last import that still saw this animal in its source. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last full reconcile of a source that lists the dog no longer returned it (ADR 185):
     * shown as 확인 필요, not as current. Any import that sees it again clears it.
     */
    unconfirmed: boolean('unconfirmed').notNull().default(false),
    /** Kilograms read from `weight` ("4.2(Kg)"): the size filter's 소형/중형/대형 (ADR 185). */
    weightKg: real('weight_kg').generatedAlwaysAs(
      sql`(substring(replace(weight, ',', '.') from '[0-9]+(?:[.][0-9]+)?'))::real`,
    ),
    /** The year of birth read from `age` ("2021(년생)"): the age-group filter (ADR 185). */
    birthYear: integer('birth_year').generatedAlwaysAs(
      sql`(substring(age from '^[ ]*((?:19|20)[0-9]{2})'))::integer`,
    ),
    /**
     * What the keyword search looks in, lower-cased once at write time: one `like` over one
     * column instead of an `ilike` per field (ADR 032; 10× faster at 100,000 dogs on PGlite).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(species, '') || ' ' || coalesce(found_place, '') || ' ' || coalesce(color, '') || ' ' || coalesce(shelter_name, '') || ' ' || coalesce(special_mark, '') || ' ' || coalesce(notice_no, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('dogs_animal_idx').on(t.sourceId),
    index('dogs_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('dogs_jurisd_created_idx').on(t.jurisd, t.createdAt.desc()),
    index('dogs_region_created_idx').on(t.region, t.createdAt.desc(), t.id.desc()),
    index('dogs_species_idx').on(t.species),
    index('dogs_state_idx').on(t.state),
    index('dogs_in_care_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.state} like '%보호중%'`),
    index('dogs_region_in_care_idx')
      .on(t.region, t.createdAt.desc())
      .where(sql`${t.state} like '%보호중%'`),
    index('dogs_found_date_idx').on(t.foundDate),
    // The kept dog list reads what changed since its last read (ADR 196).
    index('dogs_updated_at_idx').on(t.updatedAt),
    index('dogs_shelter_created_idx').on(t.shelterRegNo, t.createdAt.desc(), t.id.desc()),
    index('dogs_microchip_idx')
      .on(t.microchip)
      .where(sql`${t.microchip} is not null`),
    // The photo queue's question: which dogs still wait for a photo.
    index('dogs_photo_pending_idx')
      .on(t.id)
      .where(sql`${t.imageKey} is null and ${t.sourceImageUrl} is not null`),
  ],
);

export type DogRow = typeof dogs.$inferSelect;
export type NewDogRow = typeof dogs.$inferInsert;

/** Every change of a dog's care state seen by an import (보호중 → 종료(입양) …). */
export const dogStateChanges = pgTable(
  'dog_state_changes',
  {
    id: serial('id').primaryKey(),
    dogId: integer('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dog_state_changes_dog_idx').on(t.dogId)],
);
