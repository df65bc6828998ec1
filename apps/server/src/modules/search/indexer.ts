import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { dogsNeedingEmbedding, saveEmbedding } from './search.repository';
import type { VectorIndex } from './vector-index';

const BATCH = 50;

/**
 * Embeds every dog that has no embedding for the current model (demo dogs, imports, a model
 * change, a new photo). One run at a time; a photo that cannot be read is skipped for the
 * life of the process rather than retried in a loop.
 */
export type EmbeddedDog = { id: number; vector: Float32Array };

export function createIndexer(deps: {
  db: Db;
  storage: Storage;
  embeddings: EmbeddingService;
  /** The live index to update as vectors are stored; none for the command line. */
  index?: () => VectorIndex;
  log: FastifyBaseLogger;
}) {
  const skipped = new Set<number>();
  const listeners: ((dogs: EmbeddedDog[]) => Promise<unknown>)[] = [];
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let stopped = false;

  async function run(): Promise<number> {
    const key = { model: deps.embeddings.model, version: deps.embeddings.version };
    await deps.index?.().refresh();
    let done = 0;
    while (!stopped) {
      const batch = (await dogsNeedingEmbedding(deps.db, key, BATCH + skipped.size)).filter(
        (dog) => !skipped.has(dog.id),
      );
      if (!batch.length) break;
      const embedded: EmbeddedDog[] = [];
      for (const dog of batch.slice(0, BATCH)) {
        if (stopped) break;
        const photo = await deps.storage.get(dog.imageKey);
        const analysis = photo ? await deps.embeddings.analyse(photo.body).catch(() => null) : null;
        if (!analysis) {
          skipped.add(dog.id);
          deps.log.warn(
            { dogId: dog.id, imageKey: dog.imageKey },
            'photo search: photo unreadable, skipped',
          );
          continue;
        }
        await saveEmbedding(deps.db, {
          ...key,
          dogId: dog.id,
          imageKey: dog.imageKey,
          ...analysis,
        });
        await deps.index?.().upsert(dog.id, analysis.vector);
        embedded.push({ id: dog.id, vector: analysis.vector });
        done++;
      }
      for (const listener of listeners) {
        await listener(embedded).catch((error: unknown) =>
          deps.log.error({ err: error }, 'photo search: a listener of new vectors failed'),
        );
      }
    }
    if (done) deps.log.info({ embedded: done, model: key.model }, 'photo search: dogs embedded');
    return done;
  }

  return {
    /** Called after each batch with the dogs just embedded (new imports, new photos). */
    onEmbedded(listener: (dogs: EmbeddedDog[]) => Promise<unknown>): void {
      listeners.push(listener);
    },
    /** Ends the work between two dogs, so closing never cuts an embedding in half. */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([running, queued]);
    },
    /**
     * Embeds what is missing now. A caller arriving during a run waits for one more run
     * (shared by everyone who arrives meanwhile), so dogs added just before are included.
     */
    runOnce(): Promise<number> {
      const start = (): Promise<number> => {
        running = run().finally(() => (running = undefined));
        return running;
      };
      if (!running) return start();
      queued ??= running
        .catch(() => 0)
        .then(() => {
          queued = undefined;
          return start();
        });
      return queued;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
