import type { FastifyInstance } from 'fastify';

/**
 * Answers sent once the server is closing say `Connection: close` (ADR 265): a request in
 * flight at SIGTERM is answered, its client opens the next request to another server, and
 * this one exits as soon as the answer is out. Kept alive, the socket held the process for
 * Node's keep-alive timeout (5 s) after the last answer, and a client could send its next
 * request down a connection about to close. Hooks on the root instance, before any route.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
