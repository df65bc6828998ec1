import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmbeddingService } from '../../ai/embedding-service';
import { createEmbeddingService } from '../../ai/embedding-service';
import type { Generator } from './generators/generator';
import { createNearestAdultGenerator } from './generators/nearest-adult';
import { createSdWebuiGenerator } from './generators/sd-webui';
import type { Indexer } from './indexer';
import { createIndexer } from './indexer';
import { MemoryIndex } from './memory-index';
import { enablePgvector, PgvectorIndex } from './pgvector-index';
import type { SearchDeps } from './search.service';
import type { VectorIndex } from './vector-index';

export type PhotoSearch = {
  embeddings: EmbeddingService;
  index: VectorIndex;
  indexer: Indexer;
  generator: Generator;
  deps(): SearchDeps;
};

declare module 'fastify' {
  interface FastifyInstance {
    photoSearch: PhotoSearch;
  }
}

/**
 * Photo search: the embedder (worker threads), the vector index (pgvector or in memory,
 * ADR 051) and the background indexer, which starts with the server.
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  const { search } = app.config;
  const embeddings = createEmbeddingService({
    kind: search.embedder,
    modelDir: search.modelDir,
    workers: search.workers,
    queueMax: search.queueMax,
    log: app.log,
  });
  const key = { model: embeddings.model, version: embeddings.version };
  const usePgvector = search.vectorSearch === 'auto' && (await enablePgvector(app.database));
  const index: VectorIndex = usePgvector
    ? await PgvectorIndex.open(app.db, key, embeddings.dim)
    : new MemoryIndex(app.db, key, embeddings.dim);
  app.log.info({ vectorSearch: index.kind }, 'photo search index');
  const nearestAdult = createNearestAdultGenerator({
    db: app.db,
    storage: app.storage,
    key: () => key,
  });
  const generator = search.sdWebuiUrl
    ? createSdWebuiGenerator({ baseUrl: search.sdWebuiUrl, fallback: nearestAdult, log: app.log })
    : nearestAdult;
  const indexer = createIndexer({
    db: app.db,
    storage: app.storage,
    embeddings,
    index: () => index,
    log: app.log,
  });

  app.decorate('photoSearch', {
    embeddings,
    index,
    indexer,
    generator,
    deps: () => ({ db: app.db, embeddings, index, generator }),
  });

  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  // A database that is down at start must not stop the server (it answers /readyz with
  // 503 meanwhile): the index loads on the next indexer run instead.
  let loaded = false;
  const load = async () => {
    await index.refresh();
    loaded = true;
  };
  const tick = () => {
    (loaded ? Promise.resolve() : load())
      .then(() => indexer.runOnce())
      .catch((error: unknown) => app.log.error({ err: error }, 'photo search indexer failed'));
  };
  app.addHook('onReady', async () => {
    await load().catch((error: unknown) =>
      app.log.error({ err: error }, 'photo search index not loaded; the indexer will retry'),
    );
    if (search.reindexIntervalSeconds > 0) {
      timer = setInterval(tick, search.reindexIntervalSeconds * 1000);
      timer.unref();
      first = setTimeout(tick, 1000);
      first.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
    await indexer.stop();
    await embeddings.close();
  });
});
