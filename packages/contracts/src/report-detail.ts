import { z } from 'zod';
import { contentPageSchema, queryInt } from './common';
import { REPORT_CLOSE_REASONS } from './report-closing';
import { REPORT_PHOTO_LIMIT, REPORT_STATUSES, reportListItemSchema } from './reports';

/*
 * A lost report beyond its list row: the wording, the owner's phone choice, the detail, the
 * queries and the write answers. Kept apart from reports.ts, which the home page reaches, so
 * none of it joins the home page's first bundle (ADR 145).
 */

/** Lost-pet report wording from spec/ko-texts.md, shared by the server and the pages. */
export const reportMessages = {
  required: '실종 날짜, 실종 장소, 연락처를 입력하세요.',
  dateInvalid: '실종 날짜를 올바르게 입력하세요.',
  dateFuture: '실종 날짜는 오늘 이후일 수 없습니다.',
  regionInvalid: '시/도를 목록에서 선택하세요.',
  districtInvalid: '선택한 시/도에 속한 시/군/구를 선택하세요.',
  phoneInvalid: '올바른 연락처를 입력하세요. (예: 010-1234-5678)',
  genderInvalid: '성별은 암컷 또는 수컷으로 선택하세요.',
  tooLong: (max: number) => `${max}자 이하로 입력하세요.`,
  notFound: '실종 신고를 찾을 수 없습니다.',
  editForbidden: '수정 권한이 없습니다.',
  deleteForbidden: '삭제 권한이 없습니다.',
  created: '실종 신고가 등록되었습니다.',
  updated: '실종 신고가 수정되었습니다.',
  deleted: '실종 신고가 삭제되었습니다.',
  nameless: '이름 없는 강아지',
  photoLimit: `사진은 ${REPORT_PHOTO_LIMIT}장까지 올릴 수 있습니다.`,
  keepPhotoUnknown: '이 신고에 올라와 있는 사진만 남길 수 있습니다.',
  keepPhotoTwice: '같은 사진을 두 번 남길 수 없습니다.',
  placeDetailTooLong: '자세한 장소는 100자 이하로 입력하세요.',
  timeInvalid: '실종 시간은 14:30처럼 시:분으로 입력하세요.',
  timeFuture: '실종 시간은 지금 이후일 수 없습니다.',
  colourTooLong: '털색은 30자 이하로 입력하세요.',
  collarTooLong: '목줄·옷차림은 50자 이하로 입력하세요.',
  /** Shown beside a pin that is not the owner's own: ADR 150. */
  approximatePoint: '정확한 위치는 보호자 보호를 위해 약 500m 범위로 보여드려요.',
} as const;

/**
 * Who may see the owner's phone number (issue 25, ADR 136): everyone, members after a click
 * (the default), or nobody (messages only). The author always sees their own.
 */
export const PHONE_VISIBILITIES = ['PUBLIC', 'MEMBERS', 'NONE'] as const;
export type PhoneVisibility = (typeof PHONE_VISIBILITIES)[number];
export const DEFAULT_PHONE_VISIBILITY: PhoneVisibility = 'MEMBERS';
export const phoneMessages = {
  visibilityLabel: {
    PUBLIC: '누구나 볼 수 있게',
    MEMBERS: '로그인한 회원만, 누를 때 보이게',
    NONE: '공개하지 않고 메시지로만 연락받기',
  } as Record<PhoneVisibility, string>,
  visibilityInvalid: '연락처 공개 범위를 목록에서 고르세요.',
  show: '연락처 보기',
  membersOnly: '연락처는 로그인한 회원만 볼 수 있습니다.',
  hidden: '보호자가 연락처를 공개하지 않았습니다. 메시지로 연락해주세요.',
} as const;

