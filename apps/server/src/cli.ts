import path from 'node:path';
import { parseArgs } from 'node:util';
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

/**
 * The command's name and the arguments after it, which are the command's to parse (parseArgs
 * in each command); before the name only --help. Undefined when there is no name.
 */
function readCommandLine(argv: string[]): { name?: string; args: string[] } {
  const { tokens } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const first = tokens.find((t) => t.kind === 'positional');
  const before = tokens.filter((t) => t.kind === 'option' && (!first || t.index < first.index));
  const unknown = before.find((t) => t.kind === 'option' && t.name !== 'help');
  if (unknown?.kind === 'option') throw new UsageError(`unknown option '${unknown.rawName}'`);
  return first ? { name: first.value, args: argv.slice(first.index + 1) } : { args: [] };
}

class UsageError extends Error {}

async function main() {
  let line: { name?: string; args: string[] };
  try {
    line = readCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage()}`);
    process.exit(2);
  }
  const { name, args } = line;
  const command = name ? commands[name] : undefined;
  if (!command) {
    if (name) console.error(`unknown command '${name}'`);
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
