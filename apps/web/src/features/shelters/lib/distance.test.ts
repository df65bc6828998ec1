import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatDistance, haversineKm, sortByDistance } from './distance';

const seoulCityHall = { lat: 37.5665, lng: 126.978 };
const suwon = { lat: 37.2636, lng: 127.0286 };
const busan = { lat: 35.1796, lng: 129.0756 };

describe('haversineKm', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian is πR/2 with that radius.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
  });

  it('gives known distances between Korean cities', () => {
    expect(haversineKm(seoulCityHall, seoulCityHall)).toBe(0);
    expect(haversineKm(seoulCityHall, suwon)).toBeCloseTo(33.95, 1);
    expect(haversineKm(seoulCityHall, busan)).toBeCloseTo(325.0, 0);
    expect(haversineKm(suwon, seoulCityHall)).toBeCloseTo(haversineKm(seoulCityHall, suwon), 9);
  });
});

describe('sortByDistance', () => {
  const shelters = [
    { name: 'no position', lat: null, lng: null },
    { name: 'busan', ...busan },
    { name: 'suwon', ...suwon },
    { name: 'also no position', lat: null, lng: null },
    { name: 'seoul', lat: 37.57, lng: 126.98 },
  ];

  it('puts the nearest first and shelters without coordinates last, in their order', () => {
    const sorted = sortByDistance(shelters, seoulCityHall);
    expect(sorted.map((s) => s.name)).toEqual([
      'seoul',
      'suwon',
      'busan',
      'no position',
      'also no position',
    ]);
    expect(sorted[0]?.distanceKm).toBeLessThan(1);
    expect(sorted[3]?.distanceKm).toBeNull();
  });

  it('changes order when the user is elsewhere and leaves the input alone', () => {
    const fromBusan = sortByDistance(shelters, { lat: 35.1, lng: 129.0 });
    expect(fromBusan.map((s) => s.name).slice(0, 3)).toEqual(['busan', 'suwon', 'seoul']);
    expect(shelters[0]?.name).toBe('no position');
  });
});

describe('formatDistance', () => {
  it('shows metres under a kilometre and one decimal above', () => {
    expect(formatDistance(0.4567)).toBe('457m');
    expect(formatDistance(12.345)).toBe('12.3km');
  });
});
