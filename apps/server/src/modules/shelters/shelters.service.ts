import type { Shelter, SheltersResponse } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { ShelterRow } from '../../db/schema';
import { shelterMessages } from '@chajul/contracts';
import { notFound } from '../../errors';
import { findShelter, listShelters } from './shelters.repository';

export function toShelter(row: ShelterRow): Shelter {
  return {
    careRegNo: row.careRegNo,
    careNm: row.careNm,
    careTel: row.careTel,
    careAddr: row.careAddr,
    jibunAddr: row.jibunAddr,
    lat: row.lat,
    lng: row.lng,
    orgNm: row.orgNm,
    divisionNm: row.divisionNm,
    saveTrgtAnimal: row.saveTrgtAnimal,
    weekOprStime: row.weekOprStime,
    weekOprEtime: row.weekOprEtime,
    weekendOprStime: row.weekendOprStime,
    weekendOprEtime: row.weekendOprEtime,
    closeDay: row.closeDay,
  };
}

/**
 * A page of shelters in the public API's envelope (docs/design.md §3), so the spec's client
 * loop (batches of 500 until a short one) reads our table as it would read the source.
 * `page` is zero-based like the rest of this API and echoed as `pageNo`.
 */
export async function shelterPage(
  db: Db,
  { page, size }: { page: number; size: number },
): Promise<SheltersResponse> {
  const { rows, total } = await listShelters(db, { offset: page * size, limit: size });
  return {
    response: {
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: {
        items: { item: rows.map(toShelter) },
        numOfRows: size,
        pageNo: page,
        totalCount: total,
      },
    },
  };
}

/** One shelter for its page; its dogs come from the dog list's `shelterId` filter. */
export async function getShelter(db: Db, careRegNo: string): Promise<Shelter> {
  const row = await findShelter(db, careRegNo);
  if (!row) throw notFound(shelterMessages.notFound);
  return toShelter(row);
}
