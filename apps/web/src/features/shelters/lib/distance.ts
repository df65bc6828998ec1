export type LatLng = { lat: number; lng: number };

/** The spec's Earth radius for distances (spec §2 /shelters). */
export const EARTH_RADIUS_KM = 6371;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Located = { lat: number | null; lng: number | null };

export function hasPosition<T extends Located>(item: T): item is T & LatLng {
  return item.lat !== null && item.lng !== null;
}

/**
 * Nearest first from `from`; items without coordinates cannot be placed, so they come
 * last in their original order. Each item gets its distance (null when unknown).
 */
export function sortByDistance<T extends Located>(
  items: readonly T[],
  from: LatLng,
): (T & { distanceKm: number | null })[] {
  return items
    .map((item, index) => ({
      item: { ...item, distanceKm: hasPosition(item) ? haversineKm(from, item) : null },
      index,
    }))
    .sort((a, b) => {
      const da = a.item.distanceKm ?? Number.POSITIVE_INFINITY;
      const db = b.item.distanceKm ?? Number.POSITIVE_INFINITY;
      return da === db ? a.index - b.index : da - db;
    })
    .map(({ item }) => item);
}

/** "850m" under a kilometre, "12.3km" above. */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(1)}km`;
}
