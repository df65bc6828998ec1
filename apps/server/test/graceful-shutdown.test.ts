import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverRoot } from '../src/paths';
import { TEST_JWT_SECRET } from './helper';

const ADMIN = { userid: 'shutdown_admin', password: 'Shutdown!pass1' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/server.ts` as its own process and waits for the address it listens on. */
function startServer(): Promise<{
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERID: ADMIN.userid,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    server.on('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
      if (match) resolve({ process: server, port: Number(match[1]), exited });
    });
    let errors = '';
    server.stderr!.on('data', (chunk) => (errors += chunk));
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${errors}`)),
    );
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The migrated template the other tests use, so the server skips PGlite's slow initdb. */
async function prepareDataDir() {
  if (process.env.TEST_DATABASE_URL) return;
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const db = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: template });
  await db.close();
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight with 200, then exits 0', async () => {
    await prepareDataDir();
    const server = await startServer();
    child = server.process;
    const body = JSON.stringify(ADMIN);
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on('error', reject);
    });
    // A slow client: half the body now, SIGTERM, the rest a moment later.
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    await wait(500);
    server.process.kill('SIGTERM');
    await wait(500);
    expect(server.process.exitCode).toBeNull(); // still waiting for our request
    request.end(body.slice(half));

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).accessToken).toEqual(expect.any(String));
    expect(await server.exited).toBe(0);
  }, 180_000);
});
