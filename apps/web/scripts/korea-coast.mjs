// Writes src/components/map/korea-coast.json: the land of the Korean peninsula and
// its islands from Natural Earth (public domain), 1:50m, through the world-atlas package's
// TopoJSON and topojson-client. The shelter map draws it under the tiles, so the markers
// still sit on a map when the tile server cannot be reached (issue 19). Run it again only to
// change the data: `node scripts/korea-coast.mjs` in apps/web.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const world = JSON.parse(
  fs.readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
);
// ISO 3166-1 numeric: South Korea, North Korea, and the neighbours a Korean map shows.
const KEEP = new Set(['410', '408', '392', '156', '643']);
// Longitude and latitude box around the peninsula: what lies outside is cut off.
const BOX = { west: 121, east: 135, south: 31.5, north: 44 };
const DIGITS = 3;

const round = (n) => Math.round(n * 10 ** DIGITS) / 10 ** DIGITS;
const inBox = ([lng, lat]) =>
  lng >= BOX.west && lng <= BOX.east && lat >= BOX.south && lat <= BOX.north;

function rings(polygon) {
  return polygon
    .filter((ring) => ring.some(inBox))
    .map((ring) =>
      ring
        .map(([lng, lat]) => [
          round(Math.min(Math.max(lng, BOX.west), BOX.east)),
          round(Math.min(Math.max(lat, BOX.south), BOX.north)),
        ])
        .filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]),
    );
}

const countries = feature(world, world.objects.countries).features.filter((f) =>
  KEEP.has(String(f.id)),
);
const features = countries.flatMap((country) => {
  const polygons =
    country.geometry.type === 'Polygon'
      ? [country.geometry.coordinates]
      : country.geometry.coordinates;
  const kept = polygons.map(rings).filter((p) => p.length > 0 && p[0].length > 3);
  if (!kept.length) return [];
  return [
    {
      type: 'Feature',
      properties: { korea: country.id === '410' },
      geometry: { type: 'MultiPolygon', coordinates: kept },
    },
  ];
});
const out = new URL('../src/components/map/korea-coast.json', import.meta.url);
fs.writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`wrote ${out.pathname}: ${fs.statSync(out).size} bytes, ${features.length} features`);
