import type { Db } from '../../db/client';
import { DEMO_SHELTERS } from './demo-shelters';
import { countShelters, upsertShelters } from '../../modules/shelters/shelters.repository';

/**
 * The demo data set's shelters (one per 경기도 city, DEMO_SHELTERS), marked 'demo' so a
 * later real import replaces them. Skipped when the table already holds anything.
 */
export async function seedDemoShelters(db: Db): Promise<number> {
  if ((await countShelters(db)) > 0) return 0;
  await upsertShelters(
    db,
    DEMO_SHELTERS.map((s, i) => ({
      careRegNo: s.careRegNo,
      careNm: s.careNm,
      careTel: s.careTel,
      careAddr: s.careAddr,
      lat: s.lat,
      lng: s.lng,
      orgNm: `경기도 ${s.city}`,
      divisionNm: '법인',
      saveTrgtAnimal: i % 3 === 0 ? '개, 고양이, 기타' : '개, 고양이',
      weekOprStime: '09:00',
      weekOprEtime: '18:00',
      weekendOprStime: i % 2 === 0 ? '10:00' : null,
      weekendOprEtime: i % 2 === 0 ? '15:00' : null,
      closeDay: i % 2 === 0 ? '일요일' : '토요일+일요일',
      source: 'demo',
    })),
  );
  return DEMO_SHELTERS.length;
}
