import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchReportJob, matchReportsJob, matchSightingJob } from '../../jobs/catalogue';
import { alertMicrochipMatches } from './microchip-matches';
import type { Matcher, MatcherDeps } from './matcher';
import {
  checkDogs,
  embedMissingReports,
  matchReport,
  matchRules,
  rematchStaleReports,
} from './matcher';
import { matchSighting } from './sighting-matcher';

declare module 'fastify' {
  interface FastifyInstance {
    matcher: Matcher & {
      /**
       * After a member saved a report: its candidates are found by a `match-report` job, so
       * the save answers once the job is queued (the page polls while `pending`); a failure
       * to queue never fails the save. The queue is fair by member (ADR 116).
       */
      afterReportSaved(reportId: number, memberId: number): Promise<void>;
      /** After a found or seen report went public (or was edited): a `match-sighting` job. */
      afterSightingPublished(sightingId: number, poster: string): Promise<void>;
      /** Whether the report's candidates are still being found (in any process). */
      isMatching(reportId: number): Promise<boolean>;
      /** Resolves when no background job waits or runs (tests). */
      idle(): Promise<void>;
    };
  }
}

/**
 * Matching, both ways (ADR 264): a lost report against the shelters' dogs (matcher.ts, ADR 100)
 * and the found or seen reports, and a found or seen report against the open lost reports
 * (sighting-matcher.ts). New dog vectors come from the photo-search indexer, so every
 * import is checked once its photos are embedded; report photos missing a vector (demo data,
 * a model change) are embedded by the `match-reports` job (ADR 101).
 */
export const matchingPlugin = fp(async (app: FastifyInstance) => {
  const deps: MatcherDeps = {
    db: app.db,
    storage: app.storage,
    embeddings: () => app.photoSearch.embeddings(),
    index: () => app.photoSearch.index(),
    notifier: app.notifier,
    baseUrl: app.config.publicBaseUrl,
    log: app.log,
    signer: app.signer,
    texts: (alert) => app.sms.send(alert),
    // Matching compares every photo, whatever its dogness: a real dog photo the classifier
    // doubts must still find its family; the no-dog flag is only a hint (ADR 153, amended).
    skipped: new Set(),
  };
  const matcher: Matcher = {
    rules: () => matchRules(deps),
    matchReport: (reportId) => matchReport(deps, reportId),
    checkDogs: (embedded) => checkDogs(deps, embedded),
    embedMissingReports: () => embedMissingReports(deps),
    rematchStaleReports: () => rematchStaleReports(deps),
    alertMicrochipMatches: () => alertMicrochipMatches(deps),
    matchSighting: (sightingId) => matchSighting(deps, sightingId),
  };
  app.photoSearch.indexer.onEmbedded((dogs) => matcher.checkDogs(dogs));
  app.jobs.handle(matchReportJob, ({ reportId }) => matcher.matchReport(reportId));
  app.jobs.handle(matchSightingJob, ({ sightingId }) => matcher.matchSighting(sightingId));
  app.jobs.handle(matchReportsJob, async () => {
    // Dogs imported without a photo are never embedded: their 동물등록번호 is checked here.
    await matcher.alertMicrochipMatches();
    await matcher.embedMissingReports();
    await matcher.rematchStaleReports();
  });
  app.decorate('matcher', {
    ...matcher,
    async afterReportSaved(reportId: number, memberId: number) {
      await app.jobs
        .send(matchReportJob, { reportId, memberId }, { singletonKey: String(reportId) })
        .catch((error: unknown) => {
          app.log.warn({ err: error, reportId }, 'matches: candidates not asked for on save');
        });
    },
    async afterSightingPublished(sightingId: number, poster: string) {
      await app.jobs
        .send(matchSightingJob, { sightingId, poster }, { singletonKey: String(sightingId) })
        .catch((error: unknown) => {
          app.log.warn({ err: error, sightingId }, 'matches: sighting not matched on save');
        });
    },
    isMatching: (reportId: number) => app.jobs.pending(matchReportJob, String(reportId)),
    idle: () => app.jobs.idle(),
  });
});
