import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverRoot } from '../src/paths';
import { cachedPgliteTemplate } from './template-cache';
import type { Pristine } from './template-state';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (the PGlite runs). */
    pgliteTemplate: string;
    /** What a reset of a kept PGlite database puts back (test/database.ts). */
    pgliteTemplatePristine: Pristine;
    /** A migrated database on the TEST_DATABASE_URL server, pg-boss's schema included. */
    postgresTemplate: string;
    /** How the folders of this run's child-server bundles begin (child-server.ts). */
    childBundlePrefix: string;
  }
}

/**
 * The migrated database every test file starts from (test/database.ts, ADR 210): PGlite's
 * dump, cached between runs; on PostgreSQL a template database migrated once per run, which
 * CREATE DATABASE … TEMPLATE copies.
 */
export default async function setup(project: TestProject) {
  const removeBundles = childBundles(project);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { postgresTemplate } = await import('./database');
    const template = await postgresTemplate(serverUrl);
    project.provide('postgresTemplate', template.name);
    return async () => {
      removeBundles();
      await template.drop();
    };
  }
  // PGlite, Drizzle and the schema are loaded here only when the template must be made.
  const { file, pristine } =
    cachedPgliteTemplate() ?? (await (await import('./database')).pgliteTemplate());
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplatePristine', pristine);
  return removeBundles;
}

/** Names this run's child-server bundles, and removes them when the run ends. */
function childBundles(project: TestProject) {
  const prefix = `dist-test-${randomBytes(4).toString('hex')}-`;
  project.provide('childBundlePrefix', prefix);
  return () => {
    for (const dir of fs.readdirSync(serverRoot)) {
      if (dir.startsWith(prefix)) fs.rmSync(path.join(serverRoot, dir), { recursive: true });
    }
  };
}
