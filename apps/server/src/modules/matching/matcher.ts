import { reportOwner } from '../notifications/notifier';
import { keyOf } from '../search/photo-models';
import type { VectorIndex } from '../search/vector-index';
import { alertMail } from './alert-mail';
import type { MatchRules, ReportFacts, Scored } from './match-score';
import type { SightingMatchDeps } from './sighting-matcher';
import { matchReportWithSightings } from './sighting-matcher';
import { bestView, photoVectors, rivalScore } from './photo-vectors';
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
import { dogMatchPush } from '../notifications/alert-pushes';
import { findReportForMatching } from './report-facts.repository';

/** How many nearest photos are scored for a report before place and time reorder them. */
const SEARCH_DEPTH = 300;
const REPORT_BATCH = 20;
/** How old a report's last full match may get before it is matched again. */
const REMATCH_AFTER_MS = 6 * 3600_000;

/**
 * Lost reports meet stray dogs (ADR 100): a report's candidates are found when it is saved
 * (matchReport, the `match-report` job); a dog embedded later (an import) is checked against
 * every open report and alerts the author of each new pair above the threshold, in the app
 * and by email (checkDogs, after the photo-search indexer). matching.plugin.ts wires them.
 */
export type MatcherDeps = SightingMatchDeps & {
  /** The serving model's index: it changes when a model switch completes. */
  index: () => VectorIndex;
  /** Reports whose photos could not be read: not retried for the life of the process. */
  skipped: Set<number>;
};

/** The rules (bars and weights) of the serving model. */
export const matchRules = (deps: MatcherDeps): MatchRules => rulesFor(deps.embeddings().model);

/** Vectors of every photo of the report: stored ones reused, new photos embedded. */
async function reportPhotoVectors(deps: MatcherDeps, reportId: number): Promise<Float32Array[]> {
  const { db } = deps;
  const embeddings = deps.embeddings();
  const photos = await repo.photoKeysOf(db, reportId);
  await repo.deleteStaleReportVectors(db, reportId, photos);
  return photoVectors({
    photos,
    stored: await repo.reportVectors(db, keyOf(embeddings), reportId),
    embeddings,
    storage: deps.storage,
    save: (imageKey, photo) =>
      repo.saveReportEmbedding(db, keyOf(embeddings), { reportId, imageKey, ...photo }),
  });
}

/**
 * Embeds the report's photos and lists its candidates; no alerts (the author is here). A
 * report deleted meanwhile (its rows go with it) leaves nothing to do, not a failed job.
 */
export async function matchReport(deps: MatcherDeps, reportId: number): Promise<void> {
  try {
    await matchOnce(deps, reportId);
  } catch (error) {
    if (!(await findReportForMatching(deps.db, reportId))) return;
    throw error;
  }
}

async function matchOnce(deps: MatcherDeps, reportId: number): Promise<void> {
  const report = await findReportForMatching(deps.db, reportId);
  if (!report || report.status !== 'OPEN' || report.hiddenAt) return;
  const vectors = await reportPhotoVectors(deps, reportId);
  const background = vectors.length ? await matchDogs(deps, reportId, report, vectors) : null;
  if (!vectors.length) await repo.saveMatchState(deps.db, reportId, null);
  await alertMicrochipMatches(deps, reportId);
  await matchReportWithSightings(deps, { ...report, background }, vectors);
}

/** Dogs with the report's 동물등록번호 lead its candidates, whatever their photos (ADR 151). */
async function withCertainDogs(
  deps: MatcherDeps,
  report: { microchip: string | null },
  similarities: Map<number, number>,
  scored: Scored[],
): Promise<Scored[]> {
  if (!report.microchip) return scored;
  const certain = await inCareDogsWithMicrochip(deps.db, report.microchip);
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
  deps: MatcherDeps,
  reportId: number,
  report: ReportFacts & { microchip: string | null },
  vectors: Float32Array[],
): Promise<number | null> {
  const { db } = deps;
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
  const rules = matchRules(deps);
  const scored = rankCandidates(
    hits.flatMap((h) => {
      const dog = facts.get(h.dogId);
      return dog ? [{ ...h, dog }] : [];
    }),
    report,
    rules,
  );
  await repo.replaceCandidates(db, reportId, await withCertainDogs(deps, report, best, scored));
  const background = backgroundOf(
    hits.map((h) => h.similarity),
    rules,
  );
  await repo.saveMatchState(db, reportId, background);
  return background;
}

