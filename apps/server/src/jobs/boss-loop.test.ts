import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { startQueueLoop } from './boss-loop';

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A queue whose fetches wait until the test answers them, polled once a minute. */
function loopOnHeldFetches(signal: AbortSignal) {
  const answers: ((jobs: PgBoss.Job<object>[]) => void)[] = [];
  const boss = {
    fetch: vi.fn(() => new Promise<PgBoss.Job<object>[]>((resolve) => answers.push(resolve))),
  } as unknown as PgBoss;
  const loop = startQueueLoop({
    boss,
    name: 'queue',
    log,
    pollMs: 60_000,
    signal,
    run: vi.fn(),
    beforeFail: vi.fn(),
  });
  return { loop, answers };
}

describe('a pg-boss queue loop', () => {
  // The server's close waits for every loop: a stop that came while a loop asked for a job
  // held the close for a whole poll (2 s on the server), the signal having already fired.
  it('ends at once when the stop comes while it is asking for a job', async () => {
    const stopping = new AbortController();
    const { loop, answers } = loopOnHeldFetches(stopping.signal);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    stopping.abort();
    answers[0]!([]);
    await loop.done;
    expect(answers).toHaveLength(1);
  }, 5_000);

  it('asks again after the poll, and ends during the wait when stopped', async () => {
    vi.useFakeTimers();
    try {
      const stopping = new AbortController();
      const { loop, answers } = loopOnHeldFetches(stopping.signal);
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      answers[0]!([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(answers).toHaveLength(2);
      answers[1]!([]);
      await vi.advanceTimersByTimeAsync(1_000);
      stopping.abort();
      await loop.done;
      expect(answers).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
