import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsDir, serverRoot } from '../src/paths';
import type { Pristine } from './template-state';
import { pristineOf } from './template-state';

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

/** Kept between runs, also by `npm ci`, outside git (.gitignore): ADR 210. */
const cacheDir = path.join(serverRoot, '../../.cache/test');

/**
 * The migrated database every test file starts from (ADR 210). PGlite: creating a database
 * runs initdb (~4 s), so the dump of a migrated one is kept in .cache/test under the
 * hash of the migrations and of PGlite's version: a new migration makes a new one. PostgreSQL:
 * a template database migrated once per run, which CREATE DATABASE … TEMPLATE copies.
 */
export default async function setup(project: TestProject) {
  const removeBundles = childBundles(project);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const dropTemplate = await postgresTemplate(project, serverUrl);
    return async () => {
      removeBundles();
      await dropTemplate();
    };
  }
  const file = await pgliteTemplate();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplatePristine', JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')));
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
  // What is read from the template, and how (pristineOf).
  hash.update(fs.readFileSync(new URL('./template-state.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file) && fs.existsSync(`${file}.json`)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { vector } });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  const pristine = await pristineOf(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith('pglite-template-') && !old.startsWith(path.basename(file))) {
      fs.rmSync(path.join(cacheDir, old), { force: true });
    }
  }
  // Written aside and renamed: another run may be reading or writing the same key.
  const write = (target: string, data: string | Buffer) => {
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, target);
  };
  write(`${file}.json`, JSON.stringify(pristine));
  write(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { openDatabase } = await import('../src/db/client');
  const { default: PgBoss } = await import('pg-boss');
  const database = await openDatabase({ url: url.toString() });
  await database.close();
  // pg-boss's own schema, as the app's queue (src/jobs/boss-queue.ts) creates it on start.
  const boss = new PgBoss({
    connectionString: url.toString(),
    schema: 'pgboss',
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
