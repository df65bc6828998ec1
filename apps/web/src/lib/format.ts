// Dates are formatted by hand rather than with dayjs: two fixed patterns do not need a
// library on the home page's critical path (issue 19 item 11, ADR 103).

/** A date without a zone ("2026-03-04", "20260304", "2026-03-04T10:00") is local time, as dayjs reads it. */
const LOCAL_DATE = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

function parse(value: string): Date {
  const m = LOCAL_DATE.exec(value);
  if (!m) return new Date(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const pad = (n: number) => String(n).padStart(2, '0');

function format(value: string | null | undefined, withTime: boolean) {
  if (!value) return '-';
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** YYYY-MM-DD, or '-' when missing. */
export const formatDate = (value: string | null | undefined) => format(value, false);

/** YYYY-MM-DD HH:mm (spec §9: inquiry dates). */
export const formatDateTime = (value: string | null | undefined) => format(value, true);

/** Cuts a title to `max` characters plus an ellipsis (spec §9: 20 for notices, 22 for reports). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** The spec's '-' for any missing value. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

const KOREA_OFFSET_MS = 9 * 3600_000;

/**
 * An instant (ISO) as Korea's wall-clock time, YYYY-MM-DD HH:mm: when a dog was seen reads
 * as its finder wrote it, wherever the reader's device is set.
 */
export function formatKoreanDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '-';
  return new Date(time + KOREA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
