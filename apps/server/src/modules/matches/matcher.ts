import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { keyOf } from '../search/photo-models';
import type { VectorIndex } from '../search/vector-index';
import type { Signer } from '../../lib/signer';
import { alertMail } from './alert-mail';
import type { ReportFacts, Scored } from './match-score';
import { matchReportWithSightings, matchSighting } from './sighting-matcher';
import { bestView, photoVectors } from './photo-vectors';
import {
  alertBar,
  backgroundOf,
  CERTAIN_SCORE,
  matchScore,
  rankCandidates,
  rulesFor,
} from './match-score';
import { alertMicrochipMatches } from './microchip-matches';
import { inCareDogsWithMicrochip } from './microchip-matches.repository';
import { dogsByIds } from '../dogs/dogs.repository';
import * as repo from './matches.repository';
import type { Notifier } from '../notifications/notifier';
import { dogMatchPush } from '../notifications/alert-pushes';
import { findReportForMatching } from './report-facts.repository';

/** How many nearest photos are scored for a report before place and time reorder them. */
const SEARCH_DEPTH = 300;
const REPORT_BATCH = 20;
/** How old a report's last full match may get before it is matched again. */
const REMATCH_AFTER_MS = 6 * 3600_000;

/**
 * Lost reports meet stray dogs (ADR 100): a report's candidates are found when it is saved;
 * a dog embedded later (an import) is checked against every open report and alerts the
 * author of each new pair above the threshold, in the app and by email.
 */
