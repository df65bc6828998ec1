import { GYEONGGI, GYEONGGI_CITIES, pointOf } from '@chajul/contracts';

export type DemoShelter = {
  careRegNo: string;
  careNm: string;
  careTel: string;
  careAddr: string;
  city: string;
  lat: number;
  lng: number;
};

/**
 * One demo shelter per city of 경기도, the same list for the demo dogs and the shelter map:
 * real city names, addresses in the public data's "경기도 {city} …" form, coordinates a
 * few kilometres from the city hall (REGION_POINTS), 031 phone numbers. Deterministic, so every new
 * database gets the same shelters.
 */
export const DEMO_SHELTERS: DemoShelter[] = [...GYEONGGI_CITIES].sort().map((city, i) => {
  const [lat, lng] = pointOf(GYEONGGI, city)!;
  const stem = city.slice(0, -1);
  return {
    careRegNo: `4${String(41000 + i * 17).padStart(5, '0')}20200000${String(i + 1).padStart(2, '0')}`,
    careNm: `${city}동물보호센터`,
    careTel: `031-${String(300 + ((i * 37) % 600)).padStart(3, '0')}-${String(1000 + ((i * 7919) % 9000)).padStart(4, '0')}`,
    careAddr: `${GYEONGGI} ${city} ${stem}로${(i % 9) + 1}번길 ${10 + ((i * 13) % 90)}`,
    city,
    lat: Math.round((lat + ((i % 5) - 2) * 0.012) * 1e6) / 1e6,
    lng: Math.round((lng + ((i % 7) - 3) * 0.011) * 1e6) / 1e6,
  };
});
