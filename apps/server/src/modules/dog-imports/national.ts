import { parseDataGoKr, text } from '../../lib/public-data/envelope';
import { fetchWithRetry } from '../../lib/public-data/http';
import type { DogRecord } from '../dogs/dog-record';
import {
  UNKNOWN_STATE,
  breedOf,
  genderOf,
  isDog,
  isoDate,
  jurisdOf,
  microchipOf,
  neuterOf,
  phoneOf,
  photoUrlOf,
  registeredAt,
} from '../dogs/dog-record';
import type { DogSource, SourceOptions } from './source';
import { encodeKey } from './source';

/** upkind of 개 in abandonmentPublic_v2. */
const DOG_KIND = '417000';

/** One item of abandonmentPublic_v2 (spec/public-data-apis.md §4a); undefined when not a dog. */
export function mapNationalItem(item: Record<string, unknown>): DogRecord | undefined {
  const sourceId = text(item, 'desertionNo');
  const kind = text(item, 'kindFullNm');
  const isDogItem = text(item, 'upKindCd') === DOG_KIND || isDog(kind);
  if (!sourceId || !isDogItem) return undefined;
  const foundDate = isoDate(text(item, 'happenDt'));
  const noticeStartDate = isoDate(text(item, 'noticeSdt'));
  return {
    source: 'national',
    sourceId,
    noticeNo: text(item, 'noticeNo') ?? null,
    state: text(item, 'processState') ?? UNKNOWN_STATE,
    foundDate,
    foundPlace: text(item, 'happenPlace') ?? null,
    jurisd: jurisdOf(text(item, 'orgNm')),
    species: breedOf(kind) ?? text(item, 'kindNm') ?? null,
    color: text(item, 'colorCd') ?? null,
    gender: genderOf(text(item, 'sexCd')),
    age: text(item, 'age') ?? null,
    weight: text(item, 'weight') ?? null,
    neuterYn: neuterOf(text(item, 'neuterYn')),
    specialMark: text(item, 'specialMark') ?? null,
    microchip: microchipOf(text(item, 'rfidCd')),
    noticeStartDate,
    noticeEndDate: isoDate(text(item, 'noticeEdt')),
    shelterRegNo: text(item, 'careRegNo') ?? null,
    shelterName: text(item, 'careNm') ?? null,
    shelterPhone: phoneOf(text(item, 'careTel')),
    shelterAddress: text(item, 'careAddr') ?? null,
    sourceImageUrl: photoUrlOf(text(item, 'popfile1'), text(item, 'popfile2')),
    createdAt: registeredAt(noticeStartDate, foundDate),
  };
}

/**
 * The national stray-animal list for each 시/도 code asked for, or for the whole country in
 * one list ('all': no upr_cd, ADR 033). totalCount may be off by a few rows, so paging stops
 * at the first short or empty page, not at totalCount. The found dates are always sent:
 * without them the API answers only the last 31 days (spec/public-data-apis.md).
 */
export function nationalSource(options: SourceOptions & { uprCds: string[] | 'all' }): DogSource {
  const pageSize = options.pageSize ?? 1000;
  const maxPages = options.maxPages ?? 500;
  const regions = options.uprCds === 'all' ? [undefined] : options.uprCds;
  return {
    name: 'national',
    async *pages({ found, updated }) {
      for (const uprCd of regions) {
        for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
          const params = new URLSearchParams({
            bgnde: found.from,
            endde: found.to,
            ...(updated ? { bgupd: updated.from, enupd: updated.to } : {}),
            ...(uprCd ? { upr_cd: uprCd } : {}),
            upkind: DOG_KIND,
            pageNo: String(pageNo),
            numOfRows: String(pageSize),
            _type: 'json',
          });
          const url = `${options.baseUrl}/abandonmentPublicService_v2/abandonmentPublic_v2?serviceKey=${encodeKey(options.key)}&${params}`;
          const body = await fetchWithRetry(url, options.fetch);
          const { items } = parseDataGoKr(body.toString('utf8'));
          const records = items.map(mapNationalItem);
          const kept = records.filter((r): r is DogRecord => !!r);
          yield { records: kept, fetched: items.length, skipped: records.length - kept.length };
          if (items.length < pageSize) break;
        }
      }
    },
  };
}
