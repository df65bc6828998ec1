import { shapeProblem } from '../../lib/public-data/answer';
import { parseJsonAnswer, text } from '../../lib/public-data/envelope';
import { PublicDataError, fetchWithRetry } from '../../lib/public-data/http';
import type { DogRecord } from '../dogs/dog-record';
import {
  UNKNOWN_STATE,
  breedOf,
  genderOf,
  isDog,
  isoDate,
  jurisdOf,
  neuterOf,
  phoneOf,
  photoUrlOf,
  registeredAt,
  remarksOf,
} from '../dogs/dog-record';
import type { DogSource, SourceOptions } from './source';
import { encodeKey, foundIn } from './source';

type Result = { CODE?: string; MESSAGE?: string };
type Section = { head?: ({ list_total_count?: number } & { RESULT?: Result })[]; row?: unknown };
const NO_DATA = 'INFO-200';

/**
 * Reads an AbdmAnimalProtect answer: `{AbdmAnimalProtect:[{head:[…]},{row:[…]}]}`. "No data"
 * comes as a bare `{RESULT:{CODE:"INFO-200"}}`, key errors as other codes, sometimes in XML;
 * anything else is named for what it is (public-data/answer.ts).
 */
export function parseGyeonggi(body: string): Record<string, unknown>[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('<') && /<CODE>\s*INFO-200\s*<\/CODE>/.test(trimmed)) return [];
  const json = parseJsonAnswer(trimmed) as { AbdmAnimalProtect?: Section[]; RESULT?: Result };
  const sections = json && typeof json === 'object' ? json.AbdmAnimalProtect : undefined;
  if (!Array.isArray(sections)) {
    if (json?.RESULT?.CODE === NO_DATA) return [];
    if (json?.RESULT?.CODE) {
      throw new PublicDataError(
        'api-error',
        `${json.RESULT.CODE} ${json.RESULT.MESSAGE ?? ''}`.trim(),
      );
    }
    const problem = shapeProblem(json, 'AbdmAnimalProtect[…].row');
    throw new PublicDataError(problem.kind, problem.message);
  }
  const result = sections[0]?.head?.find((h) => h.RESULT)?.RESULT;
  if (result?.CODE && result.CODE !== 'INFO-000' && result.CODE !== NO_DATA) {
    throw new PublicDataError('api-error', `${result.CODE} ${result.MESSAGE ?? ''}`.trim());
  }
  const rows = sections.find((s) => s.row !== undefined)?.row;
  if (Array.isArray(rows))
    return rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
  return rows && typeof rows === 'object' ? [rows as Record<string, unknown>] : [];
}

/** One row of AbdmAnimalProtect (spec/public-data-apis.md §4d); undefined when not a dog. */
export function mapGyeonggiRow(row: Record<string, unknown>): DogRecord | undefined {
  const sourceId = text(row, 'ABDM_IDNTFY_NO');
  const kind = text(row, 'SPECIES_NM');
  if (!sourceId || !isDog(kind)) return undefined;
  const foundDate = isoDate(text(row, 'RECEPT_DE'));
  const noticeStartDate = isoDate(text(row, 'PBLANC_BEGIN_DE'));
  return {
    source: 'gyeonggi',
    sourceId,
    noticeNo: text(row, 'PBLANC_IDNTFY_NO') ?? null,
    state: text(row, 'STATE_NM') ?? UNKNOWN_STATE,
    foundDate,
    foundPlace: text(row, 'DISCVRY_PLC_INFO') ?? null,
    jurisd: jurisdOf(text(row, 'JURISD_INST_NM'), text(row, 'SIGUN_NM')),
    species: breedOf(kind),
    color: text(row, 'COLOR_NM') ?? null,
    gender: genderOf(text(row, 'SEX_NM')),
    age: text(row, 'AGE_INFO') ?? null,
    weight: text(row, 'BDWGH_INFO') ?? null,
    neuterYn: neuterOf(text(row, 'NEUT_YN')),
    // Both hold remarks: a row can have "매우 예민" in one and its marks in the other.
    specialMark: remarksOf(text(row, 'SFETR_INFO'), text(row, 'PARTCLR_MATR')),
    noticeStartDate,
    noticeEndDate: isoDate(text(row, 'PBLANC_END_DE')),
    shelterRegNo: null,
    shelterName: text(row, 'SHTER_NM') ?? null,
    shelterPhone: phoneOf(text(row, 'SHTER_TELNO')),
    shelterAddress: text(row, 'PROTECT_PLC') ?? text(row, 'REFINE_ROADNM_ADDR') ?? null,
    sourceImageUrl: photoUrlOf(text(row, 'IMAGE_COURS'), text(row, 'THUMB_IMAGE_COURS')),
    createdAt: registeredAt(noticeStartDate, foundDate),
  };
}

/**
 * How long after being found a dog may first appear in the list (registration takes days):
 * an update run reads pages until every row on one was found this long before its window.
 */
export const REGISTRATION_LAG_DAYS = 14;

function daysBefore(yyyymmdd: string, days: number): string {
  const date = new Date(
    `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00Z`,
  );
  return new Date(date.getTime() - days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
}

/** Whether every dated row of a page was found before `yyyymmdd`. */
const allBefore = (rows: DogRecord[], yyyymmdd: string) =>
  rows.length > 0 &&
  rows.every((r) => {
    const date = (r.foundDate ?? r.noticeStartDate)?.replaceAll('-', '');
    return !!date && date < yyyymmdd;
  });

/**
 * 경기데이터드림's list. Its date filters are not documented reliably, so rows outside the
 * found dates are left out here. It lists the newest first (give or take a few days), so an
 * update run stops at the first page that lies wholly before its window; the daily
 * reconcile reads every page (ADR 033).
 */
export function gyeonggiSource(options: SourceOptions): DogSource {
  const pageSize = options.pageSize ?? 1000;
  const maxPages = options.maxPages ?? 500;
  return {
    name: 'gyeonggi',
    async *pages({ found, updated }) {
      const stopBefore = updated && daysBefore(updated.from, REGISTRATION_LAG_DAYS);
      for (let pIndex = 1; pIndex <= maxPages; pIndex++) {
        const url = `${options.baseUrl}/AbdmAnimalProtect?KEY=${encodeKey(options.key)}&Type=json&pIndex=${pIndex}&pSize=${pageSize}`;
        const rows = parseGyeonggi((await fetchWithRetry(url, options.fetch)).toString('utf8'));
        const mapped = rows.map(mapGyeonggiRow);
        const dogs = mapped.filter((r): r is DogRecord => !!r);
        yield {
          records: dogs.filter((r) => foundIn(r, found)),
          fetched: rows.length,
          skipped: mapped.length - dogs.length,
        };
        if (rows.length < pageSize) return;
        if (stopBefore && allBefore(dogs, stopBefore)) return;
      }
    },
  };
}
