import { z } from 'zod';
import { imageUrlUnder, pagedSchema, queryInt } from './common';

/*
 * The national lost-animal notices (국가동물보호정보시스템 분실 신고, ADR 246, ADR 247): what
 * anyone may read of one. Nothing that names or reaches the family: the finder is sent to
 * the official site, where the notice's contact is.
 */

/** The official site's list of lost-animal notices (animal.go.kr). */
export const OFFICIAL_LOSS_LIST_URL = 'https://www.animal.go.kr/front/awtis/loss/lossList.do';

/**
 * The official list searched for one notice (ADR 247): lossInfo gives no notice number and
 * no link, so the search is the day it was lost, dogs (417000) and the sex when known.
 */
export function officialLossUrl(notice: { lostDate: string | null; gender: string | null }) {
  const params = new URLSearchParams({ menuNo: '1000100000' });
  if (notice.lostDate) {
    params.set('searchSDate', notice.lostDate);
    params.set('searchEDate', notice.lostDate);
  }
  params.set('searchUpKindCd', '417000');
  const sex = notice.gender === '수컷' ? 'M' : notice.gender === '암컷' ? 'F' : undefined;
  if (sex) params.set('searchSexCd', sex);
  return `${OFFICIAL_LOSS_LIST_URL}?${params}`;
}

/** A notice's photo, fetched from the official site and re-encoded here (ADR 259). */
export const lossNoticeImageUrl = imageUrlUnder('/api/loss-notices/images');

export const lossNoticeSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD, the day the dog was lost. */
  lostDate: z.string().nullable(),
  region: z.string(),
  district: z.string(),
  /** The office that took the notice, e.g. "서울특별시 강남구". */
  office: z.string().nullable(),
  species: z.string().nullable(),
  colour: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.string().nullable(),
  /** The family's remarks, phone numbers taken out. */
  content: z.string().nullable(),
  /** The stored photo's thumbnail, when it was fetched. */
  thumbnailPath: z.string().nullable(),
  officialUrl: z.string(),
});
export type LossNotice = z.infer<typeof lossNoticeSchema>;

export const lossNoticePageSchema = pagedSchema(lossNoticeSchema);
export type LossNoticePage = z.infer<typeof lossNoticePageSchema>;

const blankQuery = (v: unknown) => (v === '' ? undefined : v);

export const lossNoticeQuerySchema = z.object({
  region: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  district: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(5, { min: 1, max: 100 }),
});
export type LossNoticeQuery = Partial<z.output<typeof lossNoticeQuerySchema>>;

/**
 * A dog someone found or saw, or a shelter holds, asked against the notices (ADR 247): the
 * place and day, and what is known of its looks. Anyone may ask; the answer is notices only.
 */
export const lossNoticeMatchQuerySchema = z.object({
  region: z.string().trim().min(1).max(20),
  district: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  /** YYYY-MM-DD, the day found or seen. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  species: z.preprocess(blankQuery, z.string().trim().max(50).optional()),
  colour: z.preprocess(blankQuery, z.string().trim().max(50).optional()),
  size: z.preprocess(blankQuery, z.enum(['소형', '중형', '대형']).optional()),
  gender: z.preprocess(blankQuery, z.enum(['암컷', '수컷']).optional()),
  text: z.preprocess(blankQuery, z.string().trim().max(300).optional()),
  /** The public found/seen report or shelter dog asked about: its photos count too (ADR 259). */
  sightingId: z.preprocess(blankQuery, z.coerce.number().int().positive().optional()),
  dogId: z.preprocess(blankQuery, z.coerce.number().int().positive().optional()),
});
export type LossNoticeMatchQuery = z.output<typeof lossNoticeMatchQuerySchema>;

export const lossNoticeMatchesSchema = z.object({ data: z.array(lossNoticeSchema) });
export type LossNoticeMatches = z.infer<typeof lossNoticeMatchesSchema>;
