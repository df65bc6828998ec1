import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { serverRoot } from '../src/paths';
import { createServerDatabase } from './database';
import { pgliteTemplateBlob } from './kept-database';
import { GENEROUS_WRITE_LIMITS, TEST_JWT_SECRET } from './helper';

export const CHILD_ADMIN = { userid: 'child_admin', password: 'Child!admin-pass1' };

export type ChildServer = {
  process: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  /** Everything the child wrote to stderr so far. */
  stderr(): string;
};

/**
 * Where a child server keeps its data: a temp DATA_DIR (with PGlite's files in it unless
 * TEST_DATABASE_URL is set, then a fresh database on that server), removed by `remove()`.
 */
export type ChildStore = { dataDir: string; databaseUrl: string; remove(): Promise<void> };

export async function createChildStore(prefix: string): Promise<ChildStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `chajul-${prefix}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The migrated template the other tests use, so the child skips PGlite's slow initdb.
    const db = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: await pgliteTemplateBlob(),
    });
    await db.close();
    return {
      dataDir,
      databaseUrl: '',
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // An empty database: the child migrates it from nothing, as a new server does.
  const database = await createServerDatabase(serverUrl, 'child');
  return {
    dataDir,
    databaseUrl: database.url,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

const running = new Set<ChildProcess>();
/** Kills every child still running (call from afterAll). */
export function killChildren() {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
}

/** The environment of a child process on the store: production mode, quiet, no indexing. */
function childEnv(store: ChildStore, env: Record<string, string>) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl,
    DEMO_DATA: '0',
    LOG_LEVEL: 'info',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_USERID: CHILD_ADMIN.userid,
    ADMIN_PASSWORD: CHILD_ADMIN.password,
    // No photo indexing: these tests are about the database and the image store.
    EMBEDDER: 'colour',
    EMBED_WORKERS: '0',
    REINDEX_INTERVAL_SECONDS: '0',
    ...GENEROUS_WRITE_LIMITS,
    ...env,
  };
}

let bundle: Promise<string> | undefined;
/**
 * The server bundled from src/ as `npm run build` bundles it, once per test process, into
 * apps/server/dist-test-<run>-<pid>/ (git-ignored; global-setup.ts removes the run's at its
 * end): a child then starts in a fraction of the time tsx takes to compile src/ for it
 * (ADR 210), and always runs the code under test, never an older dist/.
 */
function bundled(): Promise<string> {
  bundle ??= (async () => {
    const dir = `${inject('childBundlePrefix')}${process.pid}`;
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', dir], {
      cwd: serverRoot,
    });
    return path.join(serverRoot, dir);
  })();
  return bundle;
}

/**
 * Starts the bundled `entry` (src/`entry`.ts) as its own process on the store and waits
 * for the first stdout line that `ready` matches; `port` is its first group, if any.
 */
async function startChild(
  entry: 'server' | 'worker',
  ready: RegExp,
  store: ChildStore,
  env: Record<string, string>,
): Promise<ChildServer> {
  const dir = await bundled();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(dir, `${entry}.js`)], {
    cwd: serverRoot,
    env: childEnv(store, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = ready.exec(line);
      if (!match) return;
      const port = Number(match[1] ?? 0);
      const url = `http://127.0.0.1:${port}`;
      resolve({ process: child, port, url, exited, stderr: () => errors });
    });
    void exited.then((code) =>
      reject(new Error(`${entry} exited (${code}) before listening:\n${errors}`)),
    );
  });
}

/** Starts the server (`src/server.ts`) as its own process on the store and waits for its port. */
export function startChildServer(
  store: ChildStore,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return startChild('server', /Server listening at http:\/\/127\.0\.0\.1:(\d+)/, store, env);
}

/** Starts the job worker (`src/worker.ts`, `npm run worker`) on the store and waits until it runs jobs. */
export function startChildWorker(
  store: ChildStore,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return startChild('worker', /worker is running background jobs/, store, env);
}

export async function killChild(server: ChildServer) {
  server.process.kill('SIGKILL');
  await server.exited;
}

export async function logIn(baseUrl: string, account = CHILD_ADMIN) {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`login failed (${res.status}): ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
  return { accessToken: body.accessToken, refreshCookie: cookie?.split(';')[0] ?? '' };
}
