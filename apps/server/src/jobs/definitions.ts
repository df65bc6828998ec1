import type { DogImportTrigger } from '@chajul/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { DogImportRunner } from '../ingest/dogs/runner';
import type { DogSourceName } from '../ingest/dogs/sync';
import { importShelters } from '../ingest/shelters/import-shelters';
import type { Mail, Mailer } from '../lib/mailer';
import type { Matcher } from '../modules/matches/matcher';
import { purgeUnconfirmed } from '../modules/sightings/sightings.service';
import type { Storage } from '../lib/storage';
import type { PhotoSearch } from '../modules/search/search.plugin';
import type { CacheFamily } from '../plugins/response-cache';
import type { JobDefinition } from './job';

/** What the handlers call: the areas' own runners, built by their plugins before the jobs start. */
export type JobDeps = {
  db: Db;
  publicData: Config['publicData'];
  dogImports: Pick<DogImportRunner, 'start'>;
  photoSearch: Pick<PhotoSearch, 'embedNew'>;
  matcher: Pick<
    Matcher,
    'embedMissingReports' | 'rematchStaleReports' | 'matchReport' | 'matchSighting'
  >;
  forgetCached?: (family: CacheFamily) => void;
  storage: Storage;
  /** Where a `send-mail` job hands its mail (SMTP, or the outbox). */
  transport: Mailer;
};

/** Every kind of background work (ADR 101). Handlers only call the areas' own code. */
export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  return [
    {
      // The run is claimed in the database (ADR 033): a second job for a source that runs
      // anywhere starts nothing; its failures are the run's, shown on 데이터 가져오기.
      name: 'import-dogs',
      retryLimit: 2,
      retryDelaySeconds: 10,
      stately: true,
      long: true,
      async run(data) {
        const source = data.source as DogSourceName;
        const started = await deps.dogImports.start(source, data.trigger as DogImportTrigger);
        if (started.status === 'started') await started.done;
        return started.status;
      },
    },
    {
      // Each call already tries 4 times (public-data/http.ts): these tries are for crashes.
      name: 'import-shelters',
      retryLimit: 3,
      retryDelaySeconds: 5,
      stately: true,
      long: true,
      async run(_data, signal) {
        const result = await importShelters(deps.db, deps.publicData, { fetch: { signal } });
        deps.forgetCached?.('shelters');
        return result;
      },
    },
    {
      // New photos get their vectors, which checks them against open reports (ADR 100).
      name: 'embed-photos',
      retryLimit: 2,
      retryDelaySeconds: 10,
      stately: true,
      long: true,
      run: () => deps.photoSearch.embedNew(),
    },
    {
      // Report photos without a vector (demo data, a model change), and stale candidates.
      name: 'match-reports',
      retryLimit: 2,
      retryDelaySeconds: 10,
      stately: true,
      async run() {
        await deps.matcher.embedMissingReports();
        await deps.matcher.rematchStaleReports();
      },
    },
    {
      // A saved report's candidates; an edit right after waits, so the last photo wins.
      name: 'match-report',
      retryLimit: 2,
      retryDelaySeconds: 5,
      stately: true,
      run: (data) => deps.matcher.matchReport(Number(data.reportId)),
    },
    {
      // A found or seen report that went public meets the open lost reports (issue 25).
      name: 'match-sighting',
      retryLimit: 2,
      retryDelaySeconds: 5,
      stately: true,
      run: (data) => deps.matcher.matchSighting(Number(data.sightingId)),
    },
    {
      // Visitors' found/seen reports never confirmed by e-mail go after 7 days (ADR 135).
      name: 'purge-unconfirmed-sightings',
      retryLimit: 2,
      retryDelaySeconds: 60,
      stately: true,
      run: () => purgeUnconfirmed({ db: deps.db, storage: deps.storage }),
    },
    {
      name: 'send-mail',
      retryLimit: 5,
      retryDelaySeconds: 30,
      run: (data) => deps.transport.send(data as Mail),
    },
  ];
}
