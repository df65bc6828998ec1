import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job now and then every `intervalMs`, never two runs at once, and stops when the
 * server closes. Failures are logged; the next run tries again.
 */
export function schedule(
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  log: FastifyBaseLogger,
): { stop(): void } {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const result = await job();
      log.info({ job: name, result }, `scheduled ${name} finished`);
    } catch (error) {
      log.error({ job: name, err: error }, `scheduled ${name} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  setTimeout(() => void run(), 1000).unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
