import { distanceKm, REGION_POINTS } from '@chajul/contracts';
import type { LatLng } from '@chajul/contracts';
import type { Place } from './match-world';

/** 경기도's 시/군/구 with their offices: the one 시/도 of the street bench. */
export const gyeonggiPlaces: Place[] = Object.entries(
  REGION_POINTS['경기도'] as Record<string, LatLng>,
)
  .filter(([district]) => district !== '')
  .map(([district, point]) => ({ region: '경기도', district, point }));

export const kmBetween = (a: Place, b: Place) => distanceKm(a.point, b.point);
