import type { DogImportTrigger } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { DogSourceName } from '../ingest/dogs/sync';
import { importShelters } from '../ingest/shelters/import-shelters';
import type { Mail, Mailer } from '../lib/mailer';
import type { JobDefinition } from './job';

/**
 * Every kind of background work (ADR 101). Handlers only call the areas' own code; they
 * read the app when they run, after every plugin is registered.
 */
export function jobDefinitions(app: FastifyInstance, transport: Mailer): JobDefinition[] {
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
        const started = await app.dogImports.start(source, data.trigger as DogImportTrigger);
        app.dogImports.lookedAt(source);
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
        const result = await importShelters(app.db, app.config.publicData, { fetch: { signal } });
        app.forgetCached?.('shelters');
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
      run: () => app.photoSearch.embedNew(),
    },
    {
      // Report photos without a vector (demo data, a model change), and stale candidates.
      name: 'match-reports',
      retryLimit: 2,
      retryDelaySeconds: 10,
      stately: true,
      async run() {
        await app.matcher.embedMissingReports();
        await app.matcher.rematchStaleReports();
      },
    },
    {
      // A saved report's candidates; an edit right after waits, so the last photo wins.
      name: 'match-report',
      retryLimit: 2,
      retryDelaySeconds: 5,
      stately: true,
      run: (data) => app.matcher.matchReport(Number(data.reportId)),
    },
    {
      name: 'send-mail',
      retryLimit: 5,
      retryDelaySeconds: 30,
      run: (data) => transport.send(data as Mail),
    },
  ];
}
