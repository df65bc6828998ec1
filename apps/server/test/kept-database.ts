import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Pristine } from './template-state';

/*
 * The PGlite database a test worker keeps between its files (ADR 210), in a module of its own
 * that loads nothing of the app: test/warm-database.ts starts opening it before the app's
 * modules load (ADR 268). Like database.ts, nothing here imports vitest at the top.
 */

/** What global-setup.ts provided (vitest's inject, loaded only where tests run). */
export async function provided<
  K extends 'pgliteTemplate' | 'pgliteTemplatePristine' | 'postgresTemplate',
>(key: K) {
  const { inject } = await import('vitest');
  return inject(key);
}

/** The migrated PGlite template, as PGlite loads a data directory. */
export async function pgliteTemplateBlob(): Promise<Blob> {
  return new Blob([fs.readFileSync(await provided('pgliteTemplate'))]);
}

/** `used`: an app has had it since it was opened, so it must be put back before the next. */
export type Kept = { pg: PGlite; pristine: Pristine; used: boolean };

/** The worker's database, once opened, and whether a test file's app holds it. */
export const kept: { shared?: Promise<Kept> | undefined; busy: boolean } = { busy: false };

export async function keepPglite(): Promise<Kept> {
  const pg = await PGlite.create({
    extensions: { vector },
    loadDataDir: await pgliteTemplateBlob(),
    // A test's tables fit in 16 MB of buffers; PGlite's 128 MB took ~0.15 s more to set up.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { pg, pristine: await provided('pgliteTemplatePristine'), used: false };
}

/** Starts opening the worker's kept database (test/warm-database.ts), while the test file loads. */
export function prepareTestDatabase() {
  if (process.env.TEST_DATABASE_URL) return;
  kept.shared ??= keepPglite();
  kept.shared.catch(() => (kept.shared = undefined));
}
