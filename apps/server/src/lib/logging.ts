import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * What the server logs, and what it must never log (issue 17): the values of a failed query
 * (Drizzle, pg and PGlite errors carry them in `params`, in the message and in `detail`),
 * request bodies, headers, and query values such as e-mails or reset tokens. A log line
 * keeps what is needed to debug: the SQL with its placeholders, codes, the path.
 */

const REDACTED = '[redacted]';

/** Fields of database and Fastify errors that hold no values from a request. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

/** Query parameters whose values say nothing about a person, so request lines keep them. */
const PLAIN_QUERY_PARAMS = new Set([
  'page',
  'size',
  'limit',
  'order',
  'sort',
  'type',
  'thumb',
  'contact',
  'state',
  'species',
  'region',
  'district',
  'jurisd',
  'id',
]);

/** Keys whose values are personal or secret wherever a log call puts them. */
const PERSONAL_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'phone',
  'email',
  'token',
  'refreshToken',
  'accessToken',
  'authorization',
  'cookie',
  'body',
  'params',
  'detail',
];

const MAX_CAUSES = 3;

/** A message without the values it quotes. */
function safeMessage(message: string): string {
  return (
    message
      // DrizzleQueryError: "Failed query: <sql>\nparams: <values>"; the SQL alone is safe.
      .replace(/\nparams: [\s\S]*$/, () => `\nparams: ${REDACTED}`)
      // PostgreSQL quotes the offending value at the end: `... out of range: "0000-01-01"`.
      .replace(/: ".*"$/s, () => `: ${REDACTED}`)
  );
}

/** Class names, unless a bundle shortened them (PGlite's errors arrive as `O`). */
const typeOf = (error: Error) => {
  const name = error.constructor?.name ?? '';
  return name.length > 2 ? name : error.name;
};

type LoggedError = Record<string, unknown>;

/** An error as it is logged: its type, a safe message, the stack frames, safe fields, causes. */
export function serializeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? REDACTED : error;
  const fields = error as Error & Record<string, unknown>;
  const message = safeMessage(error.message);
  const type = typeOf(error);
  // The stack's first line repeats the message; only the frames are kept after it.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (typeof fields.query === 'string' && !message.includes(fields.query)) {
    logged.query = fields.query;
  }
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}

/** The path, and the query with the values of anything but plain paging and filters hidden. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = [...query.keys()].map((key) =>
    PLAIN_QUERY_PARAMS.has(key)
      ? `${encodeURIComponent(key)}=${encodeURIComponent(query.get(key) ?? '')}`
      : `${encodeURIComponent(key)}=${REDACTED}`,
  );
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Fastify's logger settings: the serializers above, and redaction as a second net. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]),
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
