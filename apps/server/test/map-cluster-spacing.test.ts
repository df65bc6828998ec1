import { describe, expect, it } from 'vitest';
import { MapView } from '../src/modules/map/map-index';
import type { MapEntry } from '../src/modules/map/map-points';

/** A 256 px tile's pixel of a point at a Leaflet zoom (Web Mercator). */
function pixel(lat: number, lng: number, zoom: number) {
  const world = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/** Points every ~1 km over 경기도's middle, as dense as a big import's shelters and reports. */
const entries: MapEntry[] = Array.from({ length: 60 * 60 }, (_, i) => ({
  kind: 'lost',
  id: i + 1,
  point: { lat: 37 + Math.floor(i / 60) * 0.01, lng: 126.8 + (i % 60) * 0.012, approximate: true },
  title: '초코',
  place: '경기도 수원시',
  date: '2026-10-01',
  imageUrl: null,
  authorId: null,
}));

describe('the map’s bubbles (issue 38, ADR 232)', () => {
  it('never cover each other: at every zoom their centres are at least 56 screen px apart', () => {
    const view = new MapView(entries);
    for (const zoom of [9, 10, 11, 12]) {
      const { clusters, points } = view.clusters([120, 30, 135, 45], zoom);
      expect(clusters.length).toBeGreaterThan(1);
      // Folding a bubble into its neighbour keeps every point counted.
      expect(clusters.reduce((sum, c) => sum + c.count, points.length)).toBe(entries.length);
      const centres = clusters.map((c) => pixel(c.lat, c.lng, zoom));
      let nearest = Infinity;
      for (const [i, a] of centres.entries())
        for (const b of centres.slice(i + 1))
          nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y));
      // The largest bubble is 48 px with a 4 px halo (map-canvas.tsx).
      expect(nearest, `zoom ${zoom}`).toBeGreaterThanOrEqual(56);
    }
  });
});
