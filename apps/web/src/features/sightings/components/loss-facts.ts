import type { LossNoticeMatchQuery, Sighting } from '@chajul/contracts';

const KST_MS = 9 * 3_600_000;
const SIZES = ['소형', '중형', '대형'] as const;
const isSize = (v: string | null): v is (typeof SIZES)[number] =>
  (SIZES as readonly (string | null)[]).includes(v);

/**
 * A found or seen report as the question to the national lost-animal notices (ADR 247): its
 * 시/도 and 시/군/구, the Korean day it was seen, the looks the finder gave, and its photos.
 */
export function lossFactsOf(s: Sighting): LossNoticeMatchQuery {
  const text = [s.collar, s.note].filter(Boolean).join(' ');
  return {
    region: s.region,
    district: s.district || undefined,
    date: new Date(Date.parse(s.seenAt) + KST_MS).toISOString().slice(0, 10),
    species: s.breed?.slice(0, 50) || undefined,
    colour: s.colour?.slice(0, 50) || undefined,
    size: isSize(s.size) ? s.size : undefined,
    gender: s.gender === '암컷' || s.gender === '수컷' ? s.gender : undefined,
    text: text.slice(0, 300) || undefined,
    // Its photos count too, when the notice has one (ADR 259).
    sightingId: s.id,
  };
}
