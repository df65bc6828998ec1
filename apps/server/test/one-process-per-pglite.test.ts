import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';
import type { ChildServer, ChildStore } from './child-server';
import { createChildStore, killChild, killChildren, logIn, startChildServer } from './child-server';
import type { AckedWrite } from './crash-writes';
import { checkWrite, postInquiry, postReport } from './crash-writes';
import { TEST_JWT_SECRET } from './helper';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let store: ChildStore | undefined;
const clis: ChildProcess[] = [];
afterAll(async () => {
  killChildren();
  for (const cli of clis) cli.kill('SIGKILL');
  await store?.remove();
});

/** Runs a CLI entry as `npm run …` does (tsx, no build) on the store's DATA_DIR. */
function runCli(on: ChildStore, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const cli = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: on.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      EMBEDDER: 'colour',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  clis.push(cli);
  let stderr = '';
  cli.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => cli.on('exit', (code) => resolve({ code, stderr })));
}

const lockOf = (on: ChildStore) =>
  JSON.parse(fs.readFileSync(path.join(on.dataDir, 'db.lock'), 'utf8')) as { pid: number };

async function expectWritesIntact(server: ChildServer, writes: AckedWrite[]) {
  const { accessToken } = await logIn(server.url);
  const problems: string[] = [];
  for (const write of writes) problems.push(...(await checkWrite(server.url, accessToken, write)));
  expect(problems).toEqual([]);
}

// With DATABASE_URL there is no lock to take: PostgreSQL serves any number of processes.
describe.skipIf(onPostgres)(
  'one process per PGlite directory (PGlite only: skipped with TEST_DATABASE_URL, where nothing is locked)',
  () => {
    let first: ChildServer;
    let current: ChildServer;
    const writes: AckedWrite[] = [];

    it('a second server on the same DATA_DIR exits 1 naming the first, which keeps serving', async () => {
      store = await createChildStore('one-process');
      first = await startChildServer(store);
      const { accessToken } = await logIn(first.url);
      writes.push((await postReport(first.url, accessToken, 1))!);

      const second = startChildServer(store);
      await expect(second).rejects.toThrow('server exited (1) before listening');
      await expect(second).rejects.toThrow(
        `the server (pid ${first.process.pid}, started 20`, // an ISO time follows
      );
      await expect(second).rejects.toThrow(
        `has ${store.dataDir}/db open, and the embedded PGlite database serves one process at a time. ` +
          'Stop it first; several servers need PostgreSQL (DATABASE_URL).',
      );

      writes.push((await postInquiry(first.url, accessToken, 2))!);
      await expectWritesIntact(first, writes);
      expect(lockOf(store).pid).toBe(first.process.pid);
    }, 60_000);

    it('npm run sync, reindex, db:backup and db:restore refuse while the server runs, saying who has it', async () => {
      const on = store!;
      const backupFile = path.join(on.dataDir, 'while-running.chajul.gz');
      const runs = {
        sync: await runCli(on, ['src/cli.ts', 'dogs', '--source', 'national']),
        reindex: await runCli(on, ['src/cli.ts', 'reindex']),
        backup: await runCli(on, ['src/backup-cli.ts', 'backup', backupFile]),
        restore: await runCli(on, ['src/backup-cli.ts', 'restore', backupFile]),
      };
      const holder = `the server (pid ${first.process.pid}, started `;
      for (const [name, run] of Object.entries(runs)) {
        expect({ name, code: run.code }).toEqual({ name, code: 1 });
        expect(run.stderr).toContain(holder);
        expect(run.stderr).toContain(`has ${on.dataDir}/db open`);
      }
      expect(runs.sync.stderr).toContain(
        'Stop it first, or let it do this: it imports on its schedule (SYNC_INTERVAL_MINUTES)',
      );
      expect(runs.reindex.stderr).toContain(
        'Stop it first, or let it do this: it embeds dogs that lack a photo-search vector in the background (REINDEX_INTERVAL_SECONDS)',
      );
      expect(runs.backup.stderr).toMatch(/Stop it first\.\s*$/);
      // Refused before opening anything: no backup was started, the restore never read its file.
      expect(fs.readdirSync(on.dataDir).filter((f) => f.startsWith('while-running'))).toEqual([]);
      expect(runs.restore.stderr).not.toContain('ENOENT');
      await expectWritesIntact(first, writes);
    }, 60_000);

    it('after SIGKILL the next server takes over the stale lock, says so, and the earlier writes are there', async () => {
      await killChild(first);
      expect(lockOf(store!).pid).toBe(first.process.pid); // left behind by the kill
      current = await startChildServer(store!);
      expect(current.stderr()).toContain(
        `took over the stale lock ${store!.dataDir}/db.lock: pid ${first.process.pid} (server, started `,
      );
      expect(lockOf(store!).pid).toBe(current.process.pid);
      await expectWritesIntact(current, writes);
    }, 60_000);

    it('two servers starting together on a stale lock: exactly one serves, the other names it', async () => {
      await killChild(current);
      const starts = await Promise.allSettled([startChildServer(store!), startChildServer(store!)]);
      const served = starts.filter((s) => s.status === 'fulfilled').map((s) => s.value);
      const refused = starts.filter((s) => s.status === 'rejected').map((s) => String(s.reason));
      expect(served).toHaveLength(1);
      current = served[0]!;
      expect(refused).toEqual([expect.stringContaining(`the server (pid ${current.process.pid}`)]);
      expect(lockOf(store!).pid).toBe(current.process.pid);
      await expectWritesIntact(current, writes);
    }, 60_000);

    it('a server stopped with SIGTERM removes its lock, and a backup then runs', async () => {
      current.process.kill('SIGTERM');
      expect(await current.exited).toBe(0);
      expect(fs.existsSync(path.join(store!.dataDir, 'db.lock'))).toBe(false);
      const backupFile = path.join(store!.dataDir, 'stopped.chajul.gz');
      const run = await runCli(store!, ['src/backup-cli.ts', 'backup', backupFile]);
      expect(run).toMatchObject({ code: 0 });
      expect(fs.existsSync(backupFile)).toBe(true);
      expect(fs.existsSync(path.join(store!.dataDir, 'db.lock'))).toBe(false);
    }, 60_000);
  },
);
