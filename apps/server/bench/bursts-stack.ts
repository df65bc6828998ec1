/**
 * The servers `bench:bursts` drives: on PostgreSQL a web process (JOBS=0) and a worker
 * (`npm run worker`, JOBS=1) on a fresh database, or one PGlite server; the production
 * bundle, demo data, an admin, the limits the bench's one address needs raised.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverRoot } from '../src/paths';
import type { ServerDatabase } from '../test/database';
import { createServerDatabase } from '../test/database';

export type Stack = {
  name: string;
  base: string;
  admin: { userid: string; password: string };
  stop(): Promise<void>;
};

function start(script: string, env: Record<string, string>, log?: number): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log ?? 'ignore', 'inherit'],
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function ready(base: string, children: ChildProcess[]) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`a server process exited with ${dead.exitCode}`);
    const res = await fetch(`${base}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

/**
 * Starts the stack; `pgAdminUrl` picks PostgreSQL (a database is made and dropped) over
 * PGlite. `dist` is the bundle folder (another build, for before/after pairs).
 */
export async function startStack(options: {
  pgAdminUrl: string | undefined;
  port: number;
  dist: string;
  /** More settings for every process (a bench's own limits, its log level). */
  env?: Record<string, string>;
  /** Where the processes' standard output (their JSON log) goes; else nowhere. */
  logFile?: string;
}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-bursts-'));
  const admin = { userid: 'bench_admin', password: `Bench!${randomBytes(8).toString('hex')}` };
  const database: ServerDatabase | undefined = options.pgAdminUrl
    ? await createServerDatabase(options.pgAdminUrl, 'bench_bursts')
    : undefined;
  const databaseUrl = database?.url ?? '';
  const base = `http://127.0.0.1:${options.port}`;
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERID: admin.userid,
    ADMIN_PASSWORD: admin.password,
    // The bench is one loopback address polling every report: the API limit is raised. The
    // flyer limit (ADR 117) is not: scenario (b) shows it.
    RATE_LIMIT_PER_MINUTE: '10000000',
    ...options.env,
  };
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : undefined;
  const children: ChildProcess[] = [];
  if (databaseUrl) {
    children.push(start(`${options.dist}/server.js`, { ...env, JOBS: '0' }, log));
    await ready(base, children);
    children.push(start(`${options.dist}/worker.js`, { ...env, JOBS: '1' }, log));
  } else {
    children.push(start(`${options.dist}/server.js`, env, log));
    await ready(base, children);
  }
  return {
    name: databaseUrl ? 'PostgreSQL, web (JOBS=0) + worker' : 'PGlite, one server',
    base,
    admin,
    async stop() {
      for (const child of children.reverse()) await stopChild(child);
      if (log !== undefined) fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
