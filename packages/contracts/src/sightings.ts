import { z } from 'zod';
import { contentPageSchema, idParam, imageUrlUnder, pagedSchema, queryInt } from './common';
import { postPlaceAndLooks } from './post-row';

/*
 * Found and seen reports (발견·목격 제보, issue 25): a neighbour who has a loose dog (FOUND) or
 * saw one (SEEN) tells where, when and what. Visitors post after confirming by e-mail; the
 * link in that mail is their private link to edit, close and answer messages (ADR 135).
 */

export const SIGHTING_KINDS = ['FOUND', 'SEEN'] as const;
export type SightingKind = (typeof SIGHTING_KINDS)[number];
/**
 * PENDING: a visitor's post waiting for its e-mail confirmation; CLOSED: its author ended it;
 * TAG: a QR 인식표 finder's 가족에게 알리기 (ADR 254), the family's alone: no map, no matching.
 */
export const SIGHTING_STATUSES = ['PENDING', 'OPEN', 'CLOSED', 'TAG'] as const;
export type SightingStatus = (typeof SIGHTING_STATUSES)[number];
export const SIGHTING_PHOTO_LIMIT = 5;
export const SIGHTING_PAGE_SIZE = 12;
/**
 * A visitor's post never confirmed by its mail's link is deleted this long after it was sent:
 * the server's purge, the sent page and the mail say the same (issue 38 item 17).
 */
export const UNCONFIRMED_SIGHTING_KEEP_HOURS = 24;

export const sightingMessages = {
  kindLabel: { FOUND: '발견', SEEN: '목격' } as Record<SightingKind, string>,
  statusLabel: {
    PENDING: '확인 대기',
    OPEN: '제보 중',
    CLOSED: '마감',
    TAG: '가족에게 알림',
  } as Record<SightingStatus, string>,
  kindRequired: '발견인지 목격인지 골라주세요.',
  required: '본 날짜와 시간, 장소를 입력하세요.',
  seenAtInvalid: '본 날짜와 시간을 올바르게 입력하세요.',
  seenAtFuture: '본 시간은 지금 이후일 수 없습니다.',
  regionInvalid: '시/도를 목록에서 선택하세요.',
  districtInvalid: '선택한 시/도에 속한 시/군/구를 선택하세요.',
  emailRequired: '확인 메일을 받을 이메일을 입력하세요.',
  honeypot: '자동 입력으로 보이는 제출은 받지 않습니다. 페이지를 새로 고친 뒤 다시 작성해주세요.',
  formTokenInvalid: '작성 화면이 오래되었습니다. 페이지를 새로 고친 뒤 다시 작성해주세요.',
  formTokenUsed: '이미 제출된 작성 화면입니다. 페이지를 새로 고친 뒤 다시 작성해주세요.',
  tooFast: '너무 빨리 제출되었습니다. 내용을 확인한 뒤 잠시 후 다시 제출해주세요.',
  emailLimit: '이 이메일로 보낸 제보가 너무 많습니다. 한 시간 뒤 다시 시도해주세요.',
  blocked: '운영 정책에 따라 글을 올리거나 메시지를 보낼 수 없습니다. 문의 게시판으로 알려주세요.',
  photoLimit: `사진은 ${SIGHTING_PHOTO_LIMIT}장까지 올릴 수 있습니다.`,
  keepPhotoUnknown: '이 제보에 올라와 있는 사진만 남길 수 있습니다.',
  keepPhotoTwice: '같은 사진을 두 번 남길 수 없습니다.',
  lostReportUnknown: '연결할 실종 신고를 찾을 수 없습니다.',
  created: '제보가 등록되었습니다. 비슷한 실종 신고를 찾고 있어요.',
  confirmSent:
    '확인 메일을 보냈습니다. 메일의 링크를 누르면 제보가 올라가고, 그 링크로 나중에 수정·마감·답장을 할 수 있어요.',
  confirmed: '제보가 올라갔습니다. 비슷한 실종 신고를 찾고 있어요.',
  updated: '제보를 수정했습니다.',
  closed: '제보를 마감했습니다.',
  alreadyClosed: '이미 마감된 제보입니다.',
  linkInvalid: '유효하지 않거나 마감된 제보 링크입니다.',
  notFound: '제보를 찾을 수 없습니다.',
  forbidden: '제보를 쓴 사람만 할 수 있습니다.',
  nameless: '방문자',
  mailSubject: '[찾아줄개] 발견·목격 제보를 확인해주세요',
} as const;

