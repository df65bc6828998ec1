import { z } from 'zod';
import { mapPointSchema } from './map-point';

/**
 * Where and how a dog was, as the rows of lost reports and of found/seen reports both show it
 * (issue 37 item 3). Its own small module, like map-point.ts: what reports.ts imports joins
 * the home page's first bundle (ADR 145).
 */
export const postPlaceAndLooks = {
  region: z.string(),
  district: z.string(),
  /**
   * Where it was as this reader may see it (ADR 150): a sighting's pin, or a lost report's
   * exactly for its owner in the detail and, for everyone else and in every list, rounded to
   * about 500 m; without a pin the 시/군/구 centroid, marked approximate; null when unknown.
   */
  point: mapPointSchema.nullable(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  gender: z.string().nullable(),
};
