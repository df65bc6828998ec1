import { z } from 'zod';
import { districtsOf, isDistrictOf, isRegion } from './regions';
import { DOG_SIZES } from './dog-sizes';

/*
 * Where a dog was and what it looked like, as people write it in a form: shared by found and
 * seen reports (sightings) and, with issue 26, by lost reports. Multipart text parts arrive
 * as strings; blanks mean "not given".
 */

export const lookMessages = {
  tooLong: (max: number) => `${max}자 이하로 입력하세요.`,
  sizeInvalid: '크기는 소형, 중형, 대형 중에서 고르세요.',
  pinInvalid: '지도에서 고른 위치가 올바르지 않습니다. 다시 골라주세요.',
  pinOutside: '지도 위치는 우리나라 안에서 골라주세요.',
  microchipInvalid:
    '동물등록번호는 숫자 15자리(내장칩·외장 태그)로 입력하세요. 예전 10자리 칩 번호도 받습니다.',
} as const;

/** Korea with its islands (마라도 to 백령도, 독도): a pin outside is a slip of the finger. */
export const KOREA_BOUNDS = { south: 33, north: 38.7, west: 124.5, east: 131.9 } as const;
export const isInKorea = (lat: number, lng: number) =>
  lat >= KOREA_BOUNDS.south &&
  lat <= KOREA_BOUNDS.north &&
  lng >= KOREA_BOUNDS.west &&
  lng <= KOREA_BOUNDS.east;

export const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

/** Optional free text of at most `max` characters, trimmed; blank is undefined. */
export const optionalText = (max: number, tooLong: string = lookMessages.tooLong(max)) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, tooLong).optional());

export const dogSizeSchema = z.preprocess(
  blankToUndefined,
  z.enum(DOG_SIZES, { error: lookMessages.sizeInvalid }).optional(),
);

/**
 * 동물등록번호 (ADR 151): the 15 digits of an ISO 11784 chip or tag (410…, what the national
 * system registers and shelters record as rfidCd), or the 10 digits of an older non-ISO chip
 * as a vet's scanner shows it. Spaces, hyphens and dots are dropped; stored as digits only.
 */
export const MICROCHIP_LENGTHS = [15, 10] as const;
export const normaliseMicrochip = (v: string) => v.replace(/[\s.-]/g, '');
export const microchipSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: lookMessages.microchipInvalid })
    .transform(normaliseMicrochip)
    .refine(
      (v) => /^\d+$/.test(v) && (MICROCHIP_LENGTHS as readonly number[]).includes(v.length),
      lookMessages.microchipInvalid,
    )
    .optional(),
);

const coordinate = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: lookMessages.pinInvalid }).finite(lookMessages.pinInvalid).optional(),
);

/** An optional map pin: both numbers or neither, and inside Korea. */
export const pinFields = {
  lat: coordinate,
  lng: coordinate,
};

export function checkPin(
  v: { lat?: number | undefined; lng?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.lat === undefined && v.lng === undefined) return;
  if (v.lat === undefined || v.lng === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: lookMessages.pinInvalid });
  } else if (!isInKorea(v.lat, v.lng)) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: lookMessages.pinOutside });
  }
}

/**
 * The 시/군/구 of a form must belong to its 시/도, and may be empty only where the 시/도 has
 * none (세종). `required` is the form's own "fill in the place" message.
 */
export function checkDistrict(
  v: { region: string; district: string },
  ctx: z.RefinementCtx,
  messages: { required: string; districtInvalid: string },
) {
  if (!isRegion(v.region)) return;
  if (v.district === '' && districtsOf(v.region).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: messages.required });
  } else if (!isDistrictOf(v.region, v.district)) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: messages.districtInvalid });
  }
}
