import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { PhotoModels } from './photo-models';
import { keyOf, keyText } from './photo-models';
import { dogsNeedingEmbedding } from '../dogs/dogs.repository';
import { saveEmbedding } from './search.repository';
import type { VectorIndex } from './vector-index';

const BATCH = 50;
/** During a switch each run gives the target this long, so new dogs never wait behind it. */
const TARGET_SLICE_MS = 20_000;

export type EmbeddedDog = { id: number; vector: Float32Array };

/**
 * Embeds every dog that has no embedding for the serving model (demo dogs, imports, a new
 * photo) and then, during a model switch, for the target model, which it promotes once every
 * dog has one. One run at a time; a photo that cannot be read is skipped for the life of the
 * process rather than retried in a loop.
 */
export function createIndexer(deps: {
  db: Db;
  storage: Storage;
  models: PhotoModels;
  /** The live index of the serving model, updated as vectors are stored; none for the CLI. */
  index?: () => VectorIndex;
  log: FastifyBaseLogger;
  /** Dogs per batch, and the target's share of a run during a switch (tests shrink them). */
  batchSize?: number;
  targetSliceMs?: number;
}) {
  const batchSize = deps.batchSize ?? BATCH;
  const skippedByModel = new Map<string, Set<number>>();
  const listeners: ((dogs: EmbeddedDog[]) => Promise<unknown>)[] = [];
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let stopped = false;

  async function run(): Promise<number> {
    await deps.models.followDatabase();
    await deps.index?.().refresh();
    let done = await embedMissing(deps.models.serving(), true);
    if (deps.models.switching() && !stopped) {
      const target = deps.models.target();
      done += await embedMissing(
        target,
        false,
        Date.now() + (deps.targetSliceMs ?? TARGET_SLICE_MS),
      );
      const skipped = skippedByModel.get(keyText(target)) ?? new Set<number>();
      const left = (await dogsNeedingEmbedding(deps.db, keyOf(target), skipped.size + 1)).filter(
        (dog) => !skipped.has(dog.id),
      );
      if (!stopped && !left.length) await deps.models.promote();
    }
    return done;
  }

  async function embedMissing(
    embeddings: EmbeddingService,
    serving: boolean,
    until = Infinity,
  ): Promise<number> {
    const key = keyOf(embeddings);
    const skipped = skippedByModel.get(keyText(key)) ?? new Set<number>();
    skippedByModel.set(keyText(key), skipped);
    let done = 0;
    // A slice always embeds one batch, however late it starts: a busy machine must not stall
    // a model switch (the slice budget is checked after each batch).
    for (let first = true; !stopped && (first || Date.now() < until); first = false) {
      const batch = (await dogsNeedingEmbedding(deps.db, key, batchSize + skipped.size)).filter(
        (dog) => !skipped.has(dog.id),
      );
      if (!batch.length) break;
      const embedded: EmbeddedDog[] = [];
      for (const dog of batch.slice(0, batchSize)) {
        if (stopped) break;
        const photo = await deps.storage.get(dog.imageKey);
        const analysis = photo ? await embeddings.analyse(photo.body).catch(() => null) : null;
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
        if (serving) await deps.index?.().upsert(dog.id, analysis.vector);
        embedded.push({ id: dog.id, vector: analysis.vector });
        done++;
      }
      if (!serving) continue;
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
    /** Called after each batch with the dogs just embedded by the serving model. */
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
