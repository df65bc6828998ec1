import type { FastifyInstance } from 'fastify';

/**
 * Starts the periodic import of each source whose key is configured (ADR 033: every
 * SYNC_INTERVAL_MINUTES, stretched to the day's call budget); returns the stop.
 */
export function scheduleDogImports(app: FastifyInstance): () => void {
  return app.dogImports.schedule();
}
