import { z } from 'zod';
import { isCalendarDay, paginationMetaSchema, queryInt } from './common';
import { mapPointSchema } from './map-point';

/**
 * What the map draws: lost reports, found and seen reports, shelters (issue 26), and the
 * national lost-animal notices (국가동물보호정보시스템 분실 신고, ADR 247).
 */
export const MAP_KINDS = ['lost', 'found', 'seen', 'shelter', 'notice'] as const;
export type MapKind = (typeof MAP_KINDS)[number];
/** The "near me" radii the page offers, in km. */
export const MAP_RADII_KM = [1, 3, 10, 30] as const;
export type MapRadiusKm = (typeof MAP_RADII_KM)[number];
export const MAP_LIST_PAGE_SIZE = 20;
/** Past this zoom every point is drawn by itself (Leaflet's street level is 17–18). */
export const MAP_MAX_CLUSTER_ZOOM = 16;

export const mapMessages = {
  badKinds: '종류는 실종, 발견, 목격, 보호소, 분실 신고 중에서 골라 주세요.',
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  dateOrder: '시작 날짜가 끝 날짜보다 늦어요.',
  badRadius: '반경은 1, 3, 10, 30km 중에서 골라 주세요.',
  nearNeedsAll: '내 주변을 보려면 위도, 경도, 반경이 모두 필요해요.',
  badBbox: '지도 범위가 올바르지 않아요.',
} as const;

const blankQuery = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(
  blankQuery,
  z.string().refine(isCalendarDay, mapMessages.badDate).optional(),
);
const coordinate = (max: number) =>
  z.preprocess(blankQuery, z.coerce.number().min(-max).max(max).optional());

/** `kinds=lost,seen`: several kinds, comma-separated; missing or empty means all of them. */
const kinds = z.preprocess(
  (v) => (v === undefined || v === '' ? [...MAP_KINDS] : String(v).split(',')),
  z
    .array(z.enum(MAP_KINDS, { error: mapMessages.badKinds }))
    .min(1)
    .transform((list) => [...new Set(list)]),
);

/** `bbox=west,south,east,north` in degrees (Leaflet's `toBBoxString`). */
const bbox = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : String(v).split(',').map(Number)),
  z
    .tuple([z.number(), z.number(), z.number(), z.number()], { error: mapMessages.badBbox })
    .refine(
      ([w, s, e, n]) =>
        [w, s, e, n].every(Number.isFinite) &&
        s <= n &&
        w <= e &&
        s >= -90 &&
        n <= 90 &&
        w >= -180 &&
        e <= 180,
      mapMessages.badBbox,
    )
    .optional(),
);

const mapFilterFields = {
  kinds,
  /** The day a dog was lost or seen, from and to (inclusive, Korean dates); shelters have none. */
  from: day,
  to: day,
  lat: coordinate(90),
  lng: coordinate(180),
  radiusKm: z.preprocess(
    blankQuery,
    z.coerce
      .number()
      .refine((r) => (MAP_RADII_KM as readonly number[]).includes(r), mapMessages.badRadius)
      .optional(),
  ),
  bbox,
};

type FilterShape = {
  from?: string | undefined;
  to?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm?: number | undefined;
};
const checkFilter = (q: FilterShape, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', message: mapMessages.dateOrder, path: ['from'] });
  const near = [q.lat, q.lng, q.radiusKm].filter((v) => v !== undefined).length;
  if (near !== 0 && near !== 3)
    ctx.addIssue({ code: 'custom', message: mapMessages.nearNeedsAll, path: ['radiusKm'] });
};

export const mapQuerySchema = z
  .object({ ...mapFilterFields, zoom: queryInt(7, { max: 22 }) })
  .superRefine(checkFilter);
export type MapQuery = z.output<typeof mapQuerySchema>;

export const mapListQuerySchema = z
  .object({
    ...mapFilterFields,
    page: queryInt(0, { max: 10_000 }),
    size: queryInt(MAP_LIST_PAGE_SIZE, { min: 1, max: 50 }),
  })
  .superRefine(checkFilter);
export type MapListQuery = z.output<typeof mapListQuerySchema>;

/** One thing on the map: where the reader may see it, and enough words for its popup. */
export const mapItemSchema = z.object({
  kind: z.enum(MAP_KINDS),
  /** The report's, the sighting's or the shelter's own id. */
  id: z.number().int(),
  point: mapPointSchema,
  /** The report's title, the found/seen dog's breed, or the shelter's name. */
  title: z.string(),
  /** The place in words (시/도 시/군/구 and the details), or the shelter's address. */
  place: z.string(),
  /** The day lost or seen (YYYY-MM-DD, Korean date); null for a shelter. */
  date: z.string().nullable(),
  /** The thumbnail's URL, when there is a photo. */
  imageUrl: z.string().nullable(),
  /** A national notice's link to the official site (ADR 247); the others open our pages. */
  officialUrl: z.string().optional(),
});
export type MapItem = z.infer<typeof mapItemSchema>;

export const mapKindCountsSchema = z.object({
  lost: z.number().int(),
  found: z.number().int(),
  seen: z.number().int(),
  shelter: z.number().int(),
  notice: z.number().int(),
});
export type MapKindCounts = z.infer<typeof mapKindCountsSchema>;

/** Several points drawn as one bubble; zooming in splits it. */
export const mapClusterSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  counts: mapKindCountsSchema,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapResponseSchema = z.object({
  clusters: z.array(mapClusterSchema),
  points: z.array(mapItemSchema),
  /** Everything the filters keep in the view, clustered or not. */
  total: z.number().int(),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;

export const mapListResponseSchema = z.object({
  data: z.array(mapItemSchema),
  pagination: z.object({ meta: paginationMetaSchema }),
});
export type MapListResponse = z.infer<typeof mapListResponseSchema>;
