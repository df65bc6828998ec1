import type { FastifyBaseLogger } from 'fastify';
import type { EmbeddingService } from '../../ai/embedding-service';
import { createEmbeddingService } from '../../ai/embedding-service';
import type { EmbedderKind } from '../../ai/select';
import type { Db } from '../../db/client';
import { getMeta, setMeta } from '../../db/meta';
import type { ModelKey } from './search.repository';
import { deleteOtherEmbeddings } from './search.repository';

/** The model whose vectors answer searches, kept in the database so processes agree. */
export const SERVING_MODEL_META = 'photo_search_serving_model';

export const keyOf = (e: ModelKey): ModelKey => ({ model: e.model, version: e.version });
export const keyText = (k: ModelKey) => `${k.model}@${k.version}`;

export type ModelOptions = {
  kind: EmbedderKind;
  model: string;
  modelDirs: readonly string[];
  workers: number;
  queueMax: number;
};

/**
 * The configured model (target) and, while a switch is under way, the previous one
 * (serving): queries and reports keep using the serving model and its stored vectors until
 * the indexer has embedded every dog with the target, which is then promoted (ADR 050).
 */
export type PhotoModels = {
  serving(): EmbeddingService;
  target(): EmbeddingService;
  switching(): boolean;
  /** Runs before the target starts answering: build its index while the old one serves. */
  beforePromote(listener: (target: EmbeddingService) => Promise<void>): void;
  /** The target answers from now on; the previous model's vectors are deleted. */
  promote(): Promise<void>;
  /** Another process promoted the target: follow it. */
  followDatabase(): Promise<void>;
  close(): Promise<void>;
};

export async function openPhotoModels(deps: {
  db: Db;
  options: ModelOptions;
  log?: FastifyBaseLogger | undefined;
}): Promise<PhotoModels> {
  const { db, options, log } = deps;
  const open = (kind: EmbedderKind, model: string) =>
    createEmbeddingService({
      request: { kind, model, modelDirs: options.modelDirs },
      workers: options.workers,
      queueMax: options.queueMax,
      log,
    });
  const target = await open(options.kind, options.model);
  let serving = target;
  const stored = await getMeta(db, SERVING_MODEL_META);
  if (!stored) await setMeta(db, SERVING_MODEL_META, keyText(target));
  else if (stored !== keyText(target)) {
    // The vectors in the database are another model's: keep answering with it, if it loads.
    const [name, version] = stored.split('@');
    const previous =
      name === target.status.problem?.model
        ? undefined
        : await open(name === 'colour-texture' ? 'colour' : 'onnx', name ?? '').catch(
            (error: unknown) => {
              log?.warn({ err: error, model: stored }, 'photo search: previous model not usable');
              return undefined;
            },
          );
    if (previous && previous.version === version) {
      serving = previous;
      log?.info(
        { serving: stored, target: keyText(target) },
        'photo search: switching models; the previous one answers until every dog is embedded again',
      );
    } else {
      await previous?.close();
      await setMeta(db, SERVING_MODEL_META, keyText(target));
    }
  }

  const listeners: ((target: EmbeddingService) => Promise<void>)[] = [];
  let promoting: Promise<void> | undefined;

  async function switchTo(next: EmbeddingService, write: boolean) {
    for (const listener of listeners) await listener(next);
    const previous = serving;
    serving = next;
    if (write) await setMeta(db, SERVING_MODEL_META, keyText(next));
    await deleteOtherEmbeddings(db, keyOf(next));
    log?.info({ serving: keyText(next) }, 'photo search: the new model answers now');
    await previous.close();
  }

  return {
    serving: () => serving,
    target: () => target,
    switching: () => serving !== target,
    beforePromote: (listener) => void listeners.push(listener),
    promote() {
      if (serving === target) return Promise.resolve();
      promoting ??= switchTo(target, true).finally(() => (promoting = undefined));
      return promoting;
    },
    async followDatabase() {
      if (serving === target || promoting) return;
      const stored = await getMeta(db, SERVING_MODEL_META);
      if (stored === keyText(target)) {
        promoting = switchTo(target, false).finally(() => (promoting = undefined));
        await promoting;
      }
    },
    async close() {
      await promoting?.catch(() => {});
      await Promise.all([...new Set([serving, target])].map((e) => e.close()));
    },
  };
}
