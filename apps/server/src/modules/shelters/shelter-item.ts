import type { NewShelterRow } from '../../db/schema';
import { text } from '../../lib/public-data/envelope';

const oneLine = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;

function coordinate(item: Record<string, unknown>, key: string): number | undefined {
  const raw = text(item, key);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n !== 0 ? n : undefined;
}

/**
 * WGS84 latitude and longitude, or nulls. Zero, blank and impossible values are "unknown";
 * a pair given the wrong way round (lat 127, lng 37: it happens in hand-kept registers)
 * is put right, because only that reading lies on Earth.
 */
export function coordinates(item: Record<string, unknown>): {
  lat: number | null;
  lng: number | null;
} {
  let lat = coordinate(item, 'lat');
  let lng = coordinate(item, 'lng');
  if (lat === undefined || lng === undefined) return { lat: null, lng: null };
  if (Math.abs(lat) > 90 && Math.abs(lng) <= 90) [lat, lng] = [lng, lat];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { lat: null, lng: null };
  return { lat, lng };
}

/** "개+고양이+기타" and "개, 고양이, 기타" both become the latter. */
export function animalKinds(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const kinds = value
    .split(/[+,]/)
    .map((k) => k.trim())
    .filter(Boolean);
  return kinds.length ? kinds.join(', ') : undefined;
}

/**
 * One `shelterInfo_v2` item as a row, or undefined when it cannot be kept (no
 * `careRegNo` to upsert by, or no name). Masked phones ("031-***-1234") are kept as the
 * source gives them: the page shows them but does not offer them as a call link.
 */
export function toShelterRow(
  item: Record<string, unknown>,
  source = 'public',
): NewShelterRow | undefined {
  const careRegNo = text(item, 'careRegNo');
  const careNm = oneLine(text(item, 'careNm'));
  if (!careRegNo || !careNm) return undefined;
  const jibunAddr = oneLine(text(item, 'jibunAddr'));
  const value = (key: string) => oneLine(text(item, key)) ?? null;
  return {
    careRegNo,
    careNm,
    careTel: value('careTel'),
    careAddr: oneLine(text(item, 'careAddr')) ?? jibunAddr ?? '',
    jibunAddr: jibunAddr ?? null,
    ...coordinates(item),
    orgNm: value('orgNm'),
    divisionNm: value('divisionNm'),
    saveTrgtAnimal: animalKinds(text(item, 'saveTrgtAnimal')) ?? null,
    weekOprStime: value('weekOprStime'),
    weekOprEtime: value('weekOprEtime'),
    weekendOprStime: value('weekendOprStime'),
    weekendOprEtime: value('weekendOprEtime'),
    closeDay: value('closeDay'),
    dataStdDt: value('dataStdDt'),
    source,
  };
}
