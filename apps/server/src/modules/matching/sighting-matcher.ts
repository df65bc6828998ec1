import type { LatLng } from '@chajul/contracts';
import { distanceKm, pointOf } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { SmsAlert } from '../notifications/sms/sms.channel';
import type { Signer } from '../../lib/signer';
import type { Notifier } from '../notifications/notifier';
import type { Storage } from '../../lib/storage';
import { keyOf } from '../search/photo-models';
import { bestView, photoVectors, rivalScore } from './photo-vectors';
import type { LostFacts, SightingFacts } from './sighting-score';
import { CERTAIN_SCORE } from './match-score';
import {
  runnerUpOf,
  SIGHTING_RULES,
  sightingAlertBar,
  sightingScore,
  sightingShowBar,
} from './sighting-score';
import type { OpenLostReport, ScoredPair } from './sighting-matches.repository';
import * as repo from './sighting-matches.repository';
import * as vectorRepo from './sighting-vectors.repository';
import { alertPairs } from './sighting-alerts';

/** What both directions of lost ↔ found/seen matching need (ADR 131). */
export type SightingMatchDeps = {
  db: Db;
  storage: Storage;
  embeddings: () => EmbeddingService;
  signer: Signer;
  notifier: Notifier;
  baseUrl: string;
  log: FastifyBaseLogger;
  /** Texts for the alerts that matter most (ADR 250): `app.sms.send`; none in some tests. */
  texts?: (alert: SmsAlert) => Promise<unknown>;
};

/** A sighting this long after the loss may still be the dog; older reports are not asked. */
const WINDOW_DAYS = 180;
/** Farther than this from where it was lost, a sighting is not considered at all. */
const MAX_KM = 150;
/** Sightings or families kept per side, best first. */
const KEPT = 10;
const DAY_MS = 86_400_000;

type Sighting = repo.SightingForMatching;
const dayOf = (at: Date) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const pin = (s: { lat: number | null; lng: number | null }): LatLng | null =>
  s.lat !== null && s.lng !== null ? [s.lat, s.lng] : null;

const lostFacts = (r: OpenLostReport): LostFacts => r;
const sightingFacts = (s: Omit<Sighting, 'status' | 'hiddenAt'>): SightingFacts => ({
  kind: s.kind as SightingFacts['kind'],
  seenAt: s.seenAt.toISOString(),
  region: s.region,
  district: s.district,
  point: pin(s),
  breed: s.breed,
  colour: s.colour,
  size: s.size as SightingFacts['size'],
  gender: s.gender as SightingFacts['gender'],
  text: s.text,
});

const far = (
  r: { region: string; district: string; point: LatLng | null },
  s: Parameters<typeof sightingFacts>[0],
) => {
  const a = r.point ?? pointOf(r.region, r.district);
  const b = pin(s) ?? pointOf(s.region, s.district);
  return a !== undefined && b !== undefined && distanceKm(a, b) > MAX_KM;
};

/** The sighting's photo vectors, embedding what is new. */
async function sightingPhotoVectors(deps: SightingMatchDeps, sightingId: number) {
  const embeddings = deps.embeddings();
  const key = keyOf(embeddings);
  const photos = await vectorRepo.sightingPhotoKeysOf(deps.db, sightingId);
  await vectorRepo.deleteStaleSightingVectors(deps.db, sightingId, photos);
  return photoVectors({
    photos,
    stored: await vectorRepo.sightingVectors(deps.db, key, sightingId),
    embeddings,
    storage: deps.storage,
    save: (imageKey, photo) =>
      vectorRepo.saveSightingEmbedding(deps.db, key, { sightingId, imageKey, ...photo }),
  });
}

/**
 * `explicit`: the finder answered from this report; `certain`: both carry the same
 * 동물등록번호 (ADR 151). Either way the pair is kept and alerts, whatever its score.
 */
export type Pair = ScoredPair & { alertBar: number; explicit: boolean; certain: boolean };

/** The same 동물등록번호 on the report and the sighting: the same dog. */
const isCertain = (report: { microchip: string | null }, sighting: { microchip: string | null }) =>
  sighting.microchip !== null && sighting.microchip === report.microchip;
