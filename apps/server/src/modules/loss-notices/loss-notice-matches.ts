import type { LossNotice, LossNoticeMatchQuery } from '@chajul/contracts';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LossNoticeRow } from '../../db/schema';
import { lossNotices } from '../../db/schema';
import type { LostFacts, SightingFacts } from '../matches/sighting-score';
import { SIGHTING_RULES, sightingScore, sightingShowBar } from '../matches/sighting-score';
import { lossNoticeOf } from './loss-notices.repository';

/** How far back a notice may have been lost and still be looked at. */
const LOOK_BACK_DAYS = 90;
/** Notices of the 시/도 read per question before they are scored. */
const READ_LIMIT = 500;
export const MATCHES_SHOWN = 5;

const DAY_MS = 86_400_000;
const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A notice as the sighting scorer reads a lost report: its place, day and words. */
export const noticeFacts = (row: LossNoticeRow): LostFacts => ({
  region: row.region,
  district: row.district,
  dateLost: row.lostDate!,
  species: row.species,
  gender: row.gender,
  colour: row.colour,
  text: [row.age, row.content].filter(Boolean).join(' '),
});

/**
 * The open national notices that may be the dog a finder has or saw, or a shelter holds (ADR
 * 247): those of the same 시/도 lost up to 90 days before (and 3 after, as for lost reports),
 * scored as a found report is against lost reports without a photo (sighting-score.ts, the
 * same rules and bar), best first. Notices have no photo vectors yet, so words, place and
 * time decide; no alert goes anywhere: the family has no contact here.
 */
export async function lossNoticesLike(db: Db, query: LossNoticeMatchQuery): Promise<LossNotice[]> {
  const rows = await db
    .select()
    .from(lossNotices)
    .where(
      and(
        eq(lossNotices.status, 'OPEN'),
        eq(lossNotices.region, query.region),
        gte(lossNotices.lostDate, dayShift(query.date, -LOOK_BACK_DAYS)),
        lte(lossNotices.lostDate, dayShift(query.date, SIGHTING_RULES.marginDays)),
      ),
    )
    .orderBy(desc(lossNotices.lostDate))
    .limit(READ_LIMIT);
  const sighting: SightingFacts = {
    kind: 'FOUND',
    seenAt: `${query.date}T12:00:00+09:00`,
    region: query.region,
    district: query.district ?? '',
    breed: query.species ?? null,
    colour: query.colour ?? null,
    size: query.size ?? null,
    gender: query.gender ?? null,
    text: query.text ?? null,
  };
  const bar = sightingShowBar(false);
  return rows
    .map((row) => ({ row, score: sightingScore(null, noticeFacts(row), sighting) }))
    .filter((s): s is { row: LossNoticeRow; score: number } => s.score !== null && s.score >= bar)
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCHES_SHOWN)
    .map((s) => lossNoticeOf(s.row));
}
