import { z } from 'zod';
import {
  blankToUndefined,
  checkPin,
  dogSizeSchema,
  microchipSchema,
  optionalText,
  pinFields,
} from './look-fields';
import { formatKoreanPhone, isKoreanPhone, reportGenderSchema } from './report-fields';
import { reportMessages } from './report-detail';

/*
 * 우리 아이 (issue 40 item 1, ADR 251) and QR 인식표 (item 2, ADR 252): a member's dogs kept
 * before any loss, and the tag page a finder opens without an account.
 */

export const PET_PHOTO_MIN = 3;
export const PET_PHOTO_MAX = 10;

/** What a finder at the tag's page may be shown; the 동물등록번호 and vet never are. */
export const PET_SHOWN_FIELDS = [
  'PHOTO',
  'NAME',
  'BREED',
  'COLOUR',
  'SIZE',
  'GENDER',
  'AGE',
  'MARKS',
  'TEMPERAMENT',
  'MEDICAL',
] as const;
export type PetShownField = (typeof PET_SHOWN_FIELDS)[number];
export const DEFAULT_PET_SHOWN: PetShownField[] = ['PHOTO', 'NAME'];

export const petShownLabels: Record<PetShownField, string> = {
  PHOTO: '사진',
  NAME: '이름',
  BREED: '품종',
  COLOUR: '털색',
  SIZE: '크기',
  GENDER: '성별',
  AGE: '나이',
  MARKS: '특징',
  TEMPERAMENT: '성격',
  MEDICAL: '건강 메모',
};

export const petMessages = {
  nameRequired: '이름을 입력하세요.',
  photoCount: `사진은 ${PET_PHOTO_MIN}장부터 ${PET_PHOTO_MAX}장까지 올릴 수 있어요.`,
  photoLimit: `사진은 ${PET_PHOTO_MAX}장까지 올릴 수 있어요.`,
  keepPhotoUnknown: '이미 올린 사진 중에서 고르세요.',
  keepPhotoTwice: '같은 사진을 두 번 고를 수 없어요.',
  birthYearInvalid: '태어난 해는 네 자리 연도로 입력하세요.',
  shownInvalid: '보여줄 항목을 다시 골라주세요.',
  notFound: '우리 아이 정보를 찾을 수 없습니다.',
  forbidden: '내 아이의 정보만 보고 고칠 수 있어요.',
  alreadyLost: '이 아이의 실종 신고가 이미 올라가 있어요.',
  lostReported: '실종 신고를 올렸어요. 등록한 사진 모두로 닮은 강아지를 찾기 시작해요.',
  created: '우리 아이를 등록했어요.',
  updated: '우리 아이 정보를 저장했어요.',
  deleted: '우리 아이 정보를 지웠어요.',
  tagIssued: '새 인식표 코드를 만들었어요. 예전 인식표는 더 이상 쓰이지 않아요.',
  tagRevoked: '인식표를 더 이상 쓰지 않도록 했어요.',
  tagBusy: '인식표 PDF를 만드는 중이 많아요. 잠시 후 다시 시도해 주세요.',
  scanLimit: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  notifySent: '가족에게 바로 알렸어요. 고맙습니다.',
  leftSent: '맡긴 곳을 가족에게 알렸어요. 고맙습니다.',
  messageRequired: '가족에게 전할 말을 적어주세요.',
  placeRequired: '맡긴 보호소나 동물병원 이름을 적어주세요.',
} as const;

const THIS_YEAR = new Date().getFullYear();
const birthYearSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: petMessages.birthYearInvalid })
    .int(petMessages.birthYearInvalid)
    .min(1990, petMessages.birthYearInvalid)
    .max(THIS_YEAR + 1, petMessages.birthYearInvalid)
    .optional(),
);
const yesNoSchema = z.preprocess(
  (v) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v),
  z.boolean().optional(),
);
/** A comma-separated list in a form, an array in JSON. */
const shownSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(PET_SHOWN_FIELDS, { error: petMessages.shownInvalid })).optional(),
);

/** The profile form's text parts (multipart, with 3–10 `image` parts). */
export const petFieldsSchema = z.object({
  name: z
    .string({ error: petMessages.nameRequired })
    .trim()
    .min(1, petMessages.nameRequired)
    .max(30),
  breed: optionalText(50),
  colour: optionalText(30),
  size: dogSizeSchema,
  gender: reportGenderSchema,
  birthYear: birthYearSchema,
  neutered: yesNoSchema,
  microchip: microchipSchema,
  marks: optionalText(300),
  temperament: optionalText(300),
  medical: optionalText(300),
  vet: optionalText(100),
  /** The number its lost report will take (ADR 257): never shown to a finder. */
  phone: optionalText(20)
    .refine((v) => v === undefined || isKoreanPhone(v), reportMessages.phoneInvalid)
    .transform((v) => (v === undefined ? undefined : formatKoreanPhone(v))),
  /** Absent: a new profile takes photo and name, an edit keeps what it had. */
  shown: shownSchema,
});
export type PetFields = z.output<typeof petFieldsSchema>;

