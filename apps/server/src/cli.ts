import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { loadConfig } from './config';
import type { Db } from './db/client';
import { openDatabase } from './db/client';
import { dogsCommand } from './ingest/dogs/cli';
import { sheltersCommand } from './ingest/shelters/command';
import { reindexCommand } from './modules/search/reindex.command';
import type { Storage } from './lib/storage';
import { createConfiguredStorage } from './lib/storage';

export type CliContext = { config: Config; db: Db; storage: Storage; log: pino.Logger };
export type Command = { usage: string; run(args: string[], context: CliContext): Promise<void> };

/**
 * `npm run sync -- <command> [options]`. With the embedded PGlite the server must be stopped
 * first (one process owns its files); with DATABASE_URL it can run beside the server.
 */
const commands: Record<string, Command> = {
  dogs: dogsCommand,
  shelters: sheltersCommand,
  reindex: reindexCommand,
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name} ${c.usage}`);
  return ['usage: npm run sync -- <command> [options]', ...lines].join('\n');
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    process.exit(name ? 2 : 0);
  }
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
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
