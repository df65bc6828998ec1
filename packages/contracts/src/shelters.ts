import { z } from 'zod';
import { queryInt } from './common';
import { REGION_NAMES, districtsOf } from './regions';

/**
 * A shelter as `GET /api/shelters` sends it: the field names of the public data's
 * `shelterInfo_v2` items (spec §3 Shelter), null where the source had nothing.
 */
export const shelterSchema = z.object({
  careRegNo: z.string(),
  careNm: z.string(),
  careTel: z.string().nullable(),
  careAddr: z.string(),
  jibunAddr: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  orgNm: z.string().nullable(),
  divisionNm: z.string().nullable(),
  saveTrgtAnimal: z.string().nullable(),
  weekOprStime: z.string().nullable(),
  weekOprEtime: z.string().nullable(),
  weekendOprStime: z.string().nullable(),
  weekendOprEtime: z.string().nullable(),
  closeDay: z.string().nullable(),
});
export type Shelter = z.infer<typeof shelterSchema>;

/** A shelter's page (`/shelters/{careRegNo}`): its registration number in the path. */
export const shelterParamsSchema = z.object({ careRegNo: z.string().trim().min(1).max(50) });

export const shelterMessages = {
  notFound: '보호소 정보를 찾을 수 없습니다.',
} as const;

/** The spec's client fetches 500 at a time until a batch comes back shorter (spec §4, §9). */
export const SHELTER_BATCH_SIZE = 500;
export const SHELTER_MAX_PAGE_SIZE = 1000;

export const sheltersQuerySchema = z.object({
  /** Zero-based, like every other list of this API. */
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(SHELTER_BATCH_SIZE, { min: 1, max: SHELTER_MAX_PAGE_SIZE }),
});

/** The public API's own envelope (docs/design.md §3): `response.body.items.item`. */
export const sheltersResponseSchema = z.object({
  response: z.object({
    header: z.object({ resultCode: z.string(), resultMsg: z.string() }),
    body: z.object({
      items: z.object({ item: z.array(shelterSchema) }),
      numOfRows: z.number().int(),
      pageNo: z.number().int(),
      totalCount: z.number().int(),
    }),
  }),
});
export type SheltersResponse = z.infer<typeof sheltersResponseSchema>;

/** Old names still found in addresses, mapped to the region list's current ones. */
const REGION_ALIASES: Record<string, string> = {
  강원도: '강원특별자치도',
  전라북도: '전북특별자치도',
  제주도: '제주특별자치도',
  서울시: '서울특별시',
};

/**
 * Region and district from the first two words of an address (spec §3 Shelter):
 * "경기도 부천시 오정구 …" → 경기도 / 부천시. A second word that is not a district of
 * the region (세종's road names) gives an empty district.
 */
export function regionOfAddress(address: string): { region: string; district: string } {
  const [first = '', second = ''] = address.trim().split(/\s+/);
  const region = REGION_ALIASES[first] ?? first;
  if (!REGION_NAMES.includes(region as (typeof REGION_NAMES)[number])) {
    return { region, district: second };
  }
  return { region, district: districtsOf(region).includes(second) ? second : '' };
}

/**
 * `items.item` may come as an array, one object, "" or JSON text (spec §7: "may be a
 * string to be parsed"); the client reads them all as an array.
 */
function itemsAsArray(value: unknown): unknown {
  let item = (value as { item?: unknown } | null | undefined)?.item;
  if (typeof item === 'string') item = item.trim() ? JSON.parse(item) : [];
  if (item === undefined || item === null) item = [];
  return { item: Array.isArray(item) ? item : [item] };
}

/** What the web client accepts from `GET /api/shelters`: the envelope, lenient about `items`. */
export const sheltersAnswerSchema = z.object({
  response: z.object({
    body: z.object({
      items: z.preprocess(itemsAsArray, z.object({ item: z.array(shelterSchema) })),
      totalCount: z.number().int().optional(),
    }),
  }),
});
