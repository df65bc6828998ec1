import { z } from 'zod';
import { contentPageSchema, idParam, queryInt, trimBlank } from './common';
import { inquiryMessages as m } from './messages';

export const INQUIRY_TITLE_MAX = 200;
export const INQUIRY_CONTENT_MAX = 5_000;
/** Spec §9: inquiry lists show 5 per page; the admin lists 10. */
export const INQUIRY_PAGE_SIZE = 5;

export const inquiryStatusSchema = z.enum(['PENDING', 'ANSWERED']);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

/** Spec §4: derived, never stored. */
export const inquiryStatus = (replyCount: number): InquiryStatus =>
  replyCount > 0 ? 'ANSWERED' : 'PENDING';

/** Spec §9: the first two characters, then asterisks. */
export function maskNickname(nickname: string): string {
  return `${Array.from(nickname).slice(0, 2).join('')}***`;
}

export const inquiryListItemSchema = z.object({
  id: z.number().int(),
  displayNo: z.number().int(),
  /** For a private inquiry the reader may not open, a fixed text instead of the title. */
  title: z.string(),
  /** Masked for a private inquiry the reader may not open. */
  authorNickname: z.string(),
  /** True when the reader wrote it; no member id is shown to anyone (ADR 093). */
  isAuthor: z.boolean(),
  createdAt: z.string(),
  isPublic: z.boolean(),
  /** True when the reader may open it: public, the reader's own, or the reader is an admin. */
  readable: z.boolean(),
  answered: z.boolean(),
  replyCount: z.number().int(),
  status: inquiryStatusSchema,
});
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>;

export const inquirySchema = inquiryListItemSchema.omit({ displayNo: true }).extend({
  content: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** `{content, totalPages, totalElements, number}`; number echoes the one-based page asked for. */
export const inquiryPageSchema = contentPageSchema(inquiryListItemSchema);
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** Spec §7: page is one-based; status omitted for all. */
export const inquiryListQuerySchema = z.object({
  page: queryInt(1, { min: 1, max: 100_000 }),
  limit: queryInt(INQUIRY_PAGE_SIZE, { min: 1, max: 100 }),
  size: queryInt(0, { min: 0, max: 100 }),
  status: z.preprocess((v) => (v === '' ? undefined : v), inquiryStatusSchema.optional()),
  q: optionalText(100),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

export const inquiryBodySchema = z.object({
  title: z
    .string({ error: m.titleRequired })
    .overwrite(trimBlank)
    .min(1, m.titleRequired)
    .max(INQUIRY_TITLE_MAX, m.titleMax),
  content: z
    .string({ error: m.contentRequired })
    .overwrite(trimBlank)
    .min(1, m.contentRequired)
    .max(INQUIRY_CONTENT_MAX, m.contentMax),
  isPublic: z.boolean().default(true),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;

export const inquiryReplySchema = z.object({
  id: z.number().int(),
  content: z.string(),
  adminNickname: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InquiryReply = z.infer<typeof inquiryReplySchema>;
export const inquiryRepliesSchema = z.array(inquiryReplySchema);

const replyContent = z
  .string({ error: m.replyContentRequired })
  .overwrite(trimBlank)
  .min(1, m.replyContentRequired)
  .max(INQUIRY_CONTENT_MAX, m.contentMax);

/** The spec's client sends `isPublic: true` with every reply; replies are as visible as their inquiry. */
export const inquiryReplyBodySchema = z.object({
  content: replyContent,
  isPublic: z.boolean().optional(),
});
export type InquiryReplyBody = z.input<typeof inquiryReplyBodySchema>;

export const inquiryReplyPatchSchema = z.object({ content: replyContent });

export const inquiryReplyParamsSchema = z.object({
  id: idParam,
  replyId: idParam,
});