const photoSchema = z.object({
  imagePath: z.string(),
  thumbnailPath: z.string(),
  /** The classifier saw no dog in it (ADR 153): a hint to the owner, never a refusal. */
  notADog: z.boolean(),
});

export const petTagSchema = z.object({
  code: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

/** A profile as its owner sees it. */
export const petProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  breed: z.string().nullable(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  gender: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  neutered: z.boolean().nullable(),
  microchip: z.string().nullable(),
  marks: z.string().nullable(),
  temperament: z.string().nullable(),
  medical: z.string().nullable(),
  vet: z.string().nullable(),
  phone: z.string().nullable(),
  shown: z.array(z.enum(PET_SHOWN_FIELDS)),
  photos: z.array(photoSchema),
  /** The tag in use, if one was issued and not revoked. */
  tag: petTagSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PetProfile = z.output<typeof petProfileSchema>;

export const petProfileListSchema = z.object({ data: z.array(petProfileSchema) });
export const petProfileResponseSchema = z.object({ data: petProfileSchema });
export const petIdResponseSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  id: z.number().int(),
});

/** One line of the owner's scan log: when, what, and roughly where. */
export const petScanSchema = z.object({
  kind: z.enum(['VIEW', 'NOTIFY', 'LEFT']),
  at: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  exact: z.boolean(),
  message: z.string().nullable(),
  place: z.string().nullable(),
});
export const petScanListSchema = z.object({ data: z.array(petScanSchema) });

export const PET_TAG_SIZES = ['round25', 'round30', 'bone', 'sheet'] as const;
export type PetTagSize = (typeof PET_TAG_SIZES)[number];
export const petTagSizeLabels: Record<PetTagSize, string> = {
  round25: '원형 25mm',
  round30: '원형 30mm',
  bone: '뼈다귀 모양',
  sheet: 'A4 스티커 한 장',
};
export const petTagPdfQuerySchema = z.object({ size: z.enum(PET_TAG_SIZES).default('round30') });

/** Tag codes: 16 random bytes in base64url, 22 characters. */
export const TAG_CODE_PATTERN = /^[A-Za-z0-9_-]{22,43}$/;
export const tagCodeParamsSchema = z.object({ code: z.string().regex(TAG_CODE_PATTERN) });

/** What the tag's page shows: only what the owner allowed, and never a contact. */
export const tagPageSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('REVOKED') }),
  z.object({
    state: z.literal('ACTIVE'),
    /** The family reported the dog lost: the page is a lost notice. */
    lost: z.boolean(),
    /** The open lost report while lost: 봤어요 and 데리고 있어요 answer it (ADR 253). */
    lostReportId: z.number().int().nullable(),
    name: z.string().nullable(),
    photos: z.array(z.object({ imagePath: z.string(), thumbnailPath: z.string() })),
    details: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
]);
export type TagPage = z.output<typeof tagPageSchema>;

/** 가족에게 알리기: the finder's words and, if they allow, where they are. */
export const tagNotifySchema = z
  .object({
    message: z.string().trim().min(1, petMessages.messageRequired).max(500),
    ...pinFields,
    /** Off: the position is rounded to about a kilometre before it is kept or sent. */
    exact: z.boolean().default(false),
  })
  .superRefine(checkPin);

/** 보호소·동물병원에 맡겼어요: where the dog now is. */
export const tagLeftSchema = z.object({
  place: z.string().trim().min(1, petMessages.placeRequired).max(100),
  message: optionalText(500),
});

export const tagSentSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  /** 가족에게 알리기's private link to the conversation with the family (ADR 254): keep it. */
  link: z.string().optional(),
});

/**
 * 잃어버렸어요 from a profile (issue 40 item 3, ADR 253): when and where, and the report's
 * phone unless the profile keeps one (ADR 257); the rest comes from the profile. Checked by
 * the report's own rules on the server.
 */
export const petLostReportSchema = z.object({
  dateLost: z.string(),
  timeLost: z.string().optional(),
  region: z.string(),
  district: z.string().default(''),
  placeDetail: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  phone: z.string().optional(),
  phoneVisibility: z.string().optional(),
  content: z.string().optional(),
});
export type PetLostReportInput = z.output<typeof petLostReportSchema>;
