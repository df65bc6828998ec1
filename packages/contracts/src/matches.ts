import { z } from 'zod';
import { contentPageSchema, idParam, queryInt } from './common';

/** Wording of the matches and alerts (issue 9: beyond the spec, so ours). */
export const matchMessages = {
  heading: '비슷한 유기견',
  notMine: '아니에요',
  found: '찾았어요',
  /** The owner says a found or seen report is their dog: it joins the public timeline (ADR 200). */
  confirm: '이 아이가 맞아요',
  confirmed: '이 강아지를 봤다는 제보에 올렸습니다.',
  confirmFound:
    '이 강아지를 찾으셨나요? 실종 신고가 "찾았어요"로 바뀌고 더는 비슷한 유기견을 찾지 않습니다.',
  foundDone: '찾았어요! 실종 신고를 마쳤습니다.',
  dismissed: '후보에서 뺐습니다.',
  notFound: '후보를 찾을 수 없습니다.',
  forbidden: '실종 신고를 쓴 회원만 볼 수 있습니다.',
  closed: '이미 찾은 실종 신고입니다.',
  alertsUpdated: '알림 설정을 저장했습니다.',
  alertsInvalid: '알림 메일 받기 여부를 선택하세요.',
  notificationNotFound: '알림을 찾을 수 없습니다.',
} as const;

/** OPEN: still looked for; FOUND: "찾았어요" (closed, no more matching). */
export const REPORT_STATUS_LABELS: Record<string, string> = { OPEN: '찾는 중', FOUND: '찾았어요' };

/** Where a candidate comes from: a shelter's record, or a neighbour's found or seen report. */
export const MATCH_SOURCES = ['SHELTER', 'FOUND', 'SEEN'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];
export const MATCH_SOURCE_LABELS: Record<MatchSource, string> = {
  SHELTER: '보호소',
  FOUND: '발견 제보',
  SEEN: '목격 제보',
};

export const matchCandidateSchema = z.object({
  source: z.enum(MATCH_SOURCES),
  /** The shelter dog (source SHELTER), else null. */
  dogId: z.number().int().nullable(),
  /** The found or seen report (source FOUND or SEEN), else null. */
  sightingId: z.number().int().nullable(),
  /** Cosine similarity of the photos, 0–1; null for a sighting without a photo. */
  similarity: z.number().nullable(),
  imagePath: z.string().nullable(),
  species: z.string().nullable(),
  gender: z.string().nullable(),
  /** When it was found or seen (YYYY-MM-DD, or an ISO date-time for a sighting). */
  foundDate: z.string().nullable(),
  foundPlace: z.string().nullable(),
  jurisd: z.string().nullable(),
  shelterName: z.string().nullable(),
  state: z.string(),
  /** CONFIRMED: the owner said "이 아이가 맞아요" to a found or seen report (ADR 200). */
  status: z.enum(['CANDIDATE', 'CONFIRMED', 'FOUND']),
  /**
   * The same 동물등록번호 on both sides: this is the dog, whatever the photo says. Ranked
   * first, and it alerts at once (ADR 151).
   */
  certain: z.boolean(),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const matchListSchema = z.object({
  reportStatus: z.string(),
  /** False when the report has no photo: nothing to compare. */
  hasPhoto: z.boolean(),
  /** True while the server is still looking (just saved, or its photo not yet embedded). */
  pending: z.boolean(),
  candidates: z.array(matchCandidateSchema),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const matchParamsSchema = z.object({
  id: idParam,
  dogId: idParam,
});
export const sightingMatchParamsSchema = z.object({
  id: idParam,
  sightingId: idParam,
});

/** A lost report a finder's sighting may belong to ("가족일 수 있는 실종 신고"). */
export const familySchema = z.object({
  lostReportId: z.number().int(),
  title: z.string(),
  dateLost: z.string(),
  placeLost: z.string(),
  species: z.string().nullable(),
  gender: z.string().nullable(),
  dogName: z.string().nullable(),
  imagePath: z.string().nullable(),
  similarity: z.number().nullable(),
});
export type Family = z.infer<typeof familySchema>;
export const familyListSchema = z.object({
  /** True while the server is still matching the sighting. */
  pending: z.boolean(),
  families: z.array(familySchema),
});
export type FamilyList = z.infer<typeof familyListSchema>;

/**
 * What a notification is about: a shelter dog like the member's lost report, a found or seen
 * report like it, a lost report like the member's sighting (a possible family), a message,
 * or the question whether the dog of a report left alone for 14 days is still lost (ADR 152).
 */
export const NOTIFICATION_KINDS = [
  'DOG_MATCH',
  'SIGHTING_MATCH',
  'FAMILY_MATCH',
  'MESSAGE',
  'STILL_LOST',
  // Issue 30 (ADR 181): a saved dog's state changed, its notice ends in 2 days; a saved
  // search's daily digest, a photo search's match above its threshold.
  'SAVED_DOG_STATE',
  'SAVED_DOG_ENDING',
  'SEARCH_DIGEST',
  'SEARCH_PHOTO_MATCH',
  // Issue 39 item 6 (ADR 248): the family found its dog; a finder who helped is thanked.
  'FAMILY_FOUND',
  // Issue 40 item 2 (ADR 252): a finder scanned the member's dog's QR 인식표 and wrote.
  'TAG_FOUND',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Null for the saved dogs' and searches' kinds (issue 30). */
  reportId: z.number().int().nullable(),
  reportTitle: z.string().nullable(),
  dogId: z.number().int().nullable(),
  /** The dog's notice number (the saved dogs' and photo searches' kinds). */
  noticeNo: z.string().nullable(),
  /** SAVED_DOG_STATE: the state the dog went to; SAVED_DOG_ENDING: the notice's end date. */
  detail: z.string().nullable(),
  /** SEARCH_DIGEST: how many new dogs, and the search. */
  dogCount: z.number().int().nullable(),
  savedSearchId: z.number().int().nullable(),
  sightingId: z.number().int().nullable(),
  conversationId: z.number().int().nullable(),
  /** The other side's photo: the dog, the sighting, or the lost report (FAMILY_MATCH, STILL_LOST). */
  imagePath: z.string().nullable(),
  species: z.string().nullable(),
  /** Where the other side is: the dog's jurisd, the sighting's place. */
  jurisd: z.string().nullable(),
  similarity: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = contentPageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const notificationsQuerySchema = z.object({
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(20, { min: 1, max: 100 }),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });
