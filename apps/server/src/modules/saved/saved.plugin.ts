import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { savedAlertsJob, savedDogsEndingJob } from '../../jobs/catalogue';
import { keyOf } from '../search/photo-models';
import type { SavedAlertDeps } from './saved-dog-alerts';
import { tellNoticesEnding, tellStateChanges } from './saved-dog-alerts';
import { matchFilterSearches, matchPhotoSearches, sendDigests } from './saved-search-alerts';

/**
 * 관심 강아지 and 알림 받을 조건 (issue 30): the `saved-alerts` job after each import, the
 * daily `saved-dogs-ending`, and the photo searches checked as the indexer embeds new dogs.
 */
export const savedPlugin = fp(async (app: FastifyInstance) => {
  const deps: SavedAlertDeps = {
    db: app.db,
    notifier: app.notifier,
    publicBaseUrl: app.config.publicBaseUrl,
  };
  app.jobs.handle(savedAlertsJob, async () => {
    const states = await tellStateChanges(deps);
    const matched = await matchFilterSearches(deps);
    const digests = await sendDigests(deps);
    if (states || matched.hits || digests)
      app.log.info({ states, ...matched, digests }, 'saved dogs and searches told');
    return { states, digests, ...matched };
  });
  app.jobs.handle(savedDogsEndingJob, async () => ({ told: await tellNoticesEnding(deps) }));
  app.photoSearch.indexer.onEmbedded((dogs) =>
    matchPhotoSearches(deps, dogs, keyOf(app.photoSearch.embeddings())),
  );
});
