import type { Shelter } from '@chajul/contracts';
import type { LatLng } from '../lib/distance';

export type PlacedShelter = Shelter & LatLng;

/** Where to pan; `seq` changes on every request, so a second click on the same item pans again. */
export type MapFocus = LatLng & { careRegNo?: string; seq: number };

/** The one interface both map providers implement (Leaflet, Kakao). */
export type ProviderProps = {
  shelters: readonly PlacedShelter[];
  user: LatLng | undefined;
  focus: MapFocus | undefined;
};

/** Publishes the centre on the container, so tests (and people debugging) can read it. */
export function reportCentre(container: HTMLElement, centre: LatLng) {
  container.dataset.centerLat = centre.lat.toFixed(6);
  container.dataset.centerLng = centre.lng.toFixed(6);
}