type Scored = { report: OpenLostReport; similarity: number | null; score: number | null };
export type Sight = Omit<Sighting, 'status' | 'hiddenAt'>;

/** The sighting against each report: the best photo view (null without), and the score. */
function scoreAgainst(
  sighting: Sight,
  vectors: Float32Array[],
  reports: OpenLostReport[],
  reportVectors: Map<number, Float32Array[]>,
): Scored[] {
  const facts = sightingFacts(sighting);
  return reports.map((report) => {
    const similarity = bestView(vectors, reportVectors.get(report.id) ?? []);
    return { report, similarity, score: sightingScore(similarity, lostFacts(report), facts) };
  });
}

/**
 * A pair's alert bar (ADR 231): at least a floor, and clearly above the runner-up among the
 * reports scored the same way (with the photo, or by place and words alone), so that only the
 * report that stands first alerts.
 */
function alertBarsOf(scored: Scored[], vectors: Map<number, Float32Array[]>) {
  const words = runnerUpOf(
    scored.flatMap((s) => (s.score !== null && s.similarity === null ? [s.score] : [])),
  );
  const withVectors = (report: OpenLostReport) => ({
    id: report.id,
    vectors: vectors.get(report.id) ?? [],
  });
  const photoFirst = scored
    .flatMap((s) =>
      s.score !== null && s.similarity !== null
        ? [{ report: withVectors(s.report), score: s.score }]
        : [],
    )
    .sort((a, b) => b.score - a.score);
  return (report: OpenLostReport, hasPhoto: boolean) =>
    hasPhoto
      ? sightingAlertBar(
          true,
          rivalScore(withVectors(report), photoFirst),
          SIGHTING_RULES,
          photoFirst.length,
        )
      : sightingAlertBar(false, words);
}

/** Certain pairs first, then explicit answers, then best first. */
const pairOrder = (a: Pair, b: Pair) =>
  Number(b.certain) - Number(a.certain) ||
  Number(b.explicit) - Number(a.explicit) ||
  b.score - a.score;

/** The pairs worth keeping, in `pairOrder`. */
function pairsOf(
  sighting: Sight,
  scored: Scored[],
  barOf: (report: OpenLostReport, hasPhoto: boolean) => number,
): Pair[] {
  return scored
    .flatMap(({ report, similarity, score }): Pair[] => {
      const explicit = report.id === sighting.lostReportId;
      const certain = isCertain(report, sighting);
      const hasPhoto = similarity !== null;
      if (!explicit && !certain && (score === null || score < sightingShowBar(hasPhoto))) {
        return [];
      }
      return [
        {
          lostReportId: report.id,
          sightingId: sighting.id,
          similarity,
          score: certain ? CERTAIN_SCORE : Math.max(score ?? 0, sightingShowBar(hasPhoto)),
          alertBar: barOf(report, hasPhoto),
          explicit,
          certain,
        },
      ];
    })
    .sort(pairOrder);
}

/**
 * Open lost reports a sighting may belong to, with the vectors of their dog photos: those
 * lost around when it was seen, and any with its 동물등록번호 (ADR 151).
 */
async function reportsAround(
  deps: SightingMatchDeps,
  sighting: Pick<Sight, 'seenAt' | 'microchip'>,
) {
  const { seenAt } = sighting;
  const from = dayOf(new Date(seenAt.getTime() - WINDOW_DAYS * DAY_MS));
  const to = dayOf(new Date(seenAt.getTime() + 3 * DAY_MS));
  const reports = await repo.openReportsLostBetween(deps.db, from, to, sighting.microchip);
  const vectors = await vectorRepo.reportVectorsOf(
    deps.db,
    keyOf(deps.embeddings()),
    reports.map((r) => r.id),
  );
  return { reports, vectors };
}

/** Kept whatever the distance: the report the finder answered from, or a certain one. */
const keptFar = (r: OpenLostReport, s: Sight) => r.id === s.lostReportId || isCertain(r, s);