/** One photo of a sighting; both paths are appended to /api/sightings/images. */
export const sightingPhotoSchema = z.object({ imagePath: z.string(), thumbnailPath: z.string() });

const sightingBase = z.object({
  id: z.number().int(),
  kind: z.enum(SIGHTING_KINDS),
  status: z.enum(SIGHTING_STATUSES),
  /** ISO date-time of when the dog was seen or found. */
  seenAt: z.string(),
  ...postPlaceAndLooks,
  place: z.string(),
  breed: z.string().nullable(),
  collar: z.string().nullable(),
  /** The cover's thumbnail in lists, the cover in the detail; null without a photo. */
  imagePath: z.string().nullable(),
  /** A member's nickname, or the name a visitor gave (else 방문자); never an e-mail. */
  authorName: z.string(),
  /** The lost report the finder answered from ("이 강아지를 봤어요"), if any. */
  lostReportId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const sightingListItemSchema = sightingBase;
export type SightingListItem = z.infer<typeof sightingListItemSchema>;

export const sightingSchema = sightingBase.extend({
  note: z.string().nullable(),
  /** FOUND: where the dog is now ("제가 데리고 있어요", "OO동물병원"). */
  heldAt: z.string().nullable(),
  /** SEEN: which way it went. */
  direction: z.string().nullable(),
  photos: z.array(sightingPhotoSchema),
  /** The 동물등록번호 a vet read, digits only: its author's alone, else null (ADR 151). */
  microchip: z.string().nullable(),
  updatedAt: z.string(),
  /** True for its author: a member by login, a visitor by the private link. */
  isAuthor: z.boolean(),
});
export type Sighting = z.infer<typeof sightingSchema>;
export const sightingDetailResponseSchema = z.object({ data: sightingSchema });

export const sightingPageSchema = pagedSchema(sightingListItemSchema);
/** A lost report's sightings, oldest first: its timeline and small map. */
export const reportSightingsSchema = z.object({ data: z.array(sightingListItemSchema) });
export type ReportSightings = z.infer<typeof reportSightingsSchema>;
export type SightingPage = z.infer<typeof sightingPageSchema>;
export const mySightingPageSchema = contentPageSchema(sightingListItemSchema);

const blankQuery = (v: unknown) => (v === '' ? undefined : v);
export const sightingListQuerySchema = z.object({
  kind: z.preprocess(blankQuery, z.enum(SIGHTING_KINDS).optional()),
  region: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  district: z.preprocess(blankQuery, z.string().trim().max(20).optional()),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(SIGHTING_PAGE_SIZE, { min: 1, max: 100 }),
});
export type SightingListQuery = Partial<z.output<typeof sightingListQuerySchema>>;

/** A create answers 201 with the id for a member, 202 (waiting for the mail) for a visitor. */
export const sightingCreatedSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
  /** False when a visitor must still open the link in the confirmation mail. */
  published: z.boolean(),
});

/** The form's start: a signed time the server checks (a form filled too fast is a robot). */
export const sightingFormTokenSchema = z.object({ formToken: z.string() });

/** The private link's token, sent back in this header on the finder's own calls. */
export const FINDER_TOKEN_HEADER = 'x-finder-token';
export const finderTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
export const sightingConfirmedSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
});

export const sightingIdParamsSchema = z.object({ id: idParam });

/** The URL of a stored sighting image, from the imagePath the API gives. */
export const sightingImageUrl = imageUrlUnder('/api/sightings/images');
