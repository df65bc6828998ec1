import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { LockHolder, LockOwner } from './pglite-lock-messages';
import { inUseMessage, PgliteInUseError, unreadableMessage } from './pglite-lock-messages';

export type { LockOwner } from './pglite-lock-messages';
export { PgliteInUseError } from './pglite-lock-messages';

/** A live taker of a stale lock finishes within milliseconds; we wait a few seconds at most. */
const ATTEMPTS = 50;
const RETRY_MS = 100;

/** Our locks, by lock path: removed when the process exits without closing the database. */
const held = new Map<string, LockHolder>();
let exitHooked = false;

/**
 * Makes `dir` (a PGlite data directory) ours alone until the returned release is called, or
 * refuses with PgliteInUseError, before PGlite touches the files (ADR 098). A lock left by a
 * dead process is taken over; one written on another host is never judged from here.
 */
export async function lockPgliteDir(dir: string, owner: LockOwner): Promise<() => void> {
  const lockPath = `${dir}.lock`;
  const me = holderForThisProcess(owner.kind);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(lockPath, me)) {
      hold(lockPath, me);
      return () => release(lockPath, me);
    }
    const holder = readHolder(lockPath);
    if (holder === 'gone') continue;
    if (holder === 'unreadable') throw new PgliteInUseError(unreadableMessage(dir, lockPath));
    const verdict = judge(holder);
    if (verdict.alive) throw new PgliteInUseError(inUseMessage(dir, lockPath, holder, owner));
    const outcome = takeOver(lockPath, lockPath, holder, me);
    if (outcome === 'removed')
      console.warn(`took over the stale lock ${lockPath}: ${verdict.reason}`);
    if (outcome === 'busy') await sleep(RETRY_MS);
  }
  throw new PgliteInUseError(`${lockPath} kept changing hands; try again`);
}

function holderForThisProcess(kind: string): LockHolder {
  return {
    pid: process.pid,
    host: os.hostname(),
    kind,
    command:
      commandOf(process.pid) ??
      [process.execPath, ...process.execArgv, ...process.argv.slice(1)].join(' '),
    startedAt: new Date(performance.timeOrigin).toISOString(),
    token: randomBytes(16).toString('hex'),
  };
}

/**
 * Creates `file` holding `holder`, or returns false if it exists. Written under another name
 * and linked into place (link fails if the name exists), so no reader ever sees it half written.
 */
function createExclusive(file: string, holder: LockHolder): boolean {
  const draft = `${file}.${holder.token}.new`;
  const fd = fs.openSync(draft, 'wx');
  try {
    fs.writeSync(fd, JSON.stringify(holder));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readHolder(file: string): LockHolder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    const fields = ['host', 'kind', 'command', 'startedAt', 'token'] as const;
    const whole = fields.every((f) => typeof holder[f] === 'string');
    // A pid of 0 or below would make the liveness check signal a whole process group.
    return whole && Number.isInteger(holder.pid) && holder.pid! > 0
      ? (holder as LockHolder)
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function judge(holder: LockHolder): { alive: boolean; reason: string } {
  const who = `pid ${holder.pid} (${holder.kind}, started ${holder.startedAt})`;
  if (holder.host !== os.hostname()) return { alive: true, reason: 'another host' };
  if (holder.pid === process.pid) {
    // Ours only if this process holds it now; otherwise an earlier run that had our pid
    // (a container restarted after a kill starts its server with the same pid).
    if ([...held.values()].some((h) => h.token === holder.token))
      return { alive: true, reason: 'this process' };
    return { alive: false, reason: `${who} was an earlier process with this pid` };
  }
  if (!isRunning(holder.pid)) return { alive: false, reason: `${who} is no longer running` };
  // A running pid that runs another program is a reused pid, not the holder.
  const command = commandOf(holder.pid);
  if (command !== undefined && command !== holder.command)
    return { alive: false, reason: `${who} has exited; the pid now runs ${command || 'nothing'}` };
  return { alive: true, reason: 'running' };
}

/**
 * Removes `target` (the lock, or a dead taker's marker) if it still holds `stale`. Only the
 * process that creates `<lock>.takeover-<stale token>` may do so, so two starters that found
 * the same stale lock cannot both remove it, nor the lock the other one then created.
 * 'changed': someone else already replaced it, look again; 'busy': another live process is
 * taking it over right now, wait and look again.
 */
function takeOver(
  lockPath: string,
  target: string,
  stale: LockHolder,
  me: LockHolder,
): 'removed' | 'changed' | 'busy' {
  const marker = `${lockPath}.takeover-${stale.token}`;
  if (createExclusive(marker, me)) {
    try {
      const now = readHolder(target);
      if (typeof now !== 'object' || now.token !== stale.token) return 'changed';
      fs.rmSync(target);
      return 'removed';
    } finally {
      fs.rmSync(marker, { force: true });
    }
  }
  // Someone is taking this lock over, or died doing so: then their marker is stale in turn.
  const taker = readHolder(marker);
  if (typeof taker !== 'object') return 'changed';
  if (judge(taker).alive) return 'busy';
  return takeOver(lockPath, marker, taker, me) === 'busy' ? 'busy' : 'changed';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // running, as another user
  }
}

/** The command line of a running process (Linux), or undefined where /proc is not there. */
function commandOf(pid: number): string | undefined {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

function hold(lockPath: string, me: LockHolder) {
  held.set(lockPath, me);
  if (exitHooked) return;
  exitHooked = true;
  // process.exit() and an uncaught exception run this; SIGKILL leaves a stale lock behind.
  process.on('exit', () => {
    for (const [file, holder] of held) release(file, holder);
  });
}

function release(lockPath: string, me: LockHolder) {
  if (held.get(lockPath) !== me) return;
  held.delete(lockPath);
  const now = readHolder(lockPath);
  if (typeof now === 'object' && now.token === me.token) fs.rmSync(lockPath, { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
