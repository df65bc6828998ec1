import type { MapCluster } from '@chajul/contracts';

/** The largest bubble (48 px) with its 4 px halo, as the web draws them (map-canvas.tsx). */
export const BUBBLE_SPACING_PX = 56;

/** A point's place in Leaflet's pixels at a zoom (256 px tiles, Web Mercator). */
function pixel(lat: number, lng: number, zoom: number) {
  const world = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/**
 * Supercluster's seeds are a radius apart, but each bubble sits at its points' mean, which
 * can drift towards a neighbour's: a bubble nearer than `minPx` to a bigger one is folded
 * into it (its counts added, the bigger one's place kept), so no two bubbles cover each other
 * (issue 38, ADR 232). A view holds at most a few hundred bubbles.
 */
export function spacedClusters(
  clusters: MapCluster[],
  zoom: number,
  minPx = BUBBLE_SPACING_PX,
): MapCluster[] {
  const kept: { cluster: MapCluster; x: number; y: number }[] = [];
  for (const cluster of [...clusters].sort((a, b) => b.count - a.count)) {
    const { x, y } = pixel(cluster.lat, cluster.lng, zoom);
    const near = kept.find((k) => Math.hypot(k.x - x, k.y - y) < minPx);
    if (!near) {
      kept.push({ cluster: { ...cluster, counts: { ...cluster.counts } }, x, y });
      continue;
    }
    near.cluster.count += cluster.count;
    for (const kind of ['lost', 'found', 'seen', 'shelter'] as const)
      near.cluster.counts[kind] += cluster.counts[kind];
  }
  return kept.map((k) => k.cluster);
}