async function notify(
  deps: MatcherDeps,
  report: repo.OpenReport,
  dogId: number,
  similarity: number,
) {
  // A visitor family is mailed with its private link (reportOwner).
  await deps.notifier.notify({
    kind: 'DOG_MATCH',
    to: reportOwner(report),
    about: { reportId: report.id, dogId, similarity },
    push: dogMatchPush(report),
    mail: async (to) => {
      const [dog] = (await dogsByIds(deps.db, [dogId])).values();
      return alertMail({
        to: to.email,
        reportTitle: report.title,
        dog: { id: dogId, jurisd: dog?.jurisd ?? null, species: dog?.species ?? null },
        similarity,
        baseUrl: deps.baseUrl,
        visitor: report.authorId === null,
      });
    },
  });
}

/** Newly embedded dogs against every open report: new pairs above the bar alert. */
export async function checkDogs(
  deps: MatcherDeps,
  embedded: { id: number; vector: Float32Array }[],
): Promise<number> {
  const { db } = deps;
  if (!embedded.length) return 0;
  const certain = await alertMicrochipMatches(deps);
  const reports = await repo.openReportVectors(db, keyOf(deps.embeddings()));
  if (!reports.length) return certain;
  const facts = await dogsByIds(
    db,
    embedded.map((d) => d.id),
  );
  const bar = matchRules(deps);
  let alerts = 0;
  for (const { id, vector } of embedded) {
    const dog = facts.get(id);
    if (!dog) continue;
    // Only the report the dog fits clearly best may alert, and any report carrying the same
    // photo as it (ADR 231).
    const bestFirst = reports
      .flatMap((report) => {
        const similarity = bestView(report.vectors, [vector]) ?? -1;
        const score = matchScore(similarity, report, dog, bar);
        return score === null ? [] : [{ report, similarity, score }];
      })
      .sort((a, b) => b.score - a.score);
    for (const { report, similarity, score } of bestFirst) {
      if (score < bar.alertScore) break;
      if (score < alertBar(bar, rivalScore(report, bestFirst))) continue;
      if (!(await repo.insertMatch(db, report.id, { dogId: id, similarity, score }))) continue;
      await notify(deps, report, id, similarity);
      alerts++;
    }
  }
  if (alerts) deps.log.info({ alerts }, 'matches: new candidates alerted');
  return certain + alerts;
}

/** Matches each report again; one that fails is skipped from then on, with `failed` logged. */
async function matchEach(deps: MatcherDeps, ids: number[], failed: string): Promise<number> {
  for (const id of ids) {
    await matchReport(deps, id).catch((error: unknown) => {
      deps.skipped.add(id); // an unreadable photo is not retried for the life of the process
      deps.log.warn({ err: error, reportId: id }, failed);
    });
  }
  return ids.length;
}

const notSkipped = (deps: MatcherDeps, ids: number[]) =>
  ids.filter((id) => !deps.skipped.has(id)).slice(0, REPORT_BATCH);

/** Reports with a photo that has no vector of this model yet (demo data, a model switch). */
export async function embedMissingReports(deps: MatcherDeps): Promise<number> {
  const key = keyOf(deps.embeddings());
  const ids = await repo.reportsNeedingEmbedding(deps.db, key, REPORT_BATCH + deps.skipped.size);
  return matchEach(deps, notSkipped(deps, ids), 'matches: report photo not matched');
}

/**
 * Open reports matched long ago are matched again, a few per call: dogs found since join
 * their candidates, and their background follows the dogs now in care. A report matched
 * with too few dogs for a background goes sooner, once a dog it can meet comes in.
 */
export async function rematchStaleReports(deps: MatcherDeps): Promise<number> {
  const before = new Date(Date.now() - REMATCH_AFTER_MS);
  const ids = await repo.reportsToRematch(
    deps.db,
    keyOf(deps.embeddings()),
    matchRules(deps).marginDays,
    before,
    REPORT_BATCH + deps.skipped.size,
  );
  return matchEach(deps, notSkipped(deps, ids), 'matches: report not matched again');
}

/** What the rest of the server calls (`app.matcher`): these functions, their deps bound. */
export type Matcher = {
  rules(): MatchRules;
  matchReport(reportId: number): Promise<void>;
  checkDogs(embedded: { id: number; vector: Float32Array }[]): Promise<number>;
  embedMissingReports(): Promise<number>;
  rematchStaleReports(): Promise<number>;
  /** Reports and in-care dogs with the same 동물등록번호, told once (the scheduled pass). */
  alertMicrochipMatches(): Promise<number>;
  /** A found or seen report that went public meets the open lost reports. */
  matchSighting(sightingId: number): Promise<void>;
};
