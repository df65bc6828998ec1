import { text } from '../public-data/envelope';
import { PublicDataError, fetchWithRetry } from '../public-data/http';
import type { DogRecord } from './dog-record';
import {
  UNKNOWN_STATE,
  breedOf,
  genderOf,
  isDog,
  isoDate,
  jurisdOf,
  neuterOf,
  phoneOf,
  registeredAt,
} from './dog-record';
import type { DateRange, DogSource, SourceOptions } from './source';
import { encodeKey } from './source';

type Result = { CODE?: string; MESSAGE?: string };
type Section = { head?: ({ list_total_count?: number } & { RESULT?: Result })[]; row?: unknown };
const NO_DATA = 'INFO-200';

/**
 * Reads an AbdmAnimalProtect answer: `{AbdmAnimalProtect:[{head:[…]},{row:[…]}]}`. "No data"
 * comes as a bare `{RESULT:{CODE:"INFO-200"}}`, key errors as other codes, sometimes in XML.
 */
export function parseGyeonggi(body: string): Record<string, unknown>[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) {
    const code = /<CODE>([^<]*)<\/CODE>/.exec(trimmed)?.[1];
    if (code === NO_DATA) return [];
    const message = /<MESSAGE>([^<]*)<\/MESSAGE>/.exec(trimmed)?.[1];
    throw new PublicDataError(`${code ?? 'XML'} ${message ?? 'error answer'}`.trim());
  }
  let json: { AbdmAnimalProtect?: Section[]; RESULT?: Result };
  try {
    json = JSON.parse(trimmed) as typeof json;
  } catch {
    throw new PublicDataError(`not JSON: ${trimmed.slice(0, 120)}`);
  }
  const sections = json.AbdmAnimalProtect;
  if (!sections) {
    if (json.RESULT?.CODE === NO_DATA) return [];
    throw new PublicDataError(
      `${json.RESULT?.CODE ?? ''} ${json.RESULT?.MESSAGE ?? 'unknown answer'}`.trim(),
    );
  }
  const result = sections[0]?.head?.find((h) => h.RESULT)?.RESULT;
  if (result?.CODE && result.CODE !== 'INFO-000' && result.CODE !== NO_DATA) {
    throw new PublicDataError(`${result.CODE} ${result.MESSAGE ?? ''}`.trim());
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
    specialMark: text(row, 'SFETR_INFO') ?? text(row, 'PARTCLR_MATR') ?? null,
    noticeStartDate,
    noticeEndDate: isoDate(text(row, 'PBLANC_END_DE')),
    shelterRegNo: null,
    shelterName: text(row, 'SHTER_NM') ?? null,
    shelterPhone: phoneOf(text(row, 'SHTER_TELNO')),
    shelterAddress: text(row, 'PROTECT_PLC') ?? text(row, 'REFINE_ROADNM_ADDR') ?? null,
    sourceImageUrl: text(row, 'IMAGE_COURS') ?? text(row, 'THUMB_IMAGE_COURS') ?? null,
    createdAt: registeredAt(noticeStartDate, foundDate),
  };
}

const inRange = (record: DogRecord, { from, to }: DateRange) => {
  const date = (record.foundDate ?? record.noticeStartDate)?.replaceAll('-', '');
  return !date || (date >= from && date <= to);
};

/**
 * 경기데이터드림's list. Its date filters are not documented reliably, so every page is read
 * and rows outside the range are left out here.
 */
export function gyeonggiSource(options: SourceOptions): DogSource {
  const pageSize = options.pageSize ?? 1000;
  const maxPages = options.maxPages ?? 500;
  return {
    name: 'gyeonggi',
    async *pages(range) {
      for (let pIndex = 1; pIndex <= maxPages; pIndex++) {
        const url = `${options.baseUrl}/AbdmAnimalProtect?KEY=${encodeKey(options.key)}&Type=json&pIndex=${pIndex}&pSize=${pageSize}`;
        const rows = parseGyeonggi((await fetchWithRetry(url, options.fetch)).toString('utf8'));
        const mapped = rows.map(mapGyeonggiRow);
        const dogs = mapped.filter((r): r is DogRecord => !!r);
        yield {
          records: dogs.filter((r) => inRange(r, range)),
          skipped: mapped.length - dogs.length,
        };
        if (rows.length < pageSize) return;
      }
    },
  };
}
