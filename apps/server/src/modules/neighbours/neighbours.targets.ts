import { pointOf } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports, sightings } from '../../db/schema';
import { imagePathOf } from '../../lib/photo-set';
import { publicPointOfReport } from '../reports/report-point';

export type NeighbourEvent = 'LOST' | 'FOUND';

/**
 * What an area alert tells of a report (ADR 240): the rounded place, a short description, a
 * photo and a link; never the phone number or the exact pin. Undefined once it is no longer
 * open and public (closed, hidden, deleted, not yet confirmed).
 */
export type Target = {
  event: NeighbourEvent;
  id: number;
  /** The member who posted it: not told of their own report. */
  authorId: number | null;
  point: [number, number];
  place: string;
  summary: string;
  photoPath: string | null;
  path: string;
};

const words = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim()).join(' ');

export async function loadTarget(db: Db, event: NeighbourEvent, id: number) {
  return event === 'LOST' ? lostTarget(db, id) : foundTarget(db, id);
}

async function lostTarget(db: Db, id: number): Promise<Target | undefined> {
  const [row] = await db.select().from(lostReports).where(eq(lostReports.id, id));
  if (!row || row.status !== 'OPEN' || row.hiddenAt) return undefined;
  const point = publicPointOfReport({ ...row, authorId: row.authorId ?? 0 }, null);
  if (!point) return undefined;
  return {
    event: 'LOST',
    id,
    authorId: row.authorId,
    point: [point.lat, point.lng],
    place: words(row.region, row.district),
    summary: words(row.species, row.colour, row.gender, `${row.dateLost} 실종`),
    photoPath: row.thumbnailKey ? imagePathOf(row.thumbnailKey) : null,
    path: `/report/view?id=${id}`,
  };
}

/** The same grid as a lost report's pin (report-point.ts): the 동네, not the spot. */
const snap = (degrees: number) => Math.round(degrees * 200) / 200;

async function foundTarget(db: Db, id: number): Promise<Target | undefined> {
  const [row] = await db.select().from(sightings).where(eq(sightings.id, id));
  if (!row || row.kind !== 'FOUND' || row.status !== 'OPEN' || row.hiddenAt) return undefined;
  // Without a pin, the 시/군/구's point stands in, as on the map.
  const pin =
    row.lat !== null && row.lng !== null ? [row.lat, row.lng] : pointOf(row.region, row.district);
  if (!pin) return undefined;
  return {
    event: 'FOUND',
    id,
    authorId: row.authorId,
    point: [snap(pin[0]!), snap(pin[1]!)],
    place: words(row.region, row.district),
    summary: words(row.breed, row.colour, row.size, '발견'),
    photoPath: row.thumbnailKey ? imagePathOf(row.thumbnailKey) : null,
    path: `/sighting/view?id=${id}`,
  };
}
