import type { FetchOptions } from '../../lib/public-data/http';
import type { DogRecord } from '../dogs/dog-record';

/** Dates are YYYYMMDD, both ends included. */
export type DateRange = { from: string; to: string };

/** What one run asks a source for (ADR 033). */
export type SourceQuery = {
  /** Found dates (bgnde/endde); 경기도 has no date filter, so its rows are sorted out here. */
  found: DateRange;
  /**
   * Only records changed in these dates (bgupd/enupd). 경기도 has no update date: it reads its
   * newest pages until they are older than `from` by the registration lag (gyeonggi.ts).
   */
  updated?: DateRange;
};

/** One answer: the dogs in it, how many rows it had, and how many were not dogs. */
export type SourcePage = { records: DogRecord[]; fetched: number; skipped: number };

/** One public API, read page by page so that each page is stored before the next is asked. */
export type DogSource = {
  name: 'national' | 'gyeonggi';
  pages(query: SourceQuery): AsyncGenerator<SourcePage>;
};

export type SourceOptions = {
  baseUrl: string;
  key: string;
  /** Rows per request; the APIs allow 1000. */
  pageSize?: number;
  /** A guard against a source that never ends. */
  maxPages?: number;
  fetch?: FetchOptions;
};

/** A key copied already URL-encoded must not be encoded again (spec/public-data-apis.md). */
export const encodeKey = (key: string) =>
  /%[0-9A-Fa-f]{2}/.test(key) ? key : encodeURIComponent(key);

/** Whether a record was found (else noticed) within `range`; undated records are kept. */
export function foundIn(record: DogRecord, { from, to }: DateRange): boolean {
  const date = (record.foundDate ?? record.noticeStartDate)?.replaceAll('-', '');
  return !date || (date >= from && date <= to);
}
