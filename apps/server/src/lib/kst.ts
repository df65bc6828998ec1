const KST_OFFSET_MS = 9 * 3600_000;
const DAY_MS = 86_400_000;

/** YYYYMMDD in Korean time, `daysAgo` days before `now` (the APIs' date format). */
export function kstDate(daysAgo = 0, now = new Date()): string {
  return kstDay(new Date(now.getTime() - daysAgo * DAY_MS)).replaceAll('-', '');
}

/** YYYY-MM-DD of `now` in Korean time: the day the call budget counts in. */
export function kstDay(now = new Date()): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the Korean day after `now` begins. */
export function nextKstMidnight(now = new Date()): Date {
  const kst = now.getTime() + KST_OFFSET_MS;
  return new Date(Math.floor(kst / DAY_MS + 1) * DAY_MS - KST_OFFSET_MS);
}

/** "20261122" → "2026-11-22". */
export const isoOf = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
