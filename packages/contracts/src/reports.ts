import { z } from 'zod';
import { imageUrlUnder, pagedSchema } from './common';
import { postPlaceAndLooks } from './post-row';

/*
 * What a lost report's list needs (the home page's card, /report). A report's own page, its
 * form, the queries and the messages are in report-detail.ts: every module the home page
 * reaches joins its first bundle with all it exports (ADR 145).
 */

/** A report holds this many photos at most; the first one is the cover (lists, previews). */
export const REPORT_PHOTO_LIMIT = 5;

export const REPORT_GENDERS = ['암컷', '수컷'] as const;
export type ReportGender = (typeof REPORT_GENDERS)[number];
export const REPORT_STATUSES = ['OPEN', 'FOUND'] as const;
export const REPORT_PAGE_SIZE = 5;
export const REPORT_TITLE_PREVIEW = 22;

const reportBase = z.object({
  id: z.number().int(),
  title: z.string(),
  dateLost: z.string(),
  /** HH:mm, Korean wall clock, when the owner gave it. */
  timeLost: z.string().nullable(),
  placeLost: z.string(),
  ...postPlaceAndLooks,
  /** The owner's words for the exact place ("광교호수공원 정문"): public, unlike the pin. */
  placeDetail: z.string().nullable(),
  species: z.string().nullable(),
  dogName: z.string().nullable(),
  /** Appended to /api/lost-pet/images; a thumbnail in lists, the full photo in the detail. */
  imagePath: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** Strangers see the author's nickname only, never their login ID (ADR 093). */
  authorNickname: z.string(),
});

/** List rows never carry the phone number: it is shown only on the detail page. */
export const reportListItemSchema = reportBase;
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportPageSchema = pagedSchema(reportListItemSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;

/** The URL of a stored report image, from the imagePath the API gives. */
export const reportImageUrl = imageUrlUnder('/api/lost-pet/images');
