import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { PgliteInUseError } from './db/pglite-lock';
import { WORKER_NEEDS_POSTGRES } from './worker-message';

/**
 * `npm run worker`: runs background jobs and their schedules, and serves no HTTP (ADR 101).
 * Web processes beside it start with JOBS=0.
 */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const loaded = loadConfig();
  const config = { ...loaded, jobs: { ...loaded.jobs, enabled: true } };
  if (!config.databaseUrl) {
    console.error(WORKER_NEEDS_POSTGRES);
    process.exit(1);
  }
  const app = await buildApp(config);
  await app.ready();
  app.jobs.startSchedules();
  app.log.info('찾아줄개 worker is running background jobs (no HTTP)');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down: finishing the jobs in hand');
    await app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof PgliteInUseError ? error.message : error);
  process.exit(1);
});
