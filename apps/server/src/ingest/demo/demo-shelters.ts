import { GYEONGGI } from '@chajul/contracts';

/** Approximate centres of the 31 cities and counties of 경기도 (WGS84). */
const CITY_CENTRES: Record<string, [number, number]> = {
  가평군: [37.8315, 127.5105],
  고양시: [37.6584, 126.832],
  과천시: [37.4292, 126.9876],
  광명시: [37.4786, 126.8646],
  광주시: [37.4294, 127.2551],
  구리시: [37.5943, 127.1296],
  군포시: [37.3616, 126.9352],
  김포시: [37.6153, 126.7157],
  남양주시: [37.636, 127.2165],
  동두천시: [37.9036, 127.0606],
  부천시: [37.5034, 126.766],
  성남시: [37.42, 127.1267],
  수원시: [37.2636, 127.0286],
  시흥시: [37.38, 126.8029],
  안산시: [37.3219, 126.8309],
  안성시: [37.008, 127.2797],
  안양시: [37.3943, 126.9568],
  양주시: [37.7853, 127.0458],
  양평군: [37.4917, 127.4875],
  여주시: [37.2983, 127.6374],
  연천군: [38.0966, 127.0748],
  오산시: [37.1499, 127.0775],
  용인시: [37.2411, 127.1776],
  의왕시: [37.3447, 126.9683],
  의정부시: [37.7381, 127.0337],
  이천시: [37.272, 127.435],
  파주시: [37.76, 126.7799],
  평택시: [36.9921, 127.1129],
  포천시: [37.8949, 127.2003],
  하남시: [37.5393, 127.2149],
  화성시: [37.1995, 126.8311],
};

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
 * few kilometres from the city centre, 031 phone numbers. Deterministic, so every new
 * database gets the same shelters.
 */
export const DEMO_SHELTERS: DemoShelter[] = Object.entries(CITY_CENTRES).map(
  ([city, [lat, lng]], i) => {
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
  },
);
