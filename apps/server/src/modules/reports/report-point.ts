import type { LatLng, MapPoint } from '@chajul/contracts';
import { pointOf } from '@chajul/contracts';

/**
 * A lost report's pin may be the family's home (ADR 150): only its owner sees it exactly.
 * Everyone else sees it snapped to a grid of this many degrees, about 550 m north–south and
 * 450 m east–west in Korea: the 동네, not the door. A grid, not a random offset, so that
 * asking again (or after an edit within the same cell) tells nothing more.
 */
export const PIN_GRID_DEGREES = 0.005;
const CELLS_PER_DEGREE = 1 / PIN_GRID_DEGREES;

/** The pin's grid point; whole cells divided once, so 37.285 prints as 37.285. */
const snap = (degrees: number) => Math.round(degrees * CELLS_PER_DEGREE) / CELLS_PER_DEGREE;

type PlacedReport = {
  /** Null for a visitor's report: nobody logged in is its owner. */
  authorId: number | null;
  region: string;
  district: string;
  lat: number | null;
  lng: number | null;
};

/** The owner's exact pin, or the 시/군/구 office without one: what the matchers measure from. */
export function matchingPointOf(row: Omit<PlacedReport, 'authorId'>): LatLng | null {
  if (row.lat !== null && row.lng !== null) return [row.lat, row.lng];
  return pointOf(row.region, row.district) ?? null;
}

/**
 * Where a report's dog was lost as `reader` may see it: its owner gets the pin itself; anyone
 * else the pin snapped to the grid, marked approximate; without a pin, everyone gets the
 * 시/군/구 centroid, marked approximate. Every answer that shows a lost report's place, lists
 * and maps included, goes through here (a list passes no reader: it is the same for all).
 */
export function publicPointOfReport(
  row: PlacedReport,
  reader: { id: number } | null,
): MapPoint | null {
  if (row.lat !== null && row.lng !== null) {
    return reader?.id === row.authorId
      ? { lat: row.lat, lng: row.lng, approximate: false }
      : { lat: snap(row.lat), lng: snap(row.lng), approximate: true };
  }
  const centroid = pointOf(row.region, row.district);
  return centroid ? { lat: centroid[0], lng: centroid[1], approximate: true } : null;
}
