/**
 * How this server asks PGlite a query (ADR 107), on whichever thread PGlite runs. PGlite's
 * own `query()` makes six passes through its WebAssembly backend (parse, describe the
 * statement to learn the parameter types, bind, describe, execute, sync) and syncs the file
 * system after each; here the five messages go in one pass, as a PostgreSQL driver sends them
 * over a socket, with the parameters as text for PostgreSQL to read by their place in the
 * statement (what node-postgres does on the other database), and a statement asked again is
 * run from the prepared one kept for it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { protocol, types } from '@electric-sql/pglite';
import { pgliteSendExclusive } from './driver-internals';

export type RowMode = 'array' | 'object';
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: RowMode }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request without its id, which only the messages to PGlite's thread need. */
export type PgliteCall = DistributiveOmit<PgliteRequest, 'id'>;

const raw = (value: string) => value;
/**
 * Drizzle's PGlite driver asks for these types as PostgreSQL's text and parses them itself
 * (drizzle-orm/pglite/session.js); they are applied here for every query, so the same
 * answer comes from either thread.
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, raw]),
);

/** An array parameter as PostgreSQL's array text: `{"a","b \"c\""}`, NULL unquoted. */
function arrayText(values: unknown[]): string {
  const items = values.map((value) => {
    if (Array.isArray(value)) return arrayText(value);
    const text = paramText(value);
    return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** A parameter as the text PostgreSQL reads for its type (node-postgres's rules). */
export function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayText(value);
  return JSON.stringify(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Field = { name: string; dataTypeID: number };
type Message =
  | { name: 'rowDescription'; fields: Field[] }
  | { name: 'dataRow'; fields: (string | null)[] }
  | { name: 'commandComplete'; text: string }
  | { name: string };

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type Parse = (value: string, type: number) => unknown;

/** The answer's messages as PGlite's `query()` shapes them, with Drizzle's parsers. */
function resultOf(pg: PGlite, messages: Message[], rowMode: RowMode): QueryResult {
  const result: QueryResult = { rows: [], fields: [] };
  let parsers: (Parse | undefined)[] = [];
  let affected = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription' && 'fields' in message) {
      result.fields = (message.fields as Field[]).map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
      parsers = result.fields.map(
        ({ dataTypeID: type }) =>
          (DRIZZLE_PARSERS[type] ?? pg.parsers[type] ?? types.parsers[type]) as Parse | undefined,
      );
    } else if (message.name === 'dataRow' && 'fields' in message) {
      const values = (message.fields as (string | null)[]).map((value, i) => {
        const parse = parsers[i];
        return value === null || !parse ? value : parse(value, result.fields[i]!.dataTypeID);
      });
      result.rows.push(
        rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, i) => [result.fields[i]!.name, value])),
      );
    } else if (message.name === 'commandComplete' && 'text' in message) {
      const words = message.text.split(' ');
      if (COUNTED.has(words[0]!)) affected += Number(words[words.length - 1]);
    }
  }
  if (affected) result.affectedRows = affected;
  return result;
}

/** Statements kept prepared, by their text; a Map keeps the least recently used first. */
type Kept = { names: Map<string, string>; next: number };
const keptBy = new WeakMap<PGlite, Kept>();
const KEPT_MAX = 256;
/** Statements worth a plan kept: Drizzle's, whose text repeats with new parameters. */
const KEEPABLE = /^\s*(select|with|insert|update|delete)\b/i;

function keptOf(pg: PGlite): Kept {
  let kept = keptBy.get(pg);
  if (!kept) keptBy.set(pg, (kept = { names: new Map(), next: 0 }));
  return kept;
}

/** A kept statement whose columns changed under it (a migration, a restore). */
const planOutdated = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

/** The messages, after everything asked before them and before anything asked after. */
const send = (pg: PGlite, parts: Uint8Array[]) => pgliteSendExclusive(pg, concat(parts));

/**
 * One statement with its parameters, in one pass. Drizzle's statements are kept prepared
 * by their text (the 256 most recently used), so a repeated one skips PostgreSQL's parsing
 * and planning: a small query then costs a third. Each pass is sent under PGlite's query
 * lock, in the order asked, so nothing comes between its messages, and a statement is
 * parsed before anything that uses it. An error arrives as PGlite's DatabaseError
 * (PostgreSQL's code, constraint and detail); the Sync that ends every pass leaves the
 * session ready for the next statement either way.
 */
export async function runQuery(
  pg: PGlite,
  sql: string,
  params: unknown[],
  rowMode: RowMode,
): Promise<QueryResult> {
  const { serialize } = protocol;
  const kept = keptOf(pg);
  const parts: Uint8Array[] = [];
  let name = KEEPABLE.test(sql) ? kept.names.get(sql) : '';
  const parsing = name === undefined;
  if (name === undefined) {
    name = `chajul_${kept.next++}`;
    if (kept.names.size >= KEPT_MAX) {
      const [oldestSql, oldest] = kept.names.entries().next().value!;
      kept.names.delete(oldestSql);
      parts.push(serialize.close({ type: 'S', name: oldest }));
    }
  } else if (name) kept.names.delete(sql);
  if (name) kept.names.set(sql, name);
  if (!name || parsing) parts.push(serialize.parse({ text: sql, name }));
  parts.push(
    serialize.bind({ statement: name, values: params.map(paramText) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  let messages: unknown[];
  try {
    messages = await send(pg, parts);
  } catch (error) {
    // A statement that may not have been made, or is out of date, is made afresh next time.
    if (name && (parsing || planOutdated(error))) {
      if (kept.names.get(sql) === name) kept.names.delete(sql);
      await send(pg, [serialize.close({ type: 'S', name }), serialize.sync()]).catch(() => {});
      if (!parsing && !pg.isInTransaction()) return runQuery(pg, sql, params, rowMode);
    }
    throw error;
  }
  // As PGlite's query() does: outside a transaction the files are brought up to date.
  if (!pg.isInTransaction()) await pg.syncToFs();
  return resultOf(pg, messages as Message[], rowMode);
}

/** What a request to PGlite answers: the same on the HTTP thread and on PGlite's own. */
export async function answer(pg: PGlite, request: PgliteCall): Promise<unknown> {
  if (request.kind === 'query') return runQuery(pg, request.sql, request.params, request.rowMode);
  if (request.kind === 'exec') return pg.exec(request.sql);
  await pg.close();
  return null;
}
