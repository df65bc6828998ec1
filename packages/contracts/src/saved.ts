import { z } from 'zod';
import { dogFilterFields, dogSchema } from './dogs';
import { idParamsSchema } from './common';

/*
 * 관심 강아지 and 알림 받을 조건 (issue 30, ADR 180, ADR 181).
 */

/** At most this many saved searches per member. */
export const SAVED_SEARCH_LIMIT = 20;
/** At most this many saved dogs per member. */
export const SAVED_DOG_LIMIT = 200;
/** A photo search's default similarity threshold, and its bounds. */
export const PHOTO_THRESHOLD_DEFAULT = 0.8;
export const PHOTO_THRESHOLD_MIN = 0.5;
export const PHOTO_THRESHOLD_MAX = 0.99;

export const savedMessages = {
  dogNotFound: '유기견 정보를 찾을 수 없습니다.',
  tooManyDogs: `관심 강아지는 ${SAVED_DOG_LIMIT}마리까지 저장할 수 있어요.`,
  searchNotFound: '알림 받을 조건을 찾을 수 없습니다.',
  tooManySearches: `알림 받을 조건은 ${SAVED_SEARCH_LIMIT}개까지 저장할 수 있어요. 쓰지 않는 조건을 지워주세요.`,
  filtersInvalid: '검색 조건을 다시 확인해주세요.',
  thresholdInvalid: `유사도는 ${Math.round(PHOTO_THRESHOLD_MIN * 100)}%에서 ${Math.round(PHOTO_THRESHOLD_MAX * 100)}% 사이로 정해주세요.`,
  imageRequired: '사진을 올려주세요.',
  searchDeleted: '알림 받을 조건을 지웠어요.',
} as const;

/**
 * What a saved dog's member is told (ADR 181). An animal that died is told of gently, and
 * without blame: the member cared about it.
 */
export const savedAlertTexts = {
  dogLabel: (species: string | null, noticeNo: string | null) =>
    [species ?? '강아지', noticeNo ? `(공고번호 ${noticeNo})` : ''].filter(Boolean).join(' '),
  stateTitle: '관심 강아지 소식',
  state: {
    adopted: (dog: string) => `관심 강아지 ${dog}: 새 가족을 만나 입양되었어요.`,
    returned: (dog: string) => `관심 강아지 ${dog}: 가족의 품으로 돌아갔어요.`,
    died: (dog: string) =>
      `관심 강아지 ${dog}: 안타깝게도 무지개다리를 건넜어요. 함께 마음 써주셔서 고맙습니다.`,
    donated: (dog: string) => `관심 강아지 ${dog}: 보호가 끝나 기증되었어요.`,
  },
  endingTitle: '관심 강아지 공고 종료 임박',
  ending: (dog: string, endDate: string) =>
    `관심 강아지 ${dog}: 공고가 ${endDate}에 끝나요. 입양을 생각하신다면 보호소에 문의해보세요.`,
  digestTitle: '알림 받을 조건',
  digest: (count: number) => `알림 받을 조건에 맞는 새 강아지 ${count}마리가 들어왔어요.`,
  photoTitle: '닮은 강아지',
  photo: (dog: string, similarity: number) =>
    `저장한 사진과 닮은 강아지가 들어왔어요: ${dog} (유사도 ${Math.round(similarity * 100)}%)`,
} as const;

/** The states a saved dog's member hears of, by the word the source's state contains. */
export const SAVED_DOG_STATES = {
  입양: 'adopted',
  반환: 'returned',
  안락사: 'died',
  자연사: 'died',
  기증: 'donated',
} as const;
export type SavedDogState = (typeof SAVED_DOG_STATES)[keyof typeof SAVED_DOG_STATES];

/** Which of the five a state text is, if any ("종료(입양)" → adopted). */
export function savedDogStateOf(state: string | null): SavedDogState | null {
  if (!state) return null;
  for (const [word, kind] of Object.entries(SAVED_DOG_STATES)) {
    if (state.includes(word)) return kind;
  }
  return null;
}

/** The text of a state change, or null for a change nobody is told of. */
export function savedDogStateText(dog: string, state: string | null): string | null {
  const kind = savedDogStateOf(state);
  return kind ? savedAlertTexts.state[kind](dog) : null;
}

/** GET /api/mypage/saved-dogs: newest first. */
export const savedDogsSchema = z.object({ dogs: z.array(dogSchema) });
export type SavedDogs = z.infer<typeof savedDogsSchema>;
export const savedDogParamsSchema = idParamsSchema;
export const savedDogStatusSchema = z.object({ saved: z.boolean() });

/** The filters of the /lookup and /adopt lists, without paging. */
export const savedSearchFiltersSchema = z.strictObject(dogFilterFields, {
  error: savedMessages.filtersInvalid,
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const SAVED_SEARCH_PAGES = ['lookup', 'adopt'] as const;
const pageSchema = z.enum(SAVED_SEARCH_PAGES, { error: savedMessages.filtersInvalid });

/** POST /api/mypage/saved-searches: the current list's filters. */
export const savedSearchCreateSchema = z.object({
  page: pageSchema,
  filters: savedSearchFiltersSchema,
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** POST /api/mypage/saved-searches/photo: multipart image, with these fields. */
export const savedPhotoSearchFieldsSchema = z.object({
  page: pageSchema.default('lookup'),
  threshold: z.coerce
    .number({ error: savedMessages.thresholdInvalid })
    .min(PHOTO_THRESHOLD_MIN, savedMessages.thresholdInvalid)
    .max(PHOTO_THRESHOLD_MAX, savedMessages.thresholdInvalid)
    .default(PHOTO_THRESHOLD_DEFAULT),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['filters', 'photo']),
  page: pageSchema,
  filters: savedSearchFiltersSchema,
  threshold: z.number().nullable(),
  paused: z.boolean(),
  lastDigestAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearches = z.infer<typeof savedSearchesSchema>;
export const savedSearchParamsSchema = idParamsSchema;
export const savedSearchUpdateSchema = z.object({
  paused: z.boolean({ error: savedMessages.filtersInvalid }),
});