export function createMatcher(deps: {
  db: Db;
  storage: Storage;
  /** The serving model and its index: they change when a model switch completes. */
  embeddings: () => EmbeddingService;
  index: () => VectorIndex;
  notifier: Notifier;
  baseUrl: string;
  log: FastifyBaseLogger;
  signer: Signer;
  /** Below this dogness a photo shows no dog and is not compared (ADR 153). */
  notADogBelow: number;
}) {
  const { db } = deps;
  const sightingDeps = { ...deps, baseUrl: deps.baseUrl };
  const key = () => keyOf(deps.embeddings());
  const rules = () => rulesFor(deps.embeddings().model);

  /** Vectors of every photo of the report: stored ones reused, new photos embedded. */
  async function reportPhotoVectors(reportId: number): Promise<Float32Array[]> {
    const embeddings = deps.embeddings();
    const photos = await repo.photoKeysOf(db, reportId);
    await repo.deleteStaleReportVectors(db, reportId, photos);
    return photoVectors({
      photos,
      stored: await repo.reportVectors(db, keyOf(embeddings), reportId),
      embeddings,
      storage: deps.storage,
      notADogBelow: deps.notADogBelow,
      save: (imageKey, photo) =>
        repo.saveReportEmbedding(db, keyOf(embeddings), { reportId, imageKey, ...photo }),
    });
  }

  /**
   * Embeds the report's photos and lists its candidates; no alerts (the author is here). A
   * report deleted meanwhile (its rows go with it) leaves nothing to do, not a failed job.
   */
  async function matchReport(reportId: number): Promise<void> {
    try {
      await matchOnce(reportId);
    } catch (error) {
      if (!(await findReportForMatching(db, reportId))) return;
      throw error;
    }
  }

  async function matchOnce(reportId: number): Promise<void> {
    const report = await findReportForMatching(db, reportId);
    if (!report || report.status !== 'OPEN' || report.hiddenAt) return;
    const vectors = await reportPhotoVectors(reportId);
    const background = vectors.length ? await matchDogs(reportId, report, vectors) : null;
    if (!vectors.length) await repo.saveMatchState(db, reportId, null);
    await alertMicrochipMatches(deps, reportId);
    await matchReportWithSightings(sightingDeps, { ...report, background }, vectors);
  }

  /** Dogs with the report's 동물등록번호 lead its candidates, whatever their photos (ADR 151). */
  async function withCertainDogs(
    report: { microchip: string | null },
    similarities: Map<number, number>,
    scored: Scored[],
  ): Promise<Scored[]> {
    if (!report.microchip) return scored;
    const certain = await inCareDogsWithMicrochip(db, report.microchip);
    return [
      ...certain.map((dogId) => ({
        dogId,
        similarity: similarities.get(dogId) ?? null,
        score: CERTAIN_SCORE,
      })),
      ...scored.filter((s) => !certain.includes(s.dogId)),
    ];
  }

  /** The report's shelter-dog candidates; returns its background (match-score.ts). */
  async function matchDogs(
    reportId: number,
    report: ReportFacts & { microchip: string | null },
    vectors: Float32Array[],
  ): Promise<number | null> {
    const best = new Map<number, number>();
    for (const vector of vectors) {
      for (const hit of await deps.index().search(vector, {}, SEARCH_DEPTH)) {
        best.set(hit.dogId, Math.max(best.get(hit.dogId) ?? -1, hit.similarity));
      }
    }
    const hits = [...best]
      .map(([dogId, similarity]) => ({ dogId, similarity }))
      .sort((a, b) => b.similarity - a.similarity);
    const facts = await dogsByIds(
      db,
      hits.map((h) => h.dogId),
    );
    const scored = rankCandidates(
      hits.flatMap((h) => {
        const dog = facts.get(h.dogId);
        return dog ? [{ ...h, dog }] : [];
      }),
      report,
      rules(),
    );
    await repo.replaceCandidates(db, reportId, await withCertainDogs(report, best, scored));
    const background = backgroundOf(
      hits.map((h) => h.similarity),
      rules(),
    );
    await repo.saveMatchState(db, reportId, background);
    return background;
  }

  async function notify(report: repo.OpenReport, dogId: number, similarity: number) {
    await deps.notifier.notify({
      kind: 'DOG_MATCH',
      to: { userId: report.authorId },
      about: { reportId: report.id, dogId, similarity },
      push: dogMatchPush(report),
      mail: async (to) => {
        const [dog] = (await dogsByIds(db, [dogId])).values();
        return alertMail({
          to: to.email,
          nickname: to.name ?? '',
          reportTitle: report.title,
          dog: { id: dogId, jurisd: dog?.jurisd ?? null, species: dog?.species ?? null },
          similarity,
          baseUrl: deps.baseUrl,
        });
      },
    });
  }

  /** Newly embedded dogs against every open report: new pairs above the bar alert. */
  async function checkDogs(embedded: { id: number; vector: Float32Array }[]): Promise<number> {
    if (!embedded.length) return 0;
    const certain = await alertMicrochipMatches(deps);
    const reports = await repo.openReportVectors(db, key(), deps.notADogBelow);
    if (!reports.length) return certain;
    const facts = await dogsByIds(
      db,
      embedded.map((d) => d.id),
    );
    const bar = rules();
    let alerts = 0;
    for (const { id, vector } of embedded) {
      const dog = facts.get(id);
      if (!dog) continue;
      for (const report of reports) {
        const similarity = bestView(report.vectors, [vector]) ?? -1;
        const score = matchScore(similarity, report, dog, bar);
        if (score === null || score < alertBar(bar, report.background)) continue;
        if (!(await repo.insertMatch(db, report.id, { dogId: id, similarity, score }))) continue;
        await notify(report, id, similarity);
        alerts++;
      }
    }
    if (alerts) deps.log.info({ alerts }, 'matches: new candidates alerted');
    return certain + alerts;
  }

  /** Reports with a photo that has no vector of this model yet (demo data, a model switch). */
  const skipped = new Set<number>();
  async function embedMissingReports(): Promise<number> {
    const ids = (await repo.reportsNeedingEmbedding(db, key(), REPORT_BATCH + skipped.size))
      .filter((id) => !skipped.has(id))
      .slice(0, REPORT_BATCH);
    for (const id of ids) {
      await matchReport(id).catch((error: unknown) => {
        skipped.add(id); // an unreadable photo is not retried for the life of the process
        deps.log.warn({ err: error, reportId: id }, 'matches: report photo not matched');
      });
    }
    return ids.length;
  }

  /**
   * Open reports matched long ago are matched again, a few per call: dogs found since join
   * their candidates, and their background follows the dogs now in care.
   */
  async function rematchStaleReports(): Promise<number> {
    const before = new Date(Date.now() - REMATCH_AFTER_MS);
    const ids = (await repo.reportsToRematch(db, before, REPORT_BATCH + skipped.size))
      .filter((id) => !skipped.has(id))
      .slice(0, REPORT_BATCH);
    for (const id of ids) {
      await matchReport(id).catch((error: unknown) => {
        skipped.add(id);
        deps.log.warn({ err: error, reportId: id }, 'matches: report not matched again');
      });
    }
    return ids.length;
  }

  return {
    rules,
    matchReport,
    checkDogs,
    embedMissingReports,
    rematchStaleReports,
    /** Reports and in-care dogs with the same 동물등록번호, told once (the scheduled pass). */
    alertMicrochipMatches: () => alertMicrochipMatches(deps),
    /** A found or seen report that went public meets the open lost reports. */
    matchSighting: (sightingId: number) => matchSighting(sightingDeps, sightingId),
  };
}

export type Matcher = ReturnType<typeof createMatcher>;
