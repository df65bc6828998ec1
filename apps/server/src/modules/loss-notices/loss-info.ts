import { createHash } from 'node:crypto';
import { parsePlace } from '@chajul/contracts';
import { parseDataGoKr, text } from '../../lib/public-data/envelope';
import type { FetchOptions } from '../../lib/public-data/http';
import { fetchWithRetry } from '../../lib/public-data/http';
import type { NewLossNoticeRow } from '../../db/schema';
import { genderOf, isoDate, photoUrlOf } from '../dogs/dog-record';
import { encodeKey } from '../dog-imports/source';

/** What the import keeps of one notice: never the reporter, the street or the microchip. */
export type LossNoticeRecord = Omit<
  NewLossNoticeRow,
  'id' | 'status' | 'closedAt' | 'createdAt' | 'lastSeenAt' | 'imageKey' | 'thumbnailKey'
>;

/** A row that is no dog, or that cannot be placed or dated (counted, never stored). */
export type Skipped = 'not-a-dog' | 'malformed';

/**
 * `kindCd` is a breed name here ("믹스견", "코리안 숏헤어"), with no species field and no
 * upkind filter we could verify (ADR 246): cats and other animals are told by their names.
 */
const NOT_DOGS =
  /고양이|숏헤어|롱헤어|페르시안|러시안\s?블루|샴|먼치킨|스코티시|랙돌|브리티시|아비시니안|벵갈|뱅갈|메인\s?쿤|노르웨이\s?숲|터키시|스핑크스|코숏|기타축종|토끼|햄스터|기니피그|조류|앵무|거북|페럿|고슴도치/;

/** Phone numbers a family wrote into the remarks: the contact stays on the official site. */
const PHONE = /(?:\+?82[-.\s]?)?0\d{1,2}[-.\s)]*\d{3,4}[-.\s]*\d{4}/g;

export const withoutPhones = (value: string | undefined) =>
  value?.replace(PHONE, '(연락처 생략)') ?? null;

/**
 * The notice's key. The API gives no notice number (ADR 246), so the key hashes the facts a
 * notice keeps: the date and time, the address, breed, sex and colour. The address is hashed,
 * never stored; the photo URL is left out so that a moved photo is the same notice.
 */
export function noticeKeyOf(item: Record<string, unknown>): string {
  const facts = ['happenDt', 'happenAddr', 'kindCd', 'sexCd', 'colorCd'].map(
    (field) => text(item, field) ?? '',
  );
  return createHash('sha256').update(facts.join('\u0001')).digest('hex');
}

/** One item of lossInfo (spec/public-data-apis.md §4c), or why it is not kept. */
export function mapLossItem(item: Record<string, unknown>): LossNoticeRecord | Skipped {
  const kind = text(item, 'kindCd');
  if (kind && NOT_DOGS.test(kind)) return 'not-a-dog';
  const lostDate = isoDate(text(item, 'happenDt'));
  const office = text(item, 'orgNm');
  const place = parsePlace(text(item, 'happenAddr')) ?? parsePlace(office);
  if (!lostDate || !place) return 'malformed';
  return {
    noticeKey: noticeKeyOf(item),
    lostDate,
    region: place.region,
    district: place.district ?? '',
    office: office?.slice(0, 50) ?? null,
    species: kind?.slice(0, 50) ?? null,
    colour: text(item, 'colorCd')?.slice(0, 50) ?? null,
    gender: genderOf(text(item, 'sexCd')),
    age: text(item, 'age')?.slice(0, 30) ?? null,
    content: withoutPhones(text(item, 'specialMark')),
    sourceImageUrl: photoUrlOf(text(item, 'popfile')),
  };
}

export type LossInfoPage = {
  records: LossNoticeRecord[];
  /** Rows the answer held. */
  fetched: number;
  notDogs: number;
  malformed: number;
};

export type LossInfoOptions = {
  baseUrl: string;
  key: string;
  pageSize?: number;
  /** A guard against an API that never answers an empty page. */
  maxPages?: number;
  fetch?: FetchOptions;
};

export const LOSS_INFO_PATH = '/lossInfoService/lossInfo';

/**
 * Every page of the nationwide list, until the first empty page (ADR 246): `totalCount` was
 * seen to overstate the rows (308 said, 172 served), and a short page may not be the last.
 * Only paging and the format are sent: no date or region, which one client sends and another
 * says the operation ignores; without them it serves about the last month, the whole country.
 * Throws when `maxPages` pass without an empty page, so a run that never ends closes nothing.
 */
export async function* lossInfoPages(options: LossInfoOptions): AsyncGenerator<LossInfoPage> {
  const pageSize = options.pageSize ?? 1000;
  const maxPages = options.maxPages ?? 100;
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const params = new URLSearchParams({
      pageNo: String(pageNo),
      numOfRows: String(pageSize),
      _type: 'json',
    });
    const url = `${options.baseUrl}${LOSS_INFO_PATH}?serviceKey=${encodeKey(options.key)}&${params}`;
    const body = await fetchWithRetry(url, options.fetch);
    const { items } = parseDataGoKr(body.toString('utf8'));
    if (!items.length) return;
    const page: LossInfoPage = { records: [], fetched: items.length, notDogs: 0, malformed: 0 };
    for (const item of items) {
      const mapped = mapLossItem(item);
      if (mapped === 'not-a-dog') page.notDogs++;
      else if (mapped === 'malformed') page.malformed++;
      else page.records.push(mapped);
    }
    yield page;
  }
  throw new Error(`lossInfo gave no empty page within ${maxPages} pages`);
}
