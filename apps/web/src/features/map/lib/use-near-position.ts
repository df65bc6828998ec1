import { useEffect, useState } from 'react';
import type { Position } from './map-filters';

export type Locating =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'found'; position: Position }
  | { state: 'refused' }
  | { state: 'unavailable' };

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** The reader's position while "near me" is on, asked of the browser; refusal is told, not hidden. */
export function useNearPosition(wanted: boolean): Locating {
  const [answer, setAnswer] = useState<Locating>();
  useEffect(() => {
    if (!wanted || !hasGeolocation()) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live)
          setAnswer({ state: 'found', position: { lat: coords.latitude, lng: coords.longitude } });
      },
      (error) => {
        if (live)
          setAnswer({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!wanted) return { state: 'off' };
  if (!hasGeolocation()) return { state: 'unavailable' };
  return answer ?? { state: 'locating' };
}
