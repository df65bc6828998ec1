import type { FastifyInstance } from 'fastify';
import { schedule } from '../scheduler';
import { importShelters } from './import-shelters';

/**
 * Imports shelters now and every SHELTER_SYNC_INTERVAL_MINUTES, only when a key is configured.
 * The caller stops the returned job when the server closes.
 */
export function scheduleShelterImport(app: FastifyInstance): { stop(): void } | undefined {
  const { publicData } = app.config;
  if (!publicData.key) return undefined;
  return schedule(
    'shelters',
    publicData.shelterSyncIntervalMinutes * 60_000,
    async () => {
      const result = await importShelters(app.db, publicData);
      app.clearResponseCache?.();
      return result;
    },
    app.log,
  );
}
