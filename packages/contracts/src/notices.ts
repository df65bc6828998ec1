import { z } from 'zod';
import { idParam, pagedSchema, queryInt, trimBlank } from './common';
import { noticeMessages as m } from './messages';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;
/** Spec §9: notice lists show 5 per page. */
export const NOTICE_PAGE_SIZE = 5;
export const NOTICE_FILES_MAX = 5;
/** An image's alternative text: a sentence or two, not the notice retold. */
export const NOTICE_ALT_MAX = 300;

export const noticeFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  name: z.string(),
  originalName: z.string(),
  /**
   * What the image shows, for those who cannot see it: '' for a decorative image, null for
   * one nobody described yet (older notices; ADR 125).
   */
  alt: z.string().nullable(),
});
export type NoticeFile = z.infer<typeof noticeFileSchema>;

export const noticeListItemSchema = z.object({
  id: z.number().int(),
  /** The running number a reader sees: oldest is 1, newest highest, within the current search. */
  displayNo: z.number().int(),
  title: z.string(),
  author: z.string(),
  createdAt: z.string(),
  views: z.number().int(),
  fileCount: z.number().int(),
});
export type NoticeListItem = z.infer<typeof noticeListItemSchema>;

export const noticeSchema = noticeListItemSchema.extend({
  content: z.string(),
  updatedAt: z.string(),
  files: z.array(noticeFileSchema),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageSchema = pagedSchema(noticeListItemSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** Spec §7: page is zero-based; size or limit; sort `createdAt,asc|desc` (or order). */
export const noticeListQuerySchema = z.object({
  page: queryInt(0, { min: 0, max: 100_000 }),
  size: queryInt(0, { min: 0, max: 100 }),
  limit: queryInt(0, { min: 0, max: 100 }),
  sort: z.enum(['createdAt', 'createdAt,asc', 'createdAt,desc']).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  type: z.enum(['title', 'title_content']).default('title_content'),
  q: optionalText(100),
});
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export type NoticeSearchType = z.infer<typeof noticeListQuerySchema>['type'];

/** "1,2" from a form field or [1, 2] from JSON: the attachments to drop when editing. */
const fileIdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(idParam).max(50).default([]),
);

/** An image's alt text as the admin wrote it: '' marks it decorative, null leaves it undescribed. */
const altText = z.string({ error: m.altInvalid }).trim().max(NOTICE_ALT_MAX, m.altMax).nullable();

/** A multipart form sends a list as one JSON text; a JSON body sends the list itself. */
const jsonList = <S extends z.ZodType>(item: S, max: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(item, { error: m.altInvalid }).max(max).default([]),
  );

/**
 * Title and content are required after trimming (spec §5). `author` is accepted because the
 * spec's client sends it, but the server writes the admin's own nickname.
 */
export const noticeBodySchema = z.object({
  title: z
    .string({ error: m.titleAndContentRequired })
    .overwrite(trimBlank)
    .min(1, m.titleAndContentRequired)
    .max(NOTICE_TITLE_MAX, m.titleMax),
  content: z
    .string({ error: m.titleAndContentRequired })
    .overwrite(trimBlank)
    .min(1, m.titleAndContentRequired)
    .max(NOTICE_CONTENT_MAX, m.contentMax),
  author: z.string().max(100).optional(),
  removeFileIds: fileIdList,
  /** The new images' alt texts, in the order of their file parts. */
  newFileAlts: jsonList(altText, NOTICE_FILES_MAX),
  /** Alt texts of images the notice already has, by id. */
  fileAlts: jsonList(z.object({ id: idParam, alt: altText }), 50),
});
export type NoticeBody = z.input<typeof noticeBodySchema>;

export const noticeFileParamsSchema = z.object({
  id: idParam,
  fileId: idParam,
});
