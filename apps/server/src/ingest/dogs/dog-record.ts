import { GYEONGGI, GYEONGGI_CITIES } from '@chajul/contracts';
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
 * "경기도 {city}" for the lookup's city filter. Sources write 일반구 too ("경기도 수원시
 * 권선구"), so the city is found among the 31; other regions keep the source text.
 */
export function jurisdOf(orgNm: string | undefined, city?: string): string | null {
  const words = (orgNm ?? '').split(/\s+/);
  const found = GYEONGGI_CITIES.find((c) => words.includes(c) || c === city);
  if (found) return `${GYEONGGI} ${found}`;
  return orgNm?.trim() || null;
}

/** Masked numbers ("031-***-1234") cannot be called: treat them as missing. */
export const phoneOf = (phone: string | undefined) =>
  phone && !phone.includes('*') ? phone : null;
