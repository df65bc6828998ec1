import { z } from 'zod';
import { emailSchema, hasInvisibleCharacters } from './auth';
import { authMessages } from './messages';
import { trimBlank } from './common';
import {
  blankToUndefined,
  checkDistrict,
  checkPin,
  dogSizeSchema,
  lookMessages,
  microchipSchema,
  optionalText,
  pinFields,
} from './look-fields';
import { isRegion } from './regions';
import { reportGenderSchema } from './report-fields';
import { EARLIEST_LOST_DATE } from './report-detail';
import { SIGHTING_KINDS, sightingMessages as m } from './sightings';

/** What a datetime-local input sends: Korean wall-clock time, to the minute. */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;

/** `2026-11-24T21:30` (Korea) → the instant, or undefined when it is no real time. */
export function parseKoreanTime(value: string): Date | undefined {
  const match = LOCAL_TIME.exec(value);
  if (!match) return undefined;
  const date = new Date(`${value}:00+09:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  // Round trip: 2026-02-30 or 25:00 parse to another day or fail.
  const back = new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 16);
  return back === value ? date : undefined;
}

/** The instant as a datetime-local value in Korea (what an edit form starts with). */
export const toKoreanTimeInput = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 16);

const required = z.string({ error: m.required }).overwrite(trimBlank).min(1, m.required);

/**
 * The found/seen form's fields (multipart text parts), for members and visitors alike. The
 * visitor-only parts (email, the honeypot, the form token) are read by `sightingVisitorSchema`.
 */
export const sightingFieldsSchema = z
  .object({
    kind: z.enum(SIGHTING_KINDS, { error: m.kindRequired }),
    seenAt: required
      .refine((v) => {
        const at = parseKoreanTime(v);
        return at !== undefined && at >= new Date(`${EARLIEST_LOST_DATE}T00:00:00+09:00`);
      }, m.seenAtInvalid)
      .refine(
        (v) => (parseKoreanTime(v)?.getTime() ?? 0) <= Date.now() + CLOCK_SLACK_MS,
        m.seenAtFuture,
      )
      .transform((v) => parseKoreanTime(v)!),
    region: required.refine(isRegion, m.regionInvalid),
    district: z.string().trim().default(''),
    place: required.pipe(z.string().max(100, lookMessages.tooLong(100))),
    ...pinFields,
    breed: optionalText(50),
    colour: optionalText(30),
    size: dogSizeSchema,
    gender: reportGenderSchema,
    collar: optionalText(50),
    /** Read by a vet's scanner: never shown to others, matched with lost reports (ADR 151). */
    microchip: microchipSchema,
    note: optionalText(2000),
    heldAt: optionalText(100),
    direction: optionalText(50),
    lostReportId: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    checkDistrict(v, ctx, m);
    checkPin(v, ctx);
  });
export type SightingFields = z.output<typeof sightingFieldsSchema>;

/** What a visitor adds: where the confirmation goes, and the two robot checks. */
export const sightingVisitorSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .pipe(emailSchema)
    .transform((v) => v.toLowerCase()),
  name: optionalText(20).refine(
    (v) => v === undefined || !hasInvisibleCharacters(v),
    authMessages.nicknameChars,
  ),
  /** Hidden from people; a robot fills it. */
  homepage: z.string().optional(),
  formToken: z.string({ error: m.formTokenInvalid }).min(1, m.formTokenInvalid).max(500),
});
export type SightingVisitor = z.output<typeof sightingVisitorSchema>;
/** The honeypot's field name: a hidden input no person fills. */
export const HONEYPOT_FIELD = 'homepage';
