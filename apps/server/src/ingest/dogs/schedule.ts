import type { FastifyInstance } from 'fastify';
import { schedule } from '../scheduler';
import type { DogSourceName } from './sync';
import { kstDate, syncDogs } from './sync';

/** How far back a scheduled run looks: long enough to see dogs leave care (입양, 반환 …). */
export const SCHEDULE_LOOKBACK_DAYS = 60;

/** Starts a periodic import for each source whose key is configured; returns the stop. */
export function scheduleDogImports(app: FastifyInstance): () => void {
  const { publicData } = app.config;
  const sources: DogSourceName[] = [];
  if (publicData.key) sources.push('national');
  if (publicData.ggKey) sources.push('gyeonggi');
  const jobs = sources.map((source) =>
    schedule(
      `dogs:${source}`,
      publicData.syncIntervalMinutes * 60_000,
      async () => {
        const summary = await syncDogs(app, {
          source,
          range: { from: kstDate(SCHEDULE_LOOKBACK_DAYS), to: kstDate() },
          log: app.log,
        });
        app.clearResponseCache?.();
        // New dogs are embedded now rather than on the indexer's next beat, so the lost
        // reports they match are alerted right after the import (ADR 100).
        if (summary.inserted || summary.photos.downloaded) await app.photoSearch.indexer.runOnce();
        return summary;
      },
      app.log,
    ),
  );
  return () => jobs.forEach((job) => job.stop());
}
