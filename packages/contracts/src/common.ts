import { z } from 'zod';

/** Every error the API sends: docs/design.md §3. */
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  statusCode: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ data, pagination: { meta } }`, the first of the spec's paged shapes. */
export const paginationMetaSchema = z.object({
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pagination: z.object({ meta: paginationMetaSchema }),
  });
}

/** Lists the spec puts "under content", with the Spring-style fields (docs/design.md §3). */
export function contentPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    number: z.number().int(),
  });
}

export const okResponseSchema = z.object({ status: z.literal('ok'), message: z.string() });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Ids are PostgreSQL `serial` (int4): a larger number is bad input, not a server error. */
export const MAX_ID = 2_147_483_647;
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
/**
 * One id, from a path (text) or a JSON body (a number): 1 … 2^31−1 written plainly. `1e3`,
 * `0x10`, `01` and ids past int4 are a 400 in every route (issue 17), never a database error.
 */
export const idParam = z.preprocess(
  (v) => (typeof v === 'string' && CANONICAL_ID.test(v) ? Number(v) : v),
  z.number().int().positive().max(MAX_ID),
);
export const idParamsSchema = z.object({ id: idParam });

/** Query numbers arrive as text; an empty or missing value means "use the default". */
export function queryInt(defaultValue: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(defaultValue),
  );
}

/**
 * The URL of a stored image, from the imagePath an answer gives. Lists and details give the
 * storage key as a path (`/reports/…`), while families, conversations and candidates give the
 * whole URL (`/api/lost-pet/images/reports/…`); a path already under `/api/` is left alone, so
 * the route is never prefixed twice (issue 38 item 12, ADR 223).
 */
export function imageUrlUnder(route: string) {
  return (imagePath: string | null | undefined): string | null => {
    if (!imagePath) return null;
    return imagePath.startsWith('/api/') ? imagePath : `${route}${imagePath}`;
  };
}

/**
 * What a reader sees as nothing: white space (`\s` holds U+00A0 and U+FEFF), the zero-width
 * space and joiners, and the word joiner. `String.prototype.trim` leaves the zero-width ones,
 * so `" \u200b\u00a0 "` passed a required field as one character (issue 38 item 8).
 */
const BLANK = '[\\s\\u200b-\\u200d\\u2060\\ufeff]';
const BLANK_ENDS = new RegExp(`^${BLANK}+|${BLANK}+$`, 'gu');

/** Trims what a reader sees as nothing from both ends; use before a free text's min length. */
export const trimBlank = (value: string) => value.replace(BLANK_ENDS, '');

/**
 * A day written YYYY-MM-DD that is on the calendar: `Date.parse` takes `2026-02-30` (as
 * 3월 2일) and gives NaN for `2026-99-99`, which then failed the query as a 500 (issue 38
 * item 10). The day must read back as itself.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
