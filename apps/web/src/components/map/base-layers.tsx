import 'leaflet/dist/leaflet.css';
import './base-layers.css';
import { useEffect, useState } from 'react';
import { GeoJSON, TileLayer } from 'react-leaflet';
import { tracked } from '../../lib/module-loads';

/*
 * What every Leaflet map of the site stands on (the shelters' map, a lost report's sightings):
 * OpenStreetMap tiles over Korea's coastline, so that with no tile server the markers still
 * sit on a map. Imported only by lazily loaded map modules: Leaflet never joins a page's
 * first load.
 */

type Coast = GeoJSON.FeatureCollection;

/** Korea's coastline (Natural Earth via world-atlas, scripts/korea-coast.mjs), loaded with the map. */
function useCoast() {
  const [coast, setCoast] = useState<Coast>();
  useEffect(() => {
    let live = true;
    void tracked(import('./korea-coast.json')).then((module) => {
      if (live) setCoast(module.default as Coast);
    });
    return () => {
      live = false;
    };
  }, []);
  return coast;
}

/** The land under the tiles, drawn plain: it is all a visitor sees when no tile arrives. */
export function CoastLayer() {
  const coast = useCoast();
  if (!coast) return null;
  return (
    <GeoJSON
      data={coast}
      interactive={false}
      style={(f) => ({
        stroke: true,
        weight: f?.properties?.korea ? 1.5 : 1,
        color: '#8a9a86',
        fillColor: f?.properties?.korea ? '#fbf8ef' : '#eeebe2',
        fillOpacity: 1,
      })}
    />
  );
}

export type TileState = 'waiting' | 'loaded' | 'failed';

/** Whether the tiles fail: an error before any tile has loaded (no network, blocked host). */
export function useTileState() {
  const [state, setState] = useState<TileState>('waiting');
  const handlers = {
    tileload: () => setState('loaded'),
    tileerror: () => setState((s) => (s === 'loaded' ? s : 'failed')),
  };
  return [state, handlers] as const;
}

/** OpenStreetMap's tiles, no key needed; `handlers` from useTileState. */
export function OsmTiles({ handlers }: { handlers: ReturnType<typeof useTileState>[1] }) {
  return (
    <TileLayer
      attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors · Natural Earth'
      url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      eventHandlers={handlers}
    />
  );
}
