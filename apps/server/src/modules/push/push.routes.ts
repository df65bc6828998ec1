import {
  errorResponseSchema,
  okResponseSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../plugins/auth';
import { finderOf } from '../sightings/sightings.access';
import type { PushDeps } from './push.service';
import * as push from './push.service';

const tags = ['push'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const description =
  'A member by login, or a visitor finder by x-finder-token (the device then belongs to their found or seen report).';

/** Web Push devices (issue 26, ADR 155). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PushDeps = {
    db: app.db,
    signer: app.signer,
    serviceHosts: app.config.push.serviceHosts,
  };

  app.get(
    '/api/push/public-key',
    {
      config: { caching: 'public' },
      schema: { tags, response: { 200: pushPublicKeySchema } },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );
  app.post(
    '/api/push/subscriptions',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        body: pushSubscribeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => push.subscribe(deps, finderOf(request), request.body),
  );
  app.delete(
    '/api/push/subscriptions',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        security: bearerSecurity,
        description,
        body: pushUnsubscribeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => push.unsubscribe(deps, finderOf(request), request.body),
  );
};
