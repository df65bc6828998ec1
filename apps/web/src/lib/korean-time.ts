/** Korea keeps no daylight saving: its wall clock is always UTC+9. */
const KOREA_OFFSET_MS = 9 * 3600_000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/**
 * When a dog was seen, as people in Korea say it ("2026년 10월 5일 (월) 오후 9:30"), in Korea's
 * time whatever the reader's device zone: the finder wrote Korean wall-clock time. By hand,
 * because Intl's Korean patterns differ between ICU builds (Node's gives "월 PM 9:30").
 */
export function formatKoreanTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '-';
  const k = new Date(time + KOREA_OFFSET_MS);
  const hour = k.getUTCHours();
  const half = hour < 12 ? '오전' : '오후';
  const minutes = String(k.getUTCMinutes()).padStart(2, '0');
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 (${WEEKDAYS[k.getUTCDay()]}) ${half} ${hour % 12 || 12}:${minutes}`;
}
