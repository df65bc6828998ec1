/*
 * Quiet hours and the daily cap, in Korean wall-clock time (ADR 241). An alert that falls in
 * a subscriber's quiet hours is not dropped: it waits for their end, when a dog may still be
 * near. The cap counts the alerts of the Korean day an alert goes out on.
 */
const KST_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

export type QuietHours = { start: number; end: number } | null;

const kstHour = (at: Date) => new Date(at.getTime() + KST_MS).getUTCHours();

export function inQuietHours(at: Date, quiet: QuietHours): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const hour = kstHour(at);
  return quiet.start < quiet.end
    ? hour >= quiet.start && hour < quiet.end
    : hour >= quiet.start || hour < quiet.end;
}

/** When an alert made `at` may go: at once, or on the hour the quiet hours end. */
export function dueAt(at: Date, quiet: QuietHours): Date {
  if (!quiet || !inQuietHours(at, quiet)) return at;
  const kst = new Date(at.getTime() + KST_MS);
  let end = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), quiet.end);
  if (end <= kst.getTime()) end += DAY_MS;
  return new Date(end - KST_MS);
}

/** The Korean calendar day of an instant, as `YYYY-MM-DD`. */
export const kstDay = (at: Date) => new Date(at.getTime() + KST_MS).toISOString().slice(0, 10);
