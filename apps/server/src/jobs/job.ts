import type { FailedJob } from '@chajul/contracts';

export type JobName =
  | 'import-dogs'
  | 'import-shelters'
  | 'embed-photos'
  | 'match-reports'
  | 'match-report'
  | 'match-sighting'
  | 'purge-unconfirmed-sightings'
  | 'send-mail';

/**
 * One kind of background work (ADR 101). The same definition runs on pg-boss (PostgreSQL) and
 * on the in-process runner (PGlite), with the same tries and back-off.
 */
export type JobDefinition = {
  name: JobName;
  /** Tries after the first; try n waits retryDelaySeconds × 2^(n-1) (pg-boss's back-off). */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * One waiting and one running job per singleton key at most (pg-boss's `stately` policy):
   * a schedule or a burst of requests never piles up copies of the same work.
   */
  stately?: boolean;
  /**
   * Runs for minutes: it beats its heart, so the job of a worker that was killed is tried
   * again within HEARTBEAT_SECONDS instead of its whole expiry.
   */
  long?: boolean;
  /** `signal` ends when this process stops: a job that can, stops early and is tried again. */
  run(data: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
};

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
  /** Starts running the definitions' jobs, when this process works. */
  work(definitions: JobDefinition[]): Promise<void>;
  /** The job's id, or null when a job with the same singleton key is waiting already. */
  send(name: JobName, data: object, options?: SendOptions): Promise<string | null>;
  /** Whether a job of `name` with this singleton key waits or runs (any process). */
  pending(name: JobName, singletonKey: string): Promise<boolean>;
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
 * A failed job's error as the queues store it: PostgreSQL text and jsonb refuse NUL, which
 * an error about binary input can carry, and a whole body is more than the admin page needs.
 */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '').slice(0, 2000);
