import os from 'node:os';

/** What DATA_DIR/db.lock holds (ADR 098). */
export type LockHolder = {
  pid: number;
  host: string;
  kind: string;
  /** The holder's command line, as /proc/<pid>/cmdline shows it (a reused pid shows another). */
  command: string;
  startedAt: string;
  /** Random per lock: names the take-over marker and tells our lock from its successor. */
  token: string;
};

export type LockOwner = {
  kind: 'server' | 'sync' | 'reindex' | 'backup' | 'restore';
  /** How the running server does this job itself, said when a server holds the directory. */
  serverDoesThis?: string;
};

/** Another process has the PGlite directory: the command stops before opening the database. */
export class PgliteInUseError extends Error {
  override name = 'PgliteInUseError';
}

const kindNames: Record<string, string> = {
  server: 'the server',
  sync: '`npm run sync`',
  reindex: '`npm run reindex`',
  backup: '`npm run db:backup`',
  restore: '`npm run db:restore`',
};

export function inUseMessage(
  dir: string,
  lockPath: string,
  holder: LockHolder,
  owner: LockOwner,
): string {
  const who =
    `${kindNames[holder.kind] ?? holder.kind} (pid ${holder.pid}, started ${holder.startedAt}, ` +
    `command: ${holder.command})`;
  if (holder.host !== os.hostname()) {
    return (
      `Cannot open the database: ${lockPath} says ${who} on host ${holder.host} has ${dir} ` +
      'open. A process on another host cannot be checked from here: if none uses this ' +
      `directory any more, delete ${lockPath} and try again.`
    );
  }
  const head =
    `Cannot open the database: ${who} has ${dir} open, and the embedded PGlite database ` +
    'serves one process at a time.';
  if (holder.kind !== 'server') return `${head} Wait for it to finish, or stop it first.`;
  if (owner.serverDoesThis) {
    return `${head} Stop it first, or let it do this: ${owner.serverDoesThis}.`;
  }
  if (owner.kind === 'server') {
    return `${head} Stop it first; several servers need PostgreSQL (DATABASE_URL).`;
  }
  return `${head} Stop it first.`;
}

export function unreadableMessage(dir: string, lockPath: string): string {
  return (
    `Cannot open the database: ${lockPath} exists but does not say which process has ` +
    `${dir} open. If none does, delete ${lockPath} and try again.`
  );
}
