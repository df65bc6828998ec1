import {
  flagBodySchema,
  flaggedPageSchema,
  flagsQuerySchema,
  moderationBodySchema,
  okResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireAdmin } from '../../plugins/auth';
import { partyOf } from '../conversations/conversations.access';
import type { ModerationDeps } from './moderation.service';
import * as moderation from './moderation.service';
import { errorsOf } from '../../lib/route-errors';

const errors = errorsOf(400, 401, 403, 404, 429);

/** Flags from anyone, and the admin's moderation queue (issue 25, ADR 138). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ModerationDeps = {
    db: app.db,
    signer: app.signer,
    forgetCached: () => {
      app.forgetCached?.('reports');
      app.forgetCached?.('sightings');
    },
  };

  app.post(
    '/api/flags',
    {
      config: { invalidates: [], writeLimits: ['flags'] },
      schema: {
        tags: ['moderation'],
        description: 'Anyone: a report or sighting they can see, or a message of theirs.',
        body: flagBodySchema,
        response: { 201: okResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await moderation.flag(deps, partyOf(request), request.ip, request.body)),
  );

  app.get(
    '/api/admin/flags',
    {
      config: { caching: 'personal' },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        querystring: flagsQuerySchema,
        response: { 200: flaggedPageSchema, ...errors },
      },
    },
    async (request) => moderation.listFlagged(deps, request.query),
  );

  app.post(
    '/api/admin/moderation',
    {
      config: { invalidates: ['reports', 'sightings'] },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        body: moderationBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => moderation.moderate(deps, currentUser(request), request.body),
  );
};
