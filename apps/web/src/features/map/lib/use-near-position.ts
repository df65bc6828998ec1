import { useEffect, useState } from 'react';
import type { Position } from './map-filters';

export type Locating =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'found'; position: Position }
  | { state: 'refused' }
  | { state: 'unavailable' };

/** The reader's position while "near me" is on, asked of the browser; refusal is told, not hidden. */
export function useNearPosition(wanted: boolean): Locating {
  const [found, setFound] = useState<Locating>({ state: 'off' });
  useEffect(() => {
    if (!wanted) return;
    if (!('geolocation' in navigator)) {
      setFound({ state: 'unavailable' });
      return;
    }
    let live = true;
    setFound((now) => (now.state === 'found' ? now : { state: 'locating' }));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live)
          setFound({ state: 'found', position: { lat: coords.latitude, lng: coords.longitude } });
      },
      (error) => {
        if (live)
          setFound({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? found : { state: 'off' };
}
