import { useEffect, useRef, useState } from 'react';
import type { LatLng } from './distance';

/**
 * The browser's idea of where the user is, asked once; `onFound` hears when it arrives. Refusal, timeout or no
 * geolocation at all leave it undefined: spec §8 says geolocation failures are ignored.
 */
export function useMyPosition(onFound?: (position: LatLng) => void): LatLng | undefined {
  const [position, setPosition] = useState<LatLng>();
  const callback = useRef(onFound);
  useEffect(() => {
    callback.current = onFound;
  });
  useEffect(() => {
    if (!navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!live) return;
        const found = { lat: coords.latitude, lng: coords.longitude };
        setPosition(found);
        callback.current?.(found);
      },
      () => {},
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return position;
}
