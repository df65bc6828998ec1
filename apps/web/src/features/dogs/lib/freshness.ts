import { isInCare } from '@chajul/contracts';
import { koDogs } from '../../../locales/ko-dogs';

const KOREA_OFFSET_MS = 9 * 3600_000;
const DAY_MS = 86_400_000;

/** Today in Korea, YYYY-MM-DD: a notice ends on a Korean date. */
export const koreanToday = (now = new Date()) =>
  new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);

/** Days from today (Korea) to the notice's last day: 0 on it, negative once it has ended. */
export function daysToNoticeEnd(end: string | null, now = new Date()): number | undefined {
  if (!end) return undefined;
  const days =
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${koreanToday(now)}T00:00:00Z`)) / DAY_MS;
  return Number.isNaN(days) ? undefined : Math.round(days);
}

type Dated = {
  state: string;
  noticeEndDate: string | null;
  lastSeenAt?: string;
  unconfirmed?: boolean;
};

/** "공고 종료 D-3", "공고 종료 D-day" or "공고 종료"; nothing without an end date. */
export function noticeLabel(dog: Dated, now = new Date()): string | undefined {
  const days = daysToNoticeEnd(dog.noticeEndDate, now);
  if (days === undefined) return undefined;
  const t = koDogs.freshness;
  return days > 0 ? t.daysLeft(days) : days === 0 ? t.lastDay : t.ended;
}

/** The notice has ended and the shelter still cares for the dog: adoptable now (issue 30). */
export const adoptableNow = (dog: Dated, now = new Date()) =>
  isInCare(dog.state) && (daysToNoticeEnd(dog.noticeEndDate, now) ?? 0) < 0;

/** "확인: 3시간 전" from the last import that saw the record, or 확인 필요 (ADR 185). */
export function seenLabel(dog: Dated, now = new Date()): string | undefined {
  const t = koDogs.freshness;
  if (dog.unconfirmed) return t.unconfirmed;
  const seen = dog.lastSeenAt ? Date.parse(dog.lastSeenAt) : Number.NaN;
  if (Number.isNaN(seen)) return undefined;
  const hours = Math.max(0, Math.floor((now.getTime() - seen) / 3600_000));
  if (hours < 1) return t.seenJustNow;
  return hours < 24 ? t.seenHours(hours) : t.seenDays(Math.floor(hours / 24));
}
