import { z } from 'zod';

/**
 * A point as the API answers it; `approximate` when it is not an exact pin: the 시/군/구
 * centroid, or a lost report's pin rounded for privacy (ADR 150). Its own small module, so
 * that the lists the home page shows do not bring the region tables with them (ADR 103).
 */
export const mapPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  approximate: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
