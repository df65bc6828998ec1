import type { FailedJob } from '@chajul/contracts';
import { z } from 'zod';

/**
 * One kind of background work (ADR 101, ADR 115): its name, the shape of its payload and its
 * policy. Declared in `catalogue.ts`; the module that owns the work runs it (`handleJob`).
 * The same definition runs on pg-boss (PostgreSQL) and on the in-process runner (PGlite).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly name: string;
  /** Checked when the job runs: a payload that does not fit fails at once, with the reason. */
  readonly payload: S;
  /** Tries after the first; try n waits retryDelaySeconds × 2^(n-1) (pg-boss's back-off). */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /**
   * One waiting and one running job per singleton key at most (pg-boss's `stately` policy):
   * a schedule or a burst of requests never piles up copies of the same work.
   */
  readonly stately?: boolean;
  /**
   * Runs for minutes: it beats its heart, so the job of a worker that was killed is tried
   * again within HEARTBEAT_SECONDS instead of its whole expiry.
   */
  readonly long?: boolean;
  /**
   * The payload field that names who asked (a member id): each one's n-th waiting job goes
   * before anyone's (n+1)-th, so one member's burst does not hold the queue (ADR 116).
   */
  readonly fairBy?: string;
};

/** The payload fields a queue can be fair by: plain values that name someone. */
type FairKey<P> = {
  [K in keyof P]-?: P[K] extends string | number ? K : never;
}[keyof P] &
  string;

/** A definition whose `fairBy`, if any, is a string or number field of its payload. */
export const defineJob = <S extends z.ZodType>(
  definition: JobDefinition<S> & { fairBy?: FairKey<z.output<S>> },
): JobDefinition<S> => definition;

/** `signal` ends when this process stops: a job that can, stops early and is tried again. */
export type JobHandler<S extends z.ZodType> = (
  payload: z.output<S>,
  signal: AbortSignal,
) => Promise<unknown>;

/** A definition with what runs it in this process. */
export type HandledJob = {
  definition: JobDefinition;
  run(data: unknown, signal: AbortSignal): Promise<unknown>;
};

/** A payload a job's schema refused: trying it again cannot help, so it fails at once. */
export class BadPayloadError extends Error {}

/** Pairs a definition with its handler; the payload is checked before the handler sees it. */
export function handleJob<S extends z.ZodType>(
  definition: JobDefinition<S>,
  handler: JobHandler<S>,
): HandledJob {
  return {
    definition,
    run(data, signal) {
      const parsed = definition.payload.safeParse(data);
      if (!parsed.success) {
        const reason = z.prettifyError(parsed.error).replaceAll('\n', ' ');
        throw new BadPayloadError(`job ${definition.name}: payload refused: ${reason}`);
      }
      return handler(parsed.data, signal);
    },
  };
}

export type SendOptions = {
  singletonKey?: string;
  /** At most one job per key in each slot of this many seconds (a schedule, ADR 101). */
  singletonSeconds?: number;
  startAfterSeconds?: number;
};

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Whether this process runs jobs (JOBS=1) or only enqueues them (JOBS=0). */
  readonly working: boolean;
  /** Makes the jobs' queues and, when this process works, starts running them. */
  work(jobs: HandledJob[]): Promise<void>;
  /** The job's id, or null when a job with the same singleton key is waiting already. */
  send<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Whether a job of `definition` with this singleton key waits or runs (any process). */
  pending(definition: JobDefinition, singletonKey: string): Promise<boolean>;
  /** The most recent jobs that failed every try. */
  failed(limit: number): Promise<FailedJob[]>;
  /** Resolves when no job is waiting to run now or running (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The wait before try `attempt` (2 = the first retry), as pg-boss computes it without jitter. */
export const retryDelayMs = (definition: JobDefinition, attempt: number) =>
  definition.retryDelaySeconds * 1000 * 2 ** (attempt - 2);

/**
 * The fair-by value of a payload (ADR 116), or undefined when the definition is not fair or
 * the payload lacks it.
 */
export function fairValue(definition: JobDefinition, payload: unknown): string | undefined {
  if (!definition.fairBy || typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[definition.fairBy];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * A failed job's error as the queues store it: PostgreSQL text and jsonb refuse NUL, which
 * an error about binary input can carry, and a whole body is more than the admin page needs.
 */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '').slice(0, 2000);
