import {
  conversationCreatedSchema,
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  idParamsSchema,
  messageBodySchema,
  startConversationSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorMessageMailJob } from '../../jobs/catalogue';
import { bearerSecurity } from '../../plugins/auth';
import { partyOf } from './conversations.access';
import type { ConversationsDeps } from './conversations.service';
import * as conversations from './conversations.service';
import { mailVisitor } from './visitor-mail';
import { errorsOf } from '../../lib/route-errors';

const tags = ['conversations'];
const errors = errorsOf(400, 401, 403, 404, 409, 429);
const description =
  'Its two parties only: the lost report’s owner (login, or a visitor family’s x-owner-token), the sighting’s author (login, or a visitor’s x-finder-token).';

/** Messages between a lost report's owner and a finder (issue 25, ADR 137). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConversationsDeps = {
    db: app.db,
    jobs: app.jobs,
    signer: app.signer,
    notifier: app.notifier,
    baseUrl: app.config.publicBaseUrl,
    windowSeconds: app.config.visitorMessageMailWindowSeconds,
  };
  app.jobs.handle(visitorMessageMailJob, ({ conversationId, side }) =>
    mailVisitor(deps, conversationId, side ?? 'FINDER'),
  );

  app.get(
    '/api/conversations',
    {
      config: { caching: 'personal' },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    async (request) =>
      conversations.listConversations(
        deps,
        partyOf(request),
        request.query.page,
        request.query.size,
      ),
  );

  app.post(
    '/api/conversations',
    {
      config: { invalidates: [], writeLimits: ['messages'] },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        body: startConversationSchema,
        response: { 201: conversationCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await conversations.startConversation(deps, partyOf(request), request.body)),
  );

  app.get(
    '/api/conversations/:id',
    {
      config: { caching: 'personal' },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => conversations.getConversation(deps, partyOf(request), request.params.id),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      config: { invalidates: [], writeLimits: ['messages'] },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        params: idParamsSchema,
        body: messageBodySchema,
        response: { 201: conversationCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await conversations.sendMessage(
            deps,
            partyOf(request),
            request.params.id,
            request.body.body,
          ),
        ),
  );
};
