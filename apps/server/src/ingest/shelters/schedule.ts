import type { FastifyInstance } from 'fastify';
import { schedule } from '../scheduler';
import { importShelters } from './import-shelters';

/** Imports shelters at start and every SYNC_INTERVAL_MINUTES, only when a key is configured. */
export function scheduleShelterImport(app: FastifyInstance): boolean {
  const { publicData } = app.config;
  if (!publicData.key) return false;
  const job = schedule(
    'shelters',
    publicData.syncIntervalMinutes * 60_000,
    () => importShelters(app.db, publicData),
    app.log,
  );
  app.addHook('onClose', async () => job.stop());
  return true;
}
