import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { PhotoModels } from './photo-models';
import { keyOf, keyText } from './photo-models';
import { dogsNeedingEmbedding } from '../dogs/dogs.repository';
import type { ModelKey } from './search.repository';
import { saveEmbedding } from './search.repository';
import type { VectorIndex } from './vector-index';

const BATCH = 50;
/** During a switch each run gives the target this long, so new dogs never wait behind it. */
const TARGET_SLICE_MS = 20_000;

export type EmbeddedDog = { id: number; vector: Float32Array };

export type IndexerDeps = {
  db: Db;
  storage: Storage;
  models: PhotoModels;
  /** The live index of the serving model, updated as vectors are stored; none for the CLI. */
  index?: () => VectorIndex;
  log: FastifyBaseLogger;
  /** Dogs per batch, and the target's share of a run during a switch (tests shrink them). */
  batchSize?: number;
  targetSliceMs?: number;
};

type Listener = (dogs: EmbeddedDog[]) => Promise<unknown>;

/** What an indexer keeps between runs: its dependencies, skipped photos, listeners, the run. */
type IndexerState = {
  deps: IndexerDeps;
  batchSize: number;
  /** Dogs whose photo could not be read, per model key: skipped for the life of the process. */
  skippedByModel: Map<string, Set<number>>;
  listeners: Listener[];
  running?: Promise<number>;
  /** The one run that waits for the current one, shared by everyone arriving meanwhile. */
  queued?: Promise<number>;
  stopped: boolean;
};

/**
 * Embeds every dog that has no embedding for the serving model (demo dogs, imports, a new
 * photo) and then, during a model switch, for the target model, which it promotes once every
 * dog has one. One run at a time; a photo that cannot be read is skipped for the life of the
 * process rather than retried in a loop.
 */
export function createIndexer(deps: IndexerDeps) {
  const state: IndexerState = {
    deps,
    batchSize: deps.batchSize ?? BATCH,
    skippedByModel: new Map(),
    listeners: [],
    stopped: false,
  };
  return {
    /** Called after each batch with the dogs just embedded by the serving model. */
    onEmbedded: (listener: Listener): void => void state.listeners.push(listener),
    /** Ends the work between two dogs, so closing never cuts an embedding in half. */
    stop: () => stop(state),
    /**
     * Embeds what is missing now. A caller arriving during a run waits for one more run
     * (shared by everyone who arrives meanwhile), so dogs added just before are included.
     */
    runOnce: () => runOnce(state),
  };
}

export type Indexer = ReturnType<typeof createIndexer>;

/** Starts a run now, or queues the one run that follows the current one. */
function runOnce(state: IndexerState): Promise<number> {
  if (!state.running) return startRun(state);
  state.queued ??= state.running
    .catch(() => 0)
    .then(() => {
      state.queued = undefined;
      return startRun(state);
    });
  return state.queued;
}

/** Starts a run and keeps it as the running one until it ends. */
function startRun(state: IndexerState): Promise<number> {
  state.running = run(state).finally(() => (state.running = undefined));
  return state.running;
}

/** Stops between two dogs and waits for the running and queued runs to end. */
async function stop(state: IndexerState): Promise<void> {
  state.stopped = true;
  await Promise.allSettled([state.running, state.queued]);
}

/** One run: the serving model's missing dogs, then a slice of a model switch's target. */
async function run(state: IndexerState): Promise<number> {
  const { deps } = state;
  await deps.models.followDatabase();
  await deps.index?.().refresh();
  let done = await embedMissing(state, deps.models.serving(), true);
  if (deps.models.switching() && !state.stopped) {
    const until = Date.now() + (deps.targetSliceMs ?? TARGET_SLICE_MS);
    done += await embedMissing(state, deps.models.target(), false, until);
    await promoteWhenDone(state);
  }
  return done;
}

/** Promotes the switch's target model once every dog it can read has its vector. */
async function promoteWhenDone(state: IndexerState): Promise<void> {
  const { deps } = state;
  const target = deps.models.target();
  const skipped = skippedOf(state, keyOf(target));
  const left = (await dogsNeedingEmbedding(deps.db, keyOf(target), skipped.size + 1)).filter(
    (dog) => !skipped.has(dog.id),
  );
  if (!state.stopped && !left.length) await deps.models.promote();
}

/** The dogs skipped for a model key, kept in the state from the first ask. */
function skippedOf(state: IndexerState, key: ModelKey): Set<number> {
  const skipped = state.skippedByModel.get(keyText(key)) ?? new Set<number>();
  state.skippedByModel.set(keyText(key), skipped);
  return skipped;
}

/** Embeds the dogs a model lacks, batch by batch, until none is left or `until` has passed. */
async function embedMissing(
  state: IndexerState,
  embeddings: EmbeddingService,
  serving: boolean,
  until = Infinity,
): Promise<number> {
  const { deps, batchSize } = state;
  const key = keyOf(embeddings);
  const skipped = skippedOf(state, key);
  let done = 0;
  // A slice always embeds one batch, however late it starts: a busy machine must not stall
  // a model switch (the slice budget is checked after each batch).
  for (let first = true; !state.stopped && (first || Date.now() < until); first = false) {
    const batch = (await dogsNeedingEmbedding(deps.db, key, batchSize + skipped.size)).filter(
      (dog) => !skipped.has(dog.id),
    );
    if (!batch.length) break;
    const embedded = await embedBatch(state, embeddings, serving, batch.slice(0, batchSize));
    done += embedded.length;
    if (serving) await tellListeners(state, embedded);
  }
  if (done) deps.log.info({ embedded: done, model: key.model }, 'photo search: dogs embedded');
  return done;
}

/** Embeds and stores each dog's photo (the serving model's also in the live index). */
async function embedBatch(
  state: IndexerState,
  embeddings: EmbeddingService,
  serving: boolean,
  batch: { id: number; imageKey: string }[],
): Promise<EmbeddedDog[]> {
  const { deps } = state;
  const key = keyOf(embeddings);
  const embedded: EmbeddedDog[] = [];
  for (const dog of batch) {
    if (state.stopped) break;
    const photo = await deps.storage.get(dog.imageKey);
    const analysis = photo ? await embeddings.analyse(photo.body).catch(() => null) : null;
    if (!analysis) {
      skippedOf(state, key).add(dog.id);
      deps.log.warn(
        { dogId: dog.id, imageKey: dog.imageKey },
        'photo search: photo unreadable, skipped',
      );
      continue;
    }
    await saveEmbedding(deps.db, { ...key, dogId: dog.id, imageKey: dog.imageKey, ...analysis });
    if (serving) await deps.index?.().upsert(dog.id, analysis.vector);
    embedded.push({ id: dog.id, vector: analysis.vector });
  }
  return embedded;
}

/** Hands a batch's new vectors to each listener; a listener's failure is logged, not thrown. */
async function tellListeners(state: IndexerState, embedded: EmbeddedDog[]): Promise<void> {
  for (const listener of state.listeners) {
    await listener(embedded).catch((error: unknown) =>
      state.deps.log.error({ err: error }, 'photo search: a listener of new vectors failed'),
    );
  }
}
