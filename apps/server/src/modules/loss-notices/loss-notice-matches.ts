import type { LossNotice, LossNoticeMatchQuery } from '@chajul/contracts';
import { and, desc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LossNoticeRow } from '../../db/schema';
import { lossNotices } from '../../db/schema';
import type { LostFacts, SightingFacts } from '../matching/sighting-score';
import { SIGHTING_RULES, sightingScore, sightingShowBar } from '../matching/sighting-score';
import { bestView } from '../matching/photo-vectors';
import type { ModelKey } from '../search/search.repository';
import { lossNoticeOf } from './loss-notices.repository';
import { noticeVectors } from './loss-notices.vectors';

/** Every column but the vector, which only photo questions read (noticeVectors). */
const { vector, ...noticeColumns } = getTableColumns(lossNotices);

/** How far back a notice may have been lost and still be looked at. */
const LOOK_BACK_DAYS = 90;
/** Notices of the 시/도 read per question before they are scored. */
const READ_LIMIT = 500;
export const MATCHES_SHOWN = 5;

const DAY_MS = 86_400_000;
const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A notice as the sighting scorer reads a lost report: its place, day and words. */
export const noticeFacts = (row: Omit<LossNoticeRow, 'vector'>): LostFacts => ({
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
 * scored as a found report is against lost reports (sighting-score.ts, the same rules and
 * bars), best first: with the photo where both the asking post and the notice have one (ADR
 * 259), else by words, place and time. No alert goes anywhere: the family has no contact here.
 */
export async function lossNoticesLike(
  db: Db,
  query: LossNoticeMatchQuery,
  photo?: { key: ModelKey; vectors: Float32Array[] },
): Promise<LossNotice[]> {
  const rows = await db
    .select(noticeColumns)
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
  const vectors = photo?.vectors.length
    ? await noticeVectors(
        db,
        photo.key,
        rows.map((r) => r.id),
      )
    : new Map<number, Float32Array>();
  return rows
    .map((row) => {
      const own = vectors.get(row.id);
      const similarity = own ? bestView(photo!.vectors, [own]) : null;
      const score = sightingScore(similarity, noticeFacts(row), sighting);
      return { row, score, bar: sightingShowBar(similarity !== null) };
    })
    .filter((s): s is typeof s & { score: number } => s.score !== null && s.score >= s.bar)
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCHES_SHOWN)
    .map((s) => lossNoticeOf(s.row));
}
