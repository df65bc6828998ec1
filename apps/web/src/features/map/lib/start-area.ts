import { REGION_POINTS, isDistrictOf, isRegion, pointOf } from '@chajul/contracts';

/** Leaflet's bounds: [[south, west], [north, east]]. */
export type Bounds = [[number, number], [number, number]];

/** A 시/군/구 is shown about 10 km around its office. */
const AROUND_DISTRICT = 0.1;
/** A 시/도's offices, with some room around them. */
const PAD = 0.06;

const around = ([lat, lng]: [number, number], d: number): Bounds => [
  [lat - d, lng - d],
  [lat + d, lng + d],
];

/**
 * Where the map starts for a place as the lists write it ("경기도 수원시", or a 시/도 alone):
 * around the 시/군/구, else over the offices of the 시/도's districts (ADR 232).
 */
export function areaBounds(jurisd: string): Bounds | undefined {
  const text = jurisd.trim();
  const space = text.indexOf(' ');
  const region = space < 0 ? text : text.slice(0, space);
  const district = space < 0 ? '' : text.slice(space + 1).trim();
  if (!isRegion(region)) return undefined;
  const point = district && isDistrictOf(region, district) ? pointOf(region, district) : undefined;
  if (point) return around(point, AROUND_DISTRICT);
  const points = Object.values(REGION_POINTS[region]) as [number, number][];
  if (points.length === 1) return around(points[0]!, AROUND_DISTRICT);
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [
    [Math.min(...lats) - PAD, Math.min(...lngs) - PAD],
    [Math.max(...lats) + PAD, Math.max(...lngs) + PAD],
  ];
}