/**
 * A sighting that went public (or was edited) meets the open lost reports: its candidates
 * are listed for each family, and each new pair at or above the bar (or the report the finder
 * answered from) tells the family and the finder once. A sighting deleted meanwhile (its rows
 * go with it) leaves nothing to do, not a failed job tried again.
 */
export async function matchSighting(deps: SightingMatchDeps, sightingId: number): Promise<void> {
  try {
    await matchSightingOnce(deps, sightingId);
  } catch (error) {
    if (!(await repo.findSightingForMatching(deps.db, sightingId))) return;
    throw error;
  }
}

async function matchSightingOnce(deps: SightingMatchDeps, sightingId: number): Promise<void> {
  const sighting = await repo.findSightingForMatching(deps.db, sightingId);
  if (!sighting || sighting.status !== 'OPEN' || sighting.hiddenAt) return;
  const vectors = await sightingPhotoVectors(deps, sightingId);
  const around = await reportsAround(deps, sighting);
  const reports = around.reports.filter((r) => !far(r, sighting) || keptFar(r, sighting));
  const scored = scoreAgainst(sighting, vectors, reports, around.vectors);
  const pairs = pairsOf(sighting, scored, alertBarsOf(scored, around.vectors)).slice(0, KEPT);
  const fresh = await repo.replaceSightingPairs(deps.db, { sightingId }, pairs.map(stripPair));
  await alertPairs(
    deps,
    pairs,
    fresh,
    { reports, sightings: [sighting] },
    { owner: true, finder: true },
  );
}

/**
 * A lost report just saved meets the open sightings: its sighting candidates are listed for
 * the owner (who is looking, so not alerted), and each finder of a new pair at or above the
 * bar is told there may be a family. A sighting's bar is measured against every open report,
 * as when it was posted.
 */
export async function matchReportWithSightings(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  vectors: Float32Array[],
): Promise<void> {
  const since = new Date(Date.parse(`${report.dateLost}T00:00:00+09:00`) - 3 * DAY_MS);
  const sightings = (await repo.openSightingsSince(deps.db, since, report.microchip)).filter(
    (s) => !far(report, s) || keptFar(report, s),
  );
  const sightingVectors = await vectorRepo.sightingVectorsOf(
    deps.db,
    keyOf(deps.embeddings()),
    sightings.map((s) => s.id),
  );
  const own = new Map([[report.id, vectors]]);
  const pairs = sightings
    .flatMap((sighting) =>
      pairsOf(
        sighting,
        scoreAgainst(sighting, sightingVectors.get(sighting.id) ?? [], [report], own),
        () => Infinity,
      ),
    )
    .sort(pairOrder)
    .slice(0, KEPT);
  const fresh = await repo.replaceSightingPairs(
    deps.db,
    { lostReportId: report.id },
    pairs.map(stripPair),
  );
  // Only fresh pairs may alert: their bars are worked out against every open report.
  for (const pair of pairs) {
    const sighting = sightings.find((s) => s.id === pair.sightingId)!;
    if (!pair.explicit && !pair.certain && fresh.some((f) => f.sightingId === pair.sightingId)) {
      const around = await reportsAround(deps, sighting);
      const others = around.reports.filter((r) => !far(r, sighting) || r.id === report.id);
      around.vectors.set(report.id, vectors);
      pair.alertBar = alertBarsOf(
        scoreAgainst(sighting, sightingVectors.get(sighting.id) ?? [], others, around.vectors),
        around.vectors,
      )(report, pair.similarity !== null);
    }
  }
  // The owner is looking at the list, so only a certain pair tells them too (ADR 151).
  const rows = { reports: [report], sightings };
  const certain = pairs.filter((p) => p.certain);
  await alertPairs(deps, certain, fresh, rows, { owner: true, finder: true });
  const others = pairs.filter((p) => !p.certain);
  await alertPairs(deps, others, fresh, rows, { owner: false, finder: true });
}

const stripPair = ({ lostReportId, sightingId, similarity, score }: Pair): ScoredPair => ({
  lostReportId,
  sightingId,
  similarity,
  score,
});
