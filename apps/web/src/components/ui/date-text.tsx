import { formatDate, formatDateTime } from '../../lib/format';

/**
 * A date as the lists show it (YYYY-MM-DD, or with HH:mm), in a `<time>` that never wraps
 * (global.css): "2026-11-/23" broke table cells (issue 19).
 */
export function DateText({
  value,
  withTime,
}: {
  value: string | null | undefined;
  withTime?: boolean;
}) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  return value ? <time dateTime={value}>{text}</time> : <>{text}</>;
}
