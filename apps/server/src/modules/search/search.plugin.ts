import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmbeddingService } from '../../ai/embedding-service';
import { embedPhotosJob } from '../../jobs/catalogue';
import { countDogsNeedingEmbedding } from '../dogs/dogs.repository';
import type { Generator } from './generators/generator';
import { createNearestAdultGenerator } from './generators/nearest-adult';
import { createSdWebuiGenerator } from './generators/sd-webui';
import type { Indexer } from './indexer';
import { createIndexer } from './indexer';
import { MemoryIndex } from './memory-index';
import { enablePgvector, PgvectorIndex } from './pgvector-index';
import type { PhotoModels } from './photo-models';
import { keyOf, openPhotoModels } from './photo-models';
import type { SearchDeps } from './search.service';
import type { VectorIndex } from './vector-index';

export type PhotoSearch = {
  /** The model whose vectors answer now (the previous one while a switch is under way). */
  embeddings(): EmbeddingService;
  models: PhotoModels;
  index(): VectorIndex;
  indexer: Indexer;
  generator: Generator;
  deps(): SearchDeps;
  /** Whether the photos this process found unindexed at its start are indexed (ADR 234). */
  startupIndex(): Promise<StartupIndex>;
};

/** `waiting`: dogs with a photo and no vector of the serving model, while not `done`. */
export type StartupIndex = { done: boolean; waiting: number };

/**
 * A process whose indexer never finishes a run (several processes run jobs, another took
 * every run, and some photo cannot be read) is not kept out of service longer than this.
 */
const STARTUP_INDEX_MAX_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    photoSearch: PhotoSearch;
  }
}

/**
 * Photo search: the embedders (worker threads), the vector index (pgvector or in memory,
 * ADR 051) and the indexer, which the `embed-photos` job runs (ADR 101).
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  const { search } = app.config;
  const models = await openPhotoModels({
    db: app.db,
    options: {
      kind: search.embedder,
      model: search.model,
      modelDirs: search.modelDirs,
      workers: search.workers,
      queueMax: search.queueMax,
    },
    log: app.log,
  });
  const usePgvector = search.vectorSearch === 'auto' && (await enablePgvector(app.database));
  if (search.vectorSearch === 'auto' && !usePgvector) {
    app.log.warn(
      'photo search: this PostgreSQL has no pgvector, so every process keeps all photo vectors in memory (about 5.6 MB per 1,000 dogs, at most about 760,000 dogs) and scans them per search; install pgvector (README "PostgreSQL 서버에서 실행하기")',
    );
  }
  const openIndex = async (embeddings: EmbeddingService): Promise<VectorIndex> =>
    usePgvector
      ? PgvectorIndex.open(app.database, keyOf(embeddings), embeddings.dim)
      : new MemoryIndex(app.db, keyOf(embeddings), embeddings.dim, (rows) =>
          app.log.error(
            { rows },
            'photo search: the in-memory index is full (4 GiB); dogs past it are not searched by photo until pgvector is installed',
          ),
        );
  if (usePgvector) {
    await PgvectorIndex.dropOthers(app.db, [keyOf(models.serving()), keyOf(models.target())]);
  }
  let index = await openIndex(models.serving());
  app.log.info({ vectorSearch: index.kind }, 'photo search index');
  // The target's index is filled before it answers, so searches never see a half index.
  models.beforePromote(async (target) => {
    const next = await openIndex(target);
    await next.refresh();
    index = next;
  });

  const nearestAdult = createNearestAdultGenerator({
    db: app.db,
    storage: app.storage,
    key: () => keyOf(models.serving()),
  });
  const generator = search.sdWebuiUrl
    ? createSdWebuiGenerator({ baseUrl: search.sdWebuiUrl, fallback: nearestAdult, log: app.log })
    : nearestAdult;
  const indexer = createIndexer({
    db: app.db,
    storage: app.storage,
    models,
    index: () => index,
    log: app.log,
  });

  // A database that is down at start must not stop the server (it answers /readyz with
  // 503 meanwhile): the index loads on the next indexer run instead.
  let loaded = false;
  const load = async () => {
    await index.refresh();
    loaded = true;
  };
  let closing = false;
  // Ready (/readyz) once the photos found at the start are indexed: by the first run of this
  // process, or by another's. A process that runs no indexer has nothing to wait for (ADR 234).
  const startedAt = Date.now();
  let startupIndexed = !(app.jobs.working && search.reindexIntervalSeconds > 0);
  const startupIndex = async (): Promise<StartupIndex> => {
    if (startupIndexed || Date.now() - startedAt > STARTUP_INDEX_MAX_MS) {
      return { done: true, waiting: 0 };
    }
    const waiting = await countDogsNeedingEmbedding(app.db, keyOf(models.serving()));
    if (waiting === 0) startupIndexed = true;
    return { done: startupIndexed, waiting };
  };
  // The `embed-photos` job: loads the index if the start could not, then embeds (ADR 101).
  app.jobs.handle(embedPhotosJob, async () => {
    if (!loaded) await load();
    const done = await indexer.runOnce();
    // Photos it could not read are skipped for the life of the process: the start is done.
    startupIndexed = true;
    // During a model switch the target's slices follow one another (indexer.ts).
    if (!closing && models.switching()) {
      await app.jobs.send(embedPhotosJob, {}, { singletonKey: 'all', startAfterSeconds: 1 });
    }
    return done;
  });
  app.decorate('photoSearch', {
    embeddings: () => models.serving(),
    models,
    index: () => index,
    indexer,
    generator,
    deps: () => ({
      db: app.db,
      embeddings: models.serving(),
      index,
      generator,
      notADogBelow: search.notADogBelow,
    }),
    startupIndex,
  });

  // A process that runs no jobs (JOBS=0) still follows the model the worker serves and the
  // vectors it adds: the in-memory index is this process's own copy (ADR 051).
  let follow: NodeJS.Timeout | undefined;
  const followWorker = () =>
    void models
      .followDatabase()
      .then(() => index.refresh())
      .catch((error: unknown) => app.log.error({ err: error }, 'photo search index not refreshed'));
  app.addHook('onReady', async () => {
    await load().catch((error: unknown) =>
      app.log.error({ err: error }, 'photo search index not loaded; the indexer will retry'),
    );
    if (!app.jobs.working && search.reindexIntervalSeconds > 0) {
      follow = setInterval(followWorker, search.reindexIntervalSeconds * 1000);
      follow.unref();
    }
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(follow);
    await indexer.stop();
    await models.close();
  });
});
