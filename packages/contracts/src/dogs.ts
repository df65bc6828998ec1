import { z } from 'zod';
import { pagedSchema, queryInt } from './common';

/** The care state text that makes a dog adoptable (spec §4: "contains 보호중"). */
export const IN_CARE_STATE = '보호중';
export const isInCare = (state: string | null | undefined) => !!state?.includes(IN_CARE_STATE);

export const dogGenderSchema = z.enum(['수컷', '암컷', '미상']);
export type DogGender = z.infer<typeof dogGenderSchema>;

/**
 * A stray dog as every dog call answers it (spec "Stray dog detail" plus what the shelter
 * contact and the cards need). `shelterId` is the shelter's registration number (careRegNo);
 * screens show `shelterName`. Image paths are URLs of our own copy, or null.
 */
export const dogSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  shelterId: z.string().nullable(),
  shelterName: z.string().nullable(),
  shelterPhone: z.string().nullable(),
  shelterAddress: z.string().nullable(),
  createdAt: z.string(),
  state: z.string(),
  foundDate: z.string().nullable(),
  foundLocation: z.string().nullable(),
  jurisd: z.string().nullable(),
  species: z.string().nullable(),
  color: z.string().nullable(),
  gender: dogGenderSchema.nullable(),
  age: z.string().nullable(),
  weight: z.string().nullable(),
  neutYn: z.enum(['Y', 'N', 'U']).nullable(),
  specialMark: z.string().nullable(),
  noticeStartDate: z.string().nullable(),
  noticeEndDate: z.string().nullable(),
  imagePath: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  /** 'national', 'gyeonggi' or 'demo'. */
  source: z.string(),
});
export type Dog = z.infer<typeof dogSchema>;

/** The spec's client asks for page 0, size 1000; the server pages and filters for real. */
export const DOG_PAGE_MAX = 1000;
export const dogsQuerySchema = z.object({
  page: queryInt(0),
  size: queryInt(9, { min: 1, max: DOG_PAGE_MAX }),
  species: z.string().trim().max(100).optional(),
  /** "{시/도} {시/군/구}", e.g. "경기도 수원시", or a 시/도 alone for all of its dogs. */
  jurisd: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  /** A text the state must contain, e.g. 보호중 for the adoption list. */
  state: z.string().trim().max(50).optional(),
});
export type DogsQuery = z.infer<typeof dogsQuerySchema>;

export const dogsPageSchema = pagedSchema(dogSchema);
export type DogsPage = z.infer<typeof dogsPageSchema>;

export const breedsSchema = z.array(z.string());

/** The 시/도 that hold at least one dog, in the spec's region order (REGION_NAMES). */
export const dogRegionsSchema = z.array(z.string());

/** Server messages of the dog calls (spec/ko-texts.md style). */
export const dogMessages = {
  notFound: '유기견 정보를 찾을 수 없습니다.',
} as const;
