/**
 * How this server asks PGlite a query (ADR 107), on whichever thread PGlite runs. PGlite's
 * own `query()` makes six passes through its WebAssembly backend (parse, describe the
 * statement to learn the parameter types, bind, describe, execute, sync) and syncs the file
 * system after each; here the five messages go in one pass, as a PostgreSQL driver sends them
 * over a socket, with the parameters as text for PostgreSQL to read by their place in the
 * statement (what node-postgres does on the other database). A small query costs about half.
 */
import type { PGlite } from '@electric-sql/pglite';
import { protocol, types } from '@electric-sql/pglite';

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

/**
 * One statement with its parameters, in one pass. PGlite's query lock is held for it, so
 * nothing else PGlite runs can come between its messages; an error arrives as PGlite's own
 * DatabaseError (PostgreSQL's code, constraint and detail), and the Sync that ends the
 * messages leaves the session ready for the next statement either way.
 */
export async function runQuery(
  pg: PGlite,
  sql: string,
  params: unknown[],
  rowMode: RowMode,
): Promise<QueryResult> {
  const { serialize } = protocol;
  const message = concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values: params.map(paramText) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const messages = await pg.runExclusive(() => pg.execProtocolStream(message, { syncToFs: false }));
  // As PGlite's query() does: outside a transaction the files are brought up to date.
  if (!pg.isInTransaction()) await pg.syncToFs();
  return resultOf(pg, messages as Message[], rowMode);
}

/** What a request to PGlite answers: the same on the HTTP thread and on PGlite's own. */
export async function answer(pg: PGlite, request: PgliteRequest): Promise<unknown> {
  if (request.kind === 'query') return runQuery(pg, request.sql, request.params, request.rowMode);
  if (request.kind === 'exec') return pg.exec(request.sql);
  await pg.close();
  return null;
}
