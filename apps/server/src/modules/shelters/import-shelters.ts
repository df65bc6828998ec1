import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { NewShelterRow } from '../../db/schema';
import { deleteSheltersNotFrom, upsertShelters } from './shelters.repository';
import { parseDataGoKr } from '../../lib/public-data/envelope';
import type { FetchOptions } from '../../lib/public-data/http';
import { fetchWithRetry } from '../../lib/public-data/http';
import { toShelterRow } from './shelter-item';

export type ShelterImportResult = {
  pages: number;
  received: number;
  saved: number;
  skipped: number;
  demoRemoved: number;
};

export type ShelterImportOptions = {
  /** Rows per request; the API allows up to 1000. */
  pageSize?: number;
  /** Guard against a source that never sends a short page. */
  maxPages?: number;
  fetch?: FetchOptions;
};

/** A key copied from the portal is often already URL-encoded; encoding it twice breaks it. */
function encodeKey(key: string): string {
  return /%[0-9A-Fa-f]{2}/.test(key) ? key : encodeURIComponent(key);
}

export function shelterPageUrl(config: Config['publicData'], pageNo: number, numOfRows: number) {
  const query = `pageNo=${pageNo}&numOfRows=${numOfRows}&_type=json`;
  return `${config.baseUrl}/animalShelterSrvc_v2/shelterInfo_v2?serviceKey=${encodeKey(config.key ?? '')}&${query}`;
}

/**
 * Imports every page of `shelterInfo_v2` (spec/public-data-apis.md §4b) into `shelters`,
 * upserting by `careRegNo`. It pages until an empty or short page rather than trusting
 * `totalCount`, which is known to be off by a few. Once real rows arrived, demo shelters
 * are removed so the two data sets never mix (docs/design.md §4).
 */
export async function importShelters(
  db: Db,
  config: Config['publicData'],
  options: ShelterImportOptions = {},
): Promise<ShelterImportResult> {
  if (!config.key) throw new Error('PUBLIC_DATA_KEY is not set');
  const { pageSize = 1000, maxPages = 100 } = options;
  const result: ShelterImportResult = {
    pages: 0,
    received: 0,
    saved: 0,
    skipped: 0,
    demoRemoved: 0,
  };
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const body = await fetchWithRetry(shelterPageUrl(config, pageNo, pageSize), options.fetch);
    const { items } = parseDataGoKr(body.toString('utf8'));
    result.pages += 1;
    result.received += items.length;
    // The same centre can appear twice in one answer; the last one wins, as on a re-import.
    const byRegNo = new Map<string, NewShelterRow>();
    for (const item of items) {
      const row = toShelterRow(item);
      if (row) byRegNo.set(row.careRegNo, row);
      else result.skipped += 1;
    }
    await upsertShelters(db, [...byRegNo.values()]);
    result.saved += byRegNo.size;
    if (items.length < pageSize) break;
  }
  if (result.saved > 0) result.demoRemoved = await deleteSheltersNotFrom(db, 'public');
  return result;
}
