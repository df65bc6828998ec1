import type { FetchOptions } from '../public-data/http';
import type { DogRecord } from './dog-record';

/** Dates are YYYYMMDD, both ends included. */
export type DateRange = { from: string; to: string };

export type SourcePage = { records: DogRecord[]; skipped: number };

/** One public API, read page by page so that each page is stored before the next is asked. */
export type DogSource = {
  name: 'national' | 'gyeonggi';
  pages(range: DateRange): AsyncGenerator<SourcePage>;
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
