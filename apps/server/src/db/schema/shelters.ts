import {
  doublePrecision,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Animal shelters from `shelterInfo_v2` (spec/public-data-apis.md §4b), one row per
 * `careRegNo`. Text columns keep the source's values; missing ones are null.
 */
export const shelters = pgTable(
  'shelters',
  {
    id: serial('id').primaryKey(),
    careRegNo: text('care_reg_no').notNull(),
    careNm: text('care_nm').notNull(),
    careTel: text('care_tel'),
    careAddr: text('care_addr').notNull(),
    jibunAddr: text('jibun_addr'),
    /** Null when the source has no usable coordinates; such shelters are listed, not drawn. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    orgNm: text('org_nm'),
    divisionNm: text('division_nm'),
    saveTrgtAnimal: text('save_trgt_animal'),
    weekOprStime: text('week_opr_stime'),
    weekOprEtime: text('week_opr_etime'),
    weekendOprStime: text('weekend_opr_stime'),
    weekendOprEtime: text('weekend_opr_etime'),
    closeDay: text('close_day'),
    dataStdDt: text('data_std_dt'),
    /** 'public' for imports, 'demo' for the demo data set (never mixed: docs/design.md §4). */
    source: text('source').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shelters_care_reg_no_idx').on(t.careRegNo)],
);

export type ShelterRow = typeof shelters.$inferSelect;
export type NewShelterRow = typeof shelters.$inferInsert;
