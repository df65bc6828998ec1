import type { LatLng } from '@chajul/contracts';
import { distanceKm, pointOf } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';
import { keyOf } from '../search/photo-models';
import { linkToken } from '../sightings/sightings.link';
import { bestView, photoVectors } from './photo-vectors';
import type { LostFacts, SightingFacts } from './sighting-score';
import { sightingAlertBar, sightingScore, sightingShowBar } from './sighting-score';
import type { OpenLostReport, ScoredPair } from './sighting-matches.repository';
import * as repo from './sighting-matches.repository';
import { familyMail, sightingAlertMail } from './sighting-mails';
import { alertRecipient, insertNotification } from './notifications.repository';

/** What both directions of lost ↔ found/seen matching need (ADR 131). */
export type SightingMatchDeps = {
  db: Db;
  storage: Storage;
  embeddings: () => EmbeddingService;
  signer: Signer;
  mailer: Mailer;
  baseUrl: string;
  log: FastifyBaseLogger;
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

const lostFacts = (r: OpenLostReport): LostFacts => ({ ...r, point: null });
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

const far = (r: { region: string; district: string }, s: Parameters<typeof sightingFacts>[0]) => {
  const a = pointOf(r.region, r.district);
  const b = pin(s) ?? pointOf(s.region, s.district);
  return a !== undefined && b !== undefined && distanceKm(a, b) > MAX_KM;
};

/** The sighting's photo vectors, embedding what is new. */
async function sightingPhotoVectors(deps: SightingMatchDeps, sightingId: number) {
  const embeddings = deps.embeddings();
  const key = keyOf(embeddings);
  const photos = await repo.sightingPhotoKeysOf(deps.db, sightingId);
  await repo.deleteStaleSightingVectors(deps.db, sightingId, photos);
  return photoVectors({
    photos,
    stored: await repo.sightingVectors(deps.db, key, sightingId),
    embeddings,
    storage: deps.storage,
    save: (imageKey, vector) =>
      repo.saveSightingEmbedding(deps.db, key, { sightingId, imageKey, vector }),
  });
}

type Pair = ScoredPair & { alertBar: number; explicit: boolean };

/**
 * A sighting that went public (or was edited) meets the open lost reports: its candidates
 * are listed for each family, and each new pair at or above the bar (or the report the finder
 * answered from) tells the family and the finder once.
 */
export async function matchSighting(deps: SightingMatchDeps, sightingId: number): Promise<void> {
  const sighting = await repo.findSightingForMatching(deps.db, sightingId);
  if (!sighting || sighting.status !== 'OPEN' || sighting.hiddenAt) return;
  const vectors = await sightingPhotoVectors(deps, sightingId);
  const from = dayOf(new Date(sighting.seenAt.getTime() - WINDOW_DAYS * DAY_MS));
  const reports = (
    await repo.openReportsLostBetween(
      deps.db,
      from,
      dayOf(new Date(sighting.seenAt.getTime() + 3 * DAY_MS)),
    )
  ).filter((r) => !far(r, sighting) || r.id === sighting.lostReportId);
  const reportVectors = await repo.reportVectorsOf(
    deps.db,
    keyOf(deps.embeddings()),
    reports.map((r) => r.id),
  );
  const facts = sightingFacts(sighting);
  const pairs = reports
    .flatMap((report): Pair[] => {
      const similarity = bestView(vectors, reportVectors.get(report.id) ?? []);
      const score = sightingScore(similarity, lostFacts(report), facts);
      const explicit = report.id === sighting.lostReportId;
      const hasPhoto = similarity !== null;
      if (!explicit && (score === null || score < sightingShowBar(hasPhoto))) return [];
      return [
        {
          lostReportId: report.id,
          sightingId,
          similarity,
          score: Math.max(score ?? 0, sightingShowBar(hasPhoto)),
          alertBar: sightingAlertBar(hasPhoto, report.background),
          explicit,
        },
      ];
    })
    .sort((a, b) => Number(b.explicit) - Number(a.explicit) || b.score - a.score)
    .slice(0, KEPT);
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
 * the owner (who is looking, so not alerted), and each finder of a new pair above the bar is
 * told there may be a family.
 */
export async function matchReportWithSightings(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  vectors: Float32Array[],
): Promise<void> {
  const since = new Date(Date.parse(`${report.dateLost}T00:00:00+09:00`) - 3 * DAY_MS);
  const sightings = (await repo.openSightingsSince(deps.db, since)).filter(
    (s) => !far(report, s) || s.lostReportId === report.id,
  );
  const sightingVectors = await repo.sightingVectorsOf(
    deps.db,
    keyOf(deps.embeddings()),
    sightings.map((s) => s.id),
  );
  const pairs = sightings
    .flatMap((sighting): Pair[] => {
      const similarity = bestView(sightingVectors.get(sighting.id) ?? [], vectors);
      const score = sightingScore(similarity, lostFacts(report), sightingFacts(sighting));
      const explicit = sighting.lostReportId === report.id;
      const hasPhoto = similarity !== null;
      if (!explicit && (score === null || score < sightingShowBar(hasPhoto))) return [];
      return [
        {
          lostReportId: report.id,
          sightingId: sighting.id,
          similarity,
          score: Math.max(score ?? 0, sightingShowBar(hasPhoto)),
          alertBar: sightingAlertBar(hasPhoto, report.background),
          explicit,
        },
      ];
    })
    .sort((a, b) => Number(b.explicit) - Number(a.explicit) || b.score - a.score)
    .slice(0, KEPT);
  const fresh = await repo.replaceSightingPairs(
    deps.db,
    { lostReportId: report.id },
    pairs.map(stripPair),
  );
  await alertPairs(
    deps,
    pairs,
    fresh,
    { reports: [report], sightings },
    { owner: false, finder: true },
  );
}

const stripPair = ({ lostReportId, sightingId, similarity, score }: Pair): ScoredPair => ({
  lostReportId,
  sightingId,
  similarity,
  score,
});

/** Tells each side of every fresh pair at or above its bar, once (claimAlert). */
async function alertPairs(
  deps: SightingMatchDeps,
  pairs: Pair[],
  fresh: { lostReportId: number; sightingId: number }[],
  rows: { reports: OpenLostReport[]; sightings: Omit<Sighting, 'status' | 'hiddenAt'>[] },
  tell: { owner: boolean; finder: boolean },
) {
  const isFresh = (p: Pair) =>
    fresh.some((f) => f.lostReportId === p.lostReportId && f.sightingId === p.sightingId);
  for (const pair of pairs) {
    if (!isFresh(pair) || (!pair.explicit && pair.score < pair.alertBar)) continue;
    const report = rows.reports.find((r) => r.id === pair.lostReportId);
    const sighting = rows.sightings.find((s) => s.id === pair.sightingId);
    if (!report || !sighting) continue;
    if (!(await repo.claimAlert(deps.db, pair.lostReportId, pair.sightingId))) continue;
    const note = { lostReportId: report.id, sightingId: sighting.id, similarity: pair.similarity };
    if (tell.owner) await tellOwner(deps, report, sighting, note);
    if (tell.finder) await tellFinder(deps, report, sighting, note);
  }
}

type Note = { lostReportId: number; sightingId: number; similarity: number | null };

async function tellOwner(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  sighting: Omit<Sighting, 'status' | 'hiddenAt'>,
  note: Note,
) {
  const fresh = await insertNotification(deps.db, {
    kind: 'SIGHTING_MATCH',
    userId: report.authorId,
    reportId: note.lostReportId,
    sightingId: note.sightingId,
    similarity: note.similarity,
  });
  if (!fresh) return;
  const to = await alertRecipient(deps.db, report.authorId);
  if (!to?.emailAlerts) return;
  await deps.mailer
    .send(
      sightingAlertMail({
        to: to.email,
        nickname: to.nickname,
        report,
        sighting,
        baseUrl: deps.baseUrl,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'sighting alert mail failed'));
}

async function tellFinder(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  sighting: Omit<Sighting, 'status' | 'hiddenAt'>,
  note: Note,
) {
  if (sighting.authorId !== null) {
    const fresh = await insertNotification(deps.db, {
      kind: 'FAMILY_MATCH',
      userId: sighting.authorId,
      reportId: note.lostReportId,
      sightingId: note.sightingId,
      similarity: note.similarity,
    });
    const to = fresh ? await alertRecipient(deps.db, sighting.authorId) : undefined;
    if (!to?.emailAlerts) return;
    const link = `${deps.baseUrl}/sighting/view?id=${sighting.id}`;
    await deps.mailer
      .send(familyMail({ to: to.email, name: to.nickname, report, link }))
      .catch((error: unknown) => deps.log.error({ err: error }, 'family mail failed'));
    return;
  }
  if (!sighting.visitorEmail || !sighting.linkNonce) return;
  const token = linkToken(deps.signer, sighting.id, sighting.linkNonce);
  await deps.mailer
    .send(
      familyMail({
        to: sighting.visitorEmail,
        name: sighting.visitorName,
        report,
        link: `${deps.baseUrl}/sighting/manage?token=${token}`,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'family mail failed'));
}
