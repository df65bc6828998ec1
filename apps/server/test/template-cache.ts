import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir, serverRoot } from '../src/paths';
import type { Pristine } from './template-state';

/*
 * Where the migrated PGlite template is kept between runs, and whether it is there: all that
 * global setup needs on a run after the first, without loading PGlite, Drizzle or the schema
 * (database.ts makes the template when it is missing).
 */

/** Kept between runs, also by `npm ci`, outside git (.gitignore): ADR 210. */
export const cacheDir = path.join(serverRoot, '../../.cache/test');

function templateKey(): string {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', 'drizzle-orm']) {
    const file = path.join(serverRoot, '../../node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${JSON.parse(fs.readFileSync(file, 'utf8')).version}\n`);
  }
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of files(migrationsDir)) {
    hash.update(path.relative(migrationsDir, file)).update(fs.readFileSync(file));
  }
  // What is read from the template, and how (pristineOf), and how it is written (database.ts).
  hash.update(fs.readFileSync(new URL('./template-state.ts', import.meta.url)));
  hash.update(fs.readFileSync(new URL('./database.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of today's migrations and PGlite is kept. */
export const templateFile = () => path.join(cacheDir, `pglite-template-${templateKey()}.tar`);

/** The kept template and what a reset puts back, when they are there. */
export function cachedPgliteTemplate(): { file: string; pristine: Pristine } | undefined {
  const file = templateFile();
  if (!fs.existsSync(file) || !fs.existsSync(`${file}.json`)) return undefined;
  // Marked as used: another checkout's run on the same machine leaves it be (database.ts).
  const now = new Date();
  fs.utimesSync(file, now, now);
  return { file, pristine: JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as Pristine };
}