/** Today's date in Korea (YYYY-MM-DD): "not in the future" means by the reporter's calendar. */
export function todayInKorea(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The earliest lost date a report may give. Older dates are typos (no dog is missing for
 * 35 years), and some are no dates at all to PostgreSQL: year 0 was a 500 (issue 17).
 */
export const EARLIEST_LOST_DATE = '1990-01-01';

/** "{region} {district}", without a dangling space for 세종. */
export const placeOf = (region: string, district: string) => `${region} ${district}`.trim();

/** Spec: a report without a title is called "{region} {district} {dogName} 실종". */
export function deriveReportTitle(v: {
  region: string;
  district: string;
  dogName?: string | null;
}) {
  return `${placeOf(v.region, v.district)} ${v.dogName || reportMessages.nameless} 실종`;
}

/** One photo of a report; both paths are appended to /api/lost-pet/images like imagePath. */
export const reportPhotoSchema = z.object({ imagePath: z.string(), thumbnailPath: z.string() });
export type ReportPhoto = z.infer<typeof reportPhotoSchema>;

export const reportSchema = reportListItemSchema.extend({
  content: z.string().nullable(),
  collar: z.string().nullable(),
  /** 동물등록번호, digits only: the owner's alone, null for everyone else (ADR 151). */
  microchip: z.string().nullable(),
  /** Only as the owner chose (ADR 136): null when this reader may not see it here. */
  phone: z.string().nullable(),
  phoneVisibility: z.enum(PHONE_VISIBILITIES),
  /** The cover's thumbnail; imagePath is the cover itself. */
  thumbnailPath: z.string().nullable(),
  /** All photos (at most REPORT_PHOTO_LIMIT) in the author's order, cover first. */
  photos: z.array(reportPhotoSchema),
  updatedAt: z.string(),
  /** True when the reader's Bearer token is the author's: the server decides (ADR 093). */
  isAuthor: z.boolean(),
  /** How the dog came home, once the report is closed (status FOUND; ADR 152). */
  closedReason: z.enum(REPORT_CLOSE_REASONS).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportDetailResponseSchema = z.object({ data: reportSchema });
export const myReportPageSchema = contentPageSchema(reportListItemSchema);
export type MyReportPage = z.infer<typeof myReportPageSchema>;

export const REPORT_SEARCH_TYPES = ['all', 'title', 'content', 'title_content', 'dogName'] as const;
export const REPORT_SORTS = ['newest', 'oldest', 'dateLost'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
const blankQuery = (v: unknown) => (v === '' ? undefined : v);

export const reportListQuerySchema = z.object({
  type: z.preprocess(blankQuery, z.enum(REPORT_SEARCH_TYPES).default('all')),
  region: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  district: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  keyword: z.preprocess(blankQuery, z.string().trim().max(100).optional()),
  species: z.preprocess(blankQuery, z.string().trim().max(50).optional()),
  page: queryInt(0, { max: 100_000 }),
  size: z.preprocess(blankQuery, z.coerce.number().int().min(1).max(100).optional()),
  limit: z.preprocess(blankQuery, z.coerce.number().int().min(1).max(100).optional()),
  /** Spec §9: the client sends it; oldest first unless told otherwise. */
  order: z.preprocess(blankQuery, z.enum(['asc', 'desc']).default('asc')),
  /**
   * Overrides `order` when given: newest or oldest report first, or by the day lost (most
   * recently lost first, then newest report).
   */
  sort: z.preprocess(blankQuery, z.enum(REPORT_SORTS).optional()),
  /** OPEN: only dogs still looked for. Without it, every report, as before. */
  status: z.preprocess(blankQuery, z.enum(REPORT_STATUSES).optional()),
});
/** What a client may send: every parameter is optional. */
export type ReportListQuery = Partial<z.output<typeof reportListQuerySchema>>;

export const myReportsQuerySchema = z.object({
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(100, { min: 1, max: 100 }),
});

export const reportIdResponseSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
});

/** A member's click on 연락처 보기: the number, when the owner allows it (rate-limited, logged). */
export const reportPhoneSchema = z.object({ phone: z.string() });
