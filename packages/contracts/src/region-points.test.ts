import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_NAMES, type Region } from './regions';
import { REGION_POINTS, distanceKm, parsePlace, placePoint, pointOf } from './region-points';

/** Generous boxes around each 시/도 ([south, north, west, east]), to catch typos in the points. */
const BOXES: Record<Region, readonly [number, number, number, number]> = {
  서울특별시: [37.42, 37.72, 126.76, 127.19],
  인천광역시: [36.9, 38.0, 124.5, 126.85],
  경기도: [36.85, 38.3, 126.35, 127.9],
  강원특별자치도: [37.0, 38.65, 127.05, 129.4],
  충청남도: [35.95, 37.1, 125.9, 127.65],
  세종특별자치시: [36.4, 36.75, 127.15, 127.4],
  대전광역시: [36.18, 36.5, 127.24, 127.56],
  충청북도: [35.95, 37.3, 127.25, 128.7],
  경상북도: [35.55, 37.6, 127.75, 131.0],
  대구광역시: [35.6, 36.35, 128.35, 128.8],
  전북특별자치도: [35.28, 36.2, 126.35, 127.95],
  경상남도: [34.5, 35.95, 127.55, 129.3],
  울산광역시: [35.3, 35.75, 128.95, 129.5],
  부산광역시: [34.85, 35.4, 128.75, 129.35],
  광주광역시: [35.05, 35.27, 126.64, 127.02],
  전라남도: [33.8, 35.5, 125.0, 127.9],
  제주특별자치도: [33.1, 33.6, 126.1, 127.0],
};

const at = (region: Region, district = ''): [number, number] => {
  const point = pointOf(region, district);
  if (!point) throw new Error(`no point for ${region} ${district}`);
  return point;
};

describe('REGION_POINTS', () => {
  it('has a point for every 시/도 and every 시/군/구, and nothing else', () => {
    for (const region of REGION_NAMES) {
      expect(Object.keys(REGION_POINTS[region]).sort()).toEqual(['', ...REGIONS[region]].sort());
    }
    const total = REGION_NAMES.reduce((n, r) => n + Object.keys(REGION_POINTS[r]).length, 0);
    expect(total).toBe(229 + 17);
  });

  it('puts every point inside its 시/도 and inside Korea', () => {
    for (const region of REGION_NAMES) {
      const [south, north, west, east] = BOXES[region];
      for (const [district, [lat, lng]] of Object.entries(REGION_POINTS[region])) {
        const where = `${region} ${district}: ${lat}, ${lng}`;
        expect(lat >= 33 && lat <= 38.7 && lng >= 124.5 && lng <= 131.9, where).toBe(true);
        expect(lat >= south && lat <= north && lng >= west && lng <= east, where).toBe(true);
      }
    }
  });
});

describe('distanceKm', () => {
  it('is zero for one point and symmetric', () => {
    const seoul = at('서울특별시');
    const busan = at('부산광역시');
    expect(distanceKm(seoul, seoul)).toBe(0);
    expect(distanceKm(seoul, busan)).toBeCloseTo(distanceKm(busan, seoul), 9);
  });

  it('gives sensible distances between places', () => {
    expect(distanceKm(at('서울특별시', '강남구'), at('서울특별시', '강북구'))).toBeLessThan(20);
    const suwonSeongnam = distanceKm(at('경기도', '수원시'), at('경기도', '성남시'));
    expect(suwonSeongnam).toBeGreaterThan(15);
    expect(suwonSeongnam).toBeLessThan(30);
    const seoulBusan = distanceKm(at('서울특별시', '종로구'), at('부산광역시', '중구'));
    expect(seoulBusan).toBeGreaterThan(300);
    expect(seoulBusan).toBeLessThan(350);
    const jeju = distanceKm(at('제주특별자치도', '제주시'), at('제주특별자치도', '서귀포시'));
    expect(jeju).toBeGreaterThan(20);
    expect(jeju).toBeLessThan(40);
  });

  it('matches a known great-circle distance', () => {
    // One degree of latitude is 6371 · π / 180 ≈ 111.19 km.
    expect(distanceKm([36, 127], [37, 127])).toBeCloseTo(111.19, 1);
  });
});

describe('pointOf', () => {
  it("gives the district's point, else the region's, else nothing", () => {
    expect(pointOf('경기도', '수원시')).toEqual(REGION_POINTS['경기도']['수원시']);
    expect(pointOf('경기도')).toEqual(REGION_POINTS['경기도']['']);
    expect(pointOf('경기도', null)).toEqual(REGION_POINTS['경기도']['']);
    expect(pointOf('경기도', '없는시')).toEqual(REGION_POINTS['경기도']['']);
    expect(pointOf('세종특별자치시', '')).toEqual(REGION_POINTS['세종특별자치시']['']);
    expect(pointOf('없는도', '수원시')).toBeUndefined();
    expect(pointOf('constructor')).toBeUndefined();
    expect(pointOf('경기도', 'constructor')).toEqual(REGION_POINTS['경기도']['']);
  });

  it('returns a copy that cannot change the table', () => {
    const point = at('경기도', '수원시');
    point[0] = 0;
    expect(REGION_POINTS['경기도']['수원시'][0]).not.toBe(0);
  });
});

