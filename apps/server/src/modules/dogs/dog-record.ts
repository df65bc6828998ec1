import {
  GYEONGGI,
  GYEONGGI_CITIES,
  MICROCHIP_LENGTHS,
  normaliseMicrochip,
  parsePlace,
} from '@chajul/contracts';
import type { NewDogRow } from '../../db/schema';

/** One animal as an importer maps it, before it meets the database. */
export type DogRecord = Omit<NewDogRow, 'id' | 'updatedAt' | 'lastSeenAt'> & {
  source: 'national' | 'gyeonggi' | 'demo';
  sourceId: string;
  state: string;
};

/** What a missing care state is stored as, so the column stays meaningful. */
export const UNKNOWN_STATE = '미상';

/** "20250803" → "2025-08-03"; anything else (missing, malformed, impossible) → null. */
export function isoDate(value: string | undefined): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * The registration time of a notice: noon in Korea on its date, which is the same calendar
 * day in UTC, so the detail's "first 10 characters of createdAt" is the notice's own date.
 */
export function registeredAt(...dates: (string | null)[]): Date | undefined {
  const date = dates.find((d) => d);
  return date ? new Date(`${date}T12:00:00+09:00`) : undefined;
}

const GENDERS: Record<string, string> = { M: '수컷', F: '암컷', Q: '미상' };
export const genderOf = (code: string | undefined) => (code ? (GENDERS[code] ?? null) : null);

export const neuterOf = (code: string | undefined) =>
  code && ['Y', 'N', 'U'].includes(code) ? code : null;

/** "[개] 믹스견" → "믹스견"; the national API also sends cats and others, which we skip. */
export const isDog = (kindFullNm: string | undefined) => !!kindFullNm?.startsWith('[개]');
export const breedOf = (kindFullNm: string | undefined) =>
  kindFullNm?.replace(/^\[[^\]]*\]\s*/, '').trim() || null;

/**
 * "{시/도} {시/군/구}" for the lists' region and city filters (ADR 033), written the way our
 * region list writes them: 일반구 dropped ("경기도 수원시 권선구" → "경기도 수원시"), former
 * names updated ("강원도 춘천시" → "강원특별자치도 춘천시"), a 시/도 alone where it has no
 * districts (세종). 경기도's `city` (SIGUN_NM) stands in for an `orgNm` that lacks it; text
 * without a known 시/도 is kept as the source wrote it.
 */
export function jurisdOf(orgNm: string | undefined, city?: string): string | null {
  const place = parsePlace(orgNm);
  if (place?.district) return `${place.region} ${place.district}`;
  const words = (orgNm ?? '').split(/\s+/);
  const gyeonggiCity = city && GYEONGGI_CITIES.find((c) => c === city || words.includes(c));
  if (gyeonggiCity && (!place || place.region === GYEONGGI)) return `${GYEONGGI} ${gyeonggiCity}`;
  if (place) return place.region;
  return orgNm?.trim() || null;
}

/**
 * The 동물등록번호 a shelter read (rfidCd), as digits; anything that is no such number (a
 * placeholder, a masked or cut-off value) is no number at all, so it can never match (ADR 151).
 */
export function microchipOf(rfidCd: string | undefined): string | null {
  const digits = normaliseMicrochip(rfidCd ?? '');
  const lengths: readonly number[] = MICROCHIP_LENGTHS;
  return /^\d+$/.test(digits) && lengths.includes(digits.length) && !/^0+$/.test(digits)
    ? digits
    : null;
}

/** Masked numbers ("031-***-1234") cannot be called: treat them as missing. */
export const phoneOf = (phone: string | undefined) =>
  phone && !phone.includes('*') ? phone : null;

/**
 * The first of `urls` that can be a photo. 경기도 writes the portal's home page
 * (http://www.animal.go.kr/) where a dog has no picture: that is never a photo (ADR 033).
 */
export function photoUrlOf(...urls: (string | undefined)[]): string | null {
  return urls.find((url) => url && !isPortalHome(url)) ?? null;
}

function isPortalHome(url: string): boolean {
  try {
    const { hostname, pathname, search } = new URL(url);
    return /^(www\.)?animal\.go\.kr$/i.test(hostname) && /^\/?$/.test(pathname) && !search;
  } catch {
    return true; // not a URL at all: nothing to download either
  }
}

/** Several free-text remarks as one, each once ("매우 예민" must not be lost to another). */
export function remarksOf(...texts: (string | undefined)[]): string | null {
  const kept = [...new Set(texts.filter((t): t is string => !!t))];
  return kept.length ? kept.join(', ') : null;
}
