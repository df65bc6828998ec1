import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { lockPgliteDir, PgliteInUseError } from '../src/db/pglite-lock';
import type { LockHolder } from '../src/db/pglite-lock-messages';
import { serverRoot } from '../src/paths';

const RACERS = 8;
const hasProc = fs.existsSync('/proc/self/cmdline');

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temp DATA_DIR; the lock of its PGlite directory `db` is `db.lock`. */
function tempDb() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-lock-'));
  dataDirs.push(dataDir);
  return { dataDir, dir: path.join(dataDir, 'db'), lockPath: path.join(dataDir, 'db.lock') };
}

function lockFor(overrides: Partial<LockHolder>): LockHolder {
  return {
    pid: 1,
    host: os.hostname(),
    kind: 'server',
    command: 'node dist/server.js',
    startedAt: '2026-11-22T01:02:03.000Z',
    token: `t${Math.random().toString(16).slice(2)}`,
    ...overrides,
  };
}
const writeLock = (file: string, holder: LockHolder) =>
  fs.writeFileSync(file, JSON.stringify(holder));
const readLock = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;

/** A pid that has just exited (and been reaped). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

/** A running process that is not one of ours: a node that waits. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(child);
  const command = hasProc
    ? fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
    : '';
  return { pid: child.pid!, command };
}

describe('the PGlite directory lock (DATA_DIR/db.lock)', () => {
  it('holds pid, host, kind, command, start time and a token, and is gone after release', async () => {
    const { dir, lockPath } = tempDb();
    const release = await lockPgliteDir(dir, { kind: 'sync' });
    expect(readLock(lockPath)).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      kind: 'sync',
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('a second open in the same process is refused while the first holds it', async () => {
    const { dir } = tempDb();
    const release = await lockPgliteDir(dir, { kind: 'server' });
    await expect(lockPgliteDir(dir, { kind: 'backup' })).rejects.toThrow(PgliteInUseError);
    release();
    (await lockPgliteDir(dir, { kind: 'backup' }))();
  });

  it('a running holder is refused, naming its pid, kind, start time and directory', async () => {
    const { dir, lockPath } = tempDb();
    const other = otherProcess();
    writeLock(lockPath, lockFor({ pid: other.pid, command: other.command }));
    const refusal = lockPgliteDir(dir, {
      kind: 'sync',
      serverDoesThis: 'it imports on its schedule',
    });
    await expect(refusal).rejects.toThrow(
      `the server (pid ${other.pid}, started 2026-11-22T01:02:03.000Z`,
    );
    await expect(refusal).rejects.toThrow(
      `has ${dir} open, and the embedded PGlite database serves one process at a time. ` +
        'Stop it first, or let it do this: it imports on its schedule.',
    );
    expect(readLock(lockPath).pid).toBe(other.pid);
  });

  it('a lock whose process has exited is taken over, with a log line', async () => {
    const { dir, lockPath } = tempDb();
    const pid = deadPid();
    writeLock(lockPath, lockFor({ pid }));
    const warn = console.warn;
    const lines: string[] = [];
    console.warn = (line: string) => void lines.push(line);
    try {
      const release = await lockPgliteDir(dir, { kind: 'server' });
      expect(readLock(lockPath).pid).toBe(process.pid);
      release();
    } finally {
      console.warn = warn;
    }
    expect(lines).toEqual([
      expect.stringContaining(`took over the stale lock ${lockPath}: pid ${pid} (server`),
    ]);
  });

  it.skipIf(!hasProc)(
    'a lock whose pid now runs another program (a reused pid) is taken over',
    async () => {
      const { dir, lockPath } = tempDb();
      const other = otherProcess();
      writeLock(lockPath, lockFor({ pid: other.pid, command: 'node dist/server.js' }));
      const release = await lockPgliteDir(dir, { kind: 'server' });
      expect(readLock(lockPath).pid).toBe(process.pid);
      release();
    },
  );

  it('a lock left by an earlier process with our pid (a restarted container) is taken over', async () => {
    const { dir, lockPath } = tempDb();
    writeLock(lockPath, lockFor({ pid: process.pid }));
    const release = await lockPgliteDir(dir, { kind: 'server' });
    expect(readLock(lockPath).kind).toBe('server');
    release();
  });

  it('a lock written on another host is not ours to judge: refused, naming the host', async () => {
    const { dir, lockPath } = tempDb();
    writeLock(lockPath, lockFor({ pid: deadPid(), host: 'elsewhere.example' }));
    await expect(lockPgliteDir(dir, { kind: 'server' })).rejects.toThrow(
      `on host elsewhere.example has ${dir} open`,
    );
  });

  it('an unreadable lock is refused with what to do, not guessed at', async () => {
    const { dir, lockPath } = tempDb();
    fs.writeFileSync(lockPath, '');
    await expect(lockPgliteDir(dir, { kind: 'server' })).rejects.toThrow(
      `If none does, delete ${lockPath} and try again.`,
    );
  });

  it('a take-over cut short by its taker dying does not block the next start', async () => {
    const { dataDir, dir, lockPath } = tempDb();
    const stale = lockFor({ pid: deadPid() });
    writeLock(lockPath, stale);
    writeLock(`${lockPath}.takeover-${stale.token}`, lockFor({ pid: deadPid(), kind: 'sync' }));
    const release = await lockPgliteDir(dir, { kind: 'server' });
    expect(fs.readdirSync(dataDir)).toEqual(['db.lock']);
    release();
  });

  it('releasing leaves a lock that is no longer ours alone', async () => {
    const { dir, lockPath } = tempDb();
    const release = await lockPgliteDir(dir, { kind: 'server' });
    const successor = lockFor({ pid: process.pid });
    writeLock(lockPath, successor);
    release();
    expect(readLock(lockPath).token).toBe(successor.token);
  });

  it('a starter that found a lock stale leaves alone the lock another starter took over with meanwhile', async () => {
    const { dir, lockPath } = tempDb();
    const stale = lockFor({ pid: deadPid() });
    writeLock(lockPath, stale);
    const other = otherProcess();
    const successor = lockFor({ pid: other.pid, command: other.command, kind: 'server' });
    // The other starter acts right after this one has judged the old holder dead.
    const kill = process.kill.bind(process);
    const spy = vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      try {
        return kill(pid, signal);
      } finally {
        if (pid === stale.pid && readLock(lockPath).token === stale.token) {
          fs.rmSync(lockPath);
          writeLock(lockPath, successor);
        }
      }
    });
    try {
      await expect(lockPgliteDir(dir, { kind: 'server' })).rejects.toThrow(`pid ${other.pid}`);
    } finally {
      spy.mockRestore();
    }
    expect(readLock(lockPath).token).toBe(successor.token);
  });

  it(`${RACERS} processes racing for one stale lock: exactly one wins`, async () => {
    const { dataDir, dir, lockPath } = tempDb();
    writeLock(lockPath, lockFor({ pid: deadPid() }));
    const startAt = Date.now() + 4000;
    const racers = Array.from({ length: RACERS }, () => {
      const args = ['--import', 'tsx', 'test/lock-racer.ts', dir, String(startAt)];
      const child = spawn(process.execPath, args, { cwd: serverRoot });
      children.push(child);
      const answer = new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      return { child, answer, exited };
    });
    const answers = await Promise.all(racers.map((r) => r.answer));
    expect(answers.filter((a) => a === 'won')).toHaveLength(1);
    expect(answers.filter((a) => a === 'refused')).toHaveLength(RACERS - 1);
    for (const racer of racers) racer.child.stdin.end(); // the winner lets go
    await Promise.all(racers.map((r) => r.exited));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 30_000);
});
