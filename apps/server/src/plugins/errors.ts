import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorResponse } from '@chajul/contracts';
import { commonMessages } from '@chajul/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function send(reply: FastifyReply, statusCode: number, message: string, field?: string) {
  const body: ErrorResponse = { status: 'error', statusCode, message };
  if (field) body.field = field;
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes that mean "the client sent something wrong". */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: commonMessages.tooLarge },
  FST_PARTS_LIMIT: { status: 413, message: commonMessages.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: commonMessages.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: commonMessages.bodyTooLarge },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: commonMessages.bodyTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: commonMessages.badContentType },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: commonMessages.badContentType },
};

/** JSON errors with Korean messages, never a stack trace (docs/design.md §3). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.statusCode, error.message, error.field);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message || commonMessages.badRequest;
      return send(reply, 400, message, field);
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return send(reply, known.status, known.message);
    // A value the database cannot store as text (a NUL, a broken encoding) is bad input.
    if (isBadTextError(error)) return send(reply, 400, commonMessages.badRequest);
    if (error.statusCode === 429) return send(reply, 429, commonMessages.tooManyRequests);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, bad content types and the like: Fastify's text is English.
      return send(reply, error.statusCode, commonMessages.badRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, commonMessages.serverError);
  });
});

const BAD_TEXT_CODES = new Set(['22021', '22P05']);
function isBadTextError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause ?? error;
  return BAD_TEXT_CODES.has(String((cause as { code?: unknown }).code));
}

/**
 * Errors Node's HTTP server meets before or beside a route: a request that took longer than
 * the request timeout (a body that stopped arriving), a broken request line, headers too
 * large. Fastify's own answer is English; ours is the same Korean JSON as everywhere.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, commonMessages.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, commonMessages.headersTooLarge]
        : [400, commonMessages.badRequest];
  this.log.debug({ err: error }, 'client error');
  // A route may have begun its own answer already: nothing may be written into it then.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (inFlight?.headersSent || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ status: 'error', statusCode: status, message });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  closeLingering(socket);
}

/** Sockets already given their error answer: the parser reports each later chunk again. */
const answered = new WeakSet<Socket>();

/** How long a refused client may go on sending before its socket is cut. */
const LINGER_MS = 2000;

/**
 * Ends our side and reads (and drops) what the client is still sending for a moment before
 * closing. Closing with unread bytes makes the kernel send a reset, and a client that is
 * still writing a 70 KB header then loses the answer it was sent (Node 24 always does this).
 */
function closeLingering(socket: Socket) {
  socket.end();
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, commonMessages.routeNotFound);
}
