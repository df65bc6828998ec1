import { z } from 'zod';
import { trimBlank } from './common';
import {
  blankToUndefined,
  checkDistrict,
  checkPin,
  dogSizeSchema,
  microchipSchema,
  optionalText,
  pinFields,
} from './look-fields';
import { isRegion } from './regions';
import {
  EARLIEST_LOST_DATE,
  PHONE_VISIBILITIES,
  phoneMessages,
  reportMessages,
  todayInKorea,
} from './report-detail';
import { REPORT_GENDERS } from './reports';

/*
 * What a member sends to file or edit a report. Kept apart from reports.ts, which the home
 * page's report list needs: only the forms and the server check places against regions.ts.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * Korean phone numbers: mobile (010 …), Seoul 02, the other area codes, 070 internet
 * phones and 4-digit business numbers (1588-0000). Hyphens and spaces are optional.
 */
const PHONE_PATTERNS = [
  /^01[016789]\d{7,8}$/,
  /^02\d{7,8}$/,
  /^0[3-6][1-5]\d{7,8}$/,
  /^070\d{8}$/,
  /^1[5-9]\d{6}$/,
];
export const isKoreanPhone = (v: string) => {
  const digits = v.replace(/[\s-]/g, '');
  return /^[\d\s-]+$/.test(v) && PHONE_PATTERNS.some((p) => p.test(digits));
};

/** Stores one spelling: 010-1234-5678, 02-123-4567, 1588-1234. */
export function formatKoreanPhone(v: string): string {
  const d = v.replace(/\D/g, '');
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  const area = d.startsWith('02') ? 2 : 3;
  const mid = d.length - area - 4;
  return `${d.slice(0, area)}-${d.slice(area, area + mid)}-${d.slice(area + mid)}`;
}

/** HH:mm on a 24-hour clock: what a time input sends. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;
/** The time now in Korea as HH:mm, a little ahead for a phone whose clock runs fast. */
function latestTimeToday(): string {
  const ahead = new Date(Date.now() + CLOCK_SLACK_MS + 9 * 3600_000).toISOString();
  return ahead.slice(0, 10) === todayInKorea() ? ahead.slice(11, 16) : '23:59';
}

const requiredText = z
  .string({ error: reportMessages.required })
  .overwrite(trimBlank)
  .min(1, reportMessages.required);

export const reportGenderSchema = z.preprocess(
  (v) => (v === 'F' || v === 'f' ? '암컷' : v === 'M' || v === 'm' ? '수컷' : blankToUndefined(v)),
  z.enum(REPORT_GENDERS, { error: reportMessages.genderInvalid }).optional(),
);

/**
 * The report form's fields (multipart text parts). placeLost alone is enough for older
 * clients: "region district" is split at the first space when region is not sent. Issue 26
 * adds where, when and what, as a found report has them: all optional.
 */
export const reportFieldsSchema = z
  .preprocess(
    (input) => {
      if (typeof input !== 'object' || input === null) return input;
      const v = input as Record<string, unknown>;
      if (v.region !== undefined || typeof v.placeLost !== 'string') return v;
      const [region = '', ...rest] = v.placeLost.trim().split(/\s+/);
      return { ...v, region, district: v.district ?? rest.join(' ') };
    },
    z.object({
      title: optionalText(100),
      dateLost: requiredText
        .refine(
          (v) => DATE_PATTERN.test(v) && isRealDate(v) && v >= EARLIEST_LOST_DATE,
          reportMessages.dateInvalid,
        )
        .refine((v) => v <= todayInKorea(), reportMessages.dateFuture),
      timeLost: z.preprocess(
        blankToUndefined,
        z
          .string({ error: reportMessages.timeInvalid })
          .trim()
          .regex(TIME_PATTERN, reportMessages.timeInvalid)
          .optional(),
      ),
      region: requiredText.refine(isRegion, reportMessages.regionInvalid),
      district: z.string().trim().default(''),
      placeDetail: optionalText(100, reportMessages.placeDetailTooLong),
      ...pinFields,
      colour: optionalText(30, reportMessages.colourTooLong),
      size: dogSizeSchema,
      collar: optionalText(50, reportMessages.collarTooLong),
      microchip: microchipSchema,
      species: optionalText(50),
      gender: reportGenderSchema,
      content: optionalText(2000),
      phone: requiredText
        .refine(isKoreanPhone, reportMessages.phoneInvalid)
        .transform(formatKoreanPhone),
      dogName: optionalText(30),
      /** Absent: a new report takes the default, an edit keeps what it had. */
      phoneVisibility: z.preprocess(
        blankToUndefined,
        z.enum(PHONE_VISIBILITIES, { error: phoneMessages.visibilityInvalid }).optional(),
      ),
    }),
  )
  .superRefine((v, ctx) => {
    checkDistrict(v, ctx, reportMessages);
    checkPin(v, ctx);
    // Lost today at a time still to come: a slip (or the wrong day).
    if (v.timeLost && v.dateLost === todayInKorea() && v.timeLost > latestTimeToday()) {
      ctx.addIssue({ code: 'custom', path: ['timeLost'], message: reportMessages.timeFuture });
    }
  });
export type ReportFields = z.output<typeof reportFieldsSchema>;
