import {
  okResponseSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../../plugins/auth';
import type { PushDeps } from './push.service';
import * as push from './push.service';
import { errorsOf } from '../../../lib/route-errors';

const tags = ['push'];
const errors = errorsOf(400, 401, 403, 404);
const description =
  'A member by login, or a visitor finder by x-finder-token (the device then belongs to their found or seen report).';

export type PushRoutesOptions = {
  /**
   * The visitor finder's found or seen report the request's private link opens, undefined
   * for none: sightings know their links, so app.ts hands the check in (ADR 239).
   */
  visitorSightingOf: (request: FastifyRequest) => Promise<number | undefined>;
};

/** Web Push devices (issue 26, ADR 155). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (
  app,
  { visitorSightingOf },
) => {
  const callerOf = async (request: FastifyRequest) => ({
    user: request.user,
    visitorSightingId: await visitorSightingOf(request),
  });
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
    async (request) => push.subscribe(deps, await callerOf(request), request.body),
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
    async (request) => push.unsubscribe(deps, await callerOf(request), request.body),
  );
};
