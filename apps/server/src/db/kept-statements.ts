import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { ClientQuery } from './driver-internals';
import { clientQuery, replaceClientQuery } from './driver-internals';

/**
 * Drizzle's statements kept prepared on each PostgreSQL connection (ADR 107): node-postgres
 * prepares a query that carries a name once per connection, so a repeated statement skips
 * the server's parsing and planning. Named by a hash of the text, so one text is one name.
 * At most KEPT_PER_CONNECTION per connection; past that, statements run unnamed as before.
 */
const KEPT_PER_CONNECTION = 100;
/** Statements whose text repeats with new parameters; never BEGIN, SET or DDL. */
const KEEPABLE = /^\s*(select|with|insert|update|delete)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|end|abort|rollback)\s*;?\s*$/i;

/** A kept statement whose columns changed under it (another process migrated). */
export const planOutdated = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

type Config = { text: string; name?: string };
type Callback = (error: Error | null, result?: unknown) => void;

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 20);

/** Names the keepable queries of one pooled connection (the pool's `connect` event). */
export function keepStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let generation = 0;
  let inTransaction = false;
  const query: ClientQuery = clientQuery(client);

  const named = (config: Config): Config => {
    if (config.name || !KEEPABLE.test(config.text)) return config;
    let name = names.get(config.text);
    if (!name) {
      if (names.size >= KEPT_PER_CONNECTION) return config;
      name = `k${generation}_${hashOf(config.text)}`;
      names.set(config.text, name);
    }
    return { ...config, name };
  };
  /** The next use of this text prepares it again, under a new name. */
  const forget = (text: string) => {
    names.delete(text);
    generation++;
  };

  const run = (config: unknown, values: unknown, callback: unknown, retried: boolean): unknown => {
    const text = typeof config === 'string' ? config : (config as Config | null)?.text;
    if (typeof text !== 'string') return query(config, values, callback);
    if (BEGINS.test(text)) inTransaction = true;
    else if (ENDS.test(text)) inTransaction = false;
    const asked = typeof config === 'string' ? { text } : named(config as Config);
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const given = typeof values === 'function' ? undefined : values;
    /** Outside a transaction a statement prepared before a migration is tried once more. */
    const again = (error: unknown) => {
      if (!asked.name || !planOutdated(error)) return false;
      forget(text);
      return !inTransaction && !retried;
    };
    if (done) {
      return query(asked, given, (error: Error | null, result?: unknown) => {
        if (error && again(error)) return run(config, given, done, true);
        done(error, result);
      });
    }
    return (query(asked, given) as Promise<unknown>).catch((error: unknown) => {
      if (again(error)) return run(config, given, undefined, true);
      throw error;
    });
  };
  replaceClientQuery(client, (config, values, callback) => run(config, values, callback, false));
}