describe('parsePlace', () => {
  it('names the 시/도 and 시/군/구 the way the region list writes them', () => {
    expect(parsePlace('경상남도 창원시 마산합포구')).toEqual({
      region: '경상남도',
      district: '창원시',
    });
    expect(parsePlace('강원도 삼척시')).toEqual({ region: '강원특별자치도', district: '삼척시' });
    expect(parsePlace('경상북도 군위군')).toEqual({ region: '대구광역시', district: '군위군' });
    expect(parsePlace('충청남도 연기군')).toEqual({
      region: '세종특별자치시',
      district: undefined,
    });
    expect(parsePlace('세종특별자치시')).toEqual({ region: '세종특별자치시', district: undefined });
    expect(parsePlace('경기도 없는시')).toEqual({ region: '경기도', district: undefined });
    expect(parsePlace('수원시')).toBeUndefined();
    expect(parsePlace(null)).toBeUndefined();
  });
});

describe('placePoint', () => {
  const point = (region: Region, district: string) => REGION_POINTS[region][district as never];

  it('reads a 시/도 and a 시/군/구', () => {
    expect(placePoint('경기도 수원시')).toEqual(point('경기도', '수원시'));
    expect(placePoint('서울특별시 강남구')).toEqual(point('서울특별시', '강남구'));
    expect(placePoint('제주특별자치도 서귀포시')).toEqual(point('제주특별자치도', '서귀포시'));
    expect(placePoint('부산광역시 중구')).toEqual(point('부산광역시', '중구'));
  });

  it('ignores a trailing 일반구 and extra spaces', () => {
    expect(placePoint('경기도 수원시 팔달구')).toEqual(point('경기도', '수원시'));
    expect(placePoint('  경기도   수원시  팔달구 ')).toEqual(point('경기도', '수원시'));
    expect(placePoint('경기도 수원시팔달구')).toEqual(point('경기도', '수원시'));
    expect(placePoint('경상남도 창원시 마산합포구')).toEqual(point('경상남도', '창원시'));
    expect(placePoint('경상북도 포항시 남구')).toEqual(point('경상북도', '포항시'));
  });

  it('reads former and short names', () => {
    expect(placePoint('강원도 춘천시')).toEqual(point('강원특별자치도', '춘천시'));
    expect(placePoint('전라북도 전주시')).toEqual(point('전북특별자치도', '전주시'));
    expect(placePoint('전라북도 전주시 완산구')).toEqual(point('전북특별자치도', '전주시'));
    expect(placePoint('서울 강남구')).toEqual(point('서울특별시', '강남구'));
    expect(placePoint('경기 성남시')).toEqual(point('경기도', '성남시'));
    expect(placePoint('광주 북구')).toEqual(point('광주광역시', '북구'));
  });

  it('maps 군위군 to 대구 and 인천 중구/동구 to 제물포구', () => {
    expect(placePoint('대구광역시 군위군')).toEqual(point('대구광역시', '군위군'));
    expect(placePoint('경상북도 군위군')).toEqual(point('대구광역시', '군위군'));
    expect(placePoint('인천광역시 중구')).toEqual(point('인천광역시', '제물포구'));
    expect(placePoint('인천광역시 동구')).toEqual(point('인천광역시', '제물포구'));
    expect(placePoint('인천광역시 남구')).toEqual(point('인천광역시', '미추홀구'));
    expect(placePoint('인천광역시 영종구')).toEqual(point('인천광역시', '영종구'));
  });

  it('falls back to the 시/도 for 세종 or an unknown district', () => {
    expect(placePoint('세종특별자치시')).toEqual(point('세종특별자치시', ''));
    expect(placePoint('세종특별자치시 조치원읍')).toEqual(point('세종특별자치시', ''));
    expect(placePoint('경기도')).toEqual(point('경기도', ''));
    expect(placePoint('경기도 없는시')).toEqual(point('경기도', ''));
  });

  it('returns undefined for nonsense', () => {
    expect(placePoint(null)).toBeUndefined();
    expect(placePoint(undefined)).toBeUndefined();
    expect(placePoint('')).toBeUndefined();
    expect(placePoint('   ')).toBeUndefined();
    expect(placePoint('아무말 대잔치')).toBeUndefined();
    expect(placePoint('수원시')).toBeUndefined();
    expect(placePoint('constructor')).toBeUndefined();
    expect(placePoint('toString 강남구')).toBeUndefined();
  });
});
