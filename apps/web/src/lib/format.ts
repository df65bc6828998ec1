import dayjs from 'dayjs';
import 'dayjs/locale/ko';

dayjs.locale('ko');

/** YYYY-MM-DD, or '-' when missing. */
export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD') : '-';

/** YYYY-MM-DD HH:mm (spec §9: inquiry dates). */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-';

/** Cuts a title to `max` characters plus an ellipsis (spec §9: 20 for notices, 22 for reports). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** The spec's '-' for any missing value. */
export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);
