import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import type { LockOwner } from './db/pglite-lock';
import { dogsCommand } from './modules/dog-imports/dog-imports.command';
import { sheltersCommand } from './modules/shelters/shelters.command';
import { reindexCommand } from './modules/search/reindex.command';
import type { Command } from './lib/cli-context';
import { createConfiguredStorage } from './lib/storage';

const importsOnSchedule: LockOwner = {
  kind: 'sync',
  serverDoesThis:
    'it imports on its schedule (SYNC_INTERVAL_MINUTES) when PUBLIC_DATA_KEY or GG_DATA_KEY is set',
};

/**
 * `npm run sync -- <command> [options]`. With the embedded PGlite a command refuses while the
 * server has the files open, and says what the server does instead (ADR 098); with
 * DATABASE_URL it runs beside the server.
 */
const commands: Record<string, Command & { owner: LockOwner }> = {
  dogs: { ...dogsCommand, owner: importsOnSchedule },
  shelters: { ...sheltersCommand, owner: importsOnSchedule },
  reindex: {
    ...reindexCommand,
    owner: {
      kind: 'reindex',
      serverDoesThis:
        'it embeds dogs that lack a photo-search vector in the background (REINDEX_INTERVAL_SECONDS)',
    },
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name} ${c.usage}`);
  return ['usage: npm run sync -- <command> [options]', ...lines].join('\n');
}

async function main() {
  // The command's own options are its to parse (parseArgs in each command).
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    process.exit(name ? 2 : 0);
  }
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  // Exit (not die) on Ctrl-C, so the exit hook removes DATA_DIR/db.lock.
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    owner: command.owner,
  });
  try {
    const storage = await createConfiguredStorage(config);
    await command.run(args, { config, db: database.db, storage, log });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
