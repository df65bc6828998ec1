import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup/backup';
import { restoreBackup } from './backup/restore';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createConfiguredStorage } from './lib/storage';

const USAGE = `usage: npm run db:backup -- <file>     save the database and images to <file>
       npm run db:restore -- <file>    replace the database and images with <file>'s
With the embedded PGlite both refuse while the server has DATA_DIR/db open: stop it first.`;

/** `npm run db:backup` / `db:restore` (docs/operations.md "백업과 복원"). */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [command, file] = positionals;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    process.exit(2);
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Exit (not die) on Ctrl-C, so the exit hook removes DATA_DIR/db.lock (ADR 098).
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    owner: { kind: command },
  });
  try {
    const storage = await createConfiguredStorage(config);
    const target = path.resolve(file);
    if (command === 'backup') {
      const s = await createBackup(database.db, storage, target);
      console.log(
        `backup written to ${s.file}: ${s.tables} tables, ${s.rows} rows, ${s.images} images`,
      );
    } else {
      const s = await restoreBackup(database.db, storage, target);
      console.log(`restored ${s.tables} tables, ${s.rows} rows, ${s.images} images from ${target}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
