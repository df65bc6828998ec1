import {
  errorResponseSchema,
  OWNER_TOKEN_HEADER,
  idParamsSchema,
  neighbourSettingsSchema,
  neighbourSubscribeResultSchema,
  neighbourSubscriptionSchema,
  neighboursToldSchema,
  neighbourTokenBodySchema,
  neighbourVisitorSubscribeSchema,
  okResponseSchema,
} from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { ownerTokenOf } from '../reports/visitor-reports';
import type { Holder } from './neighbours.service';
import * as service from './neighbours.service';
import { errorsOf } from '../../lib/route-errors';

/** A visitor's private link rides in this header (as x-finder-token does for finders). */
export const NEIGHBOUR_TOKEN_HEADER = 'x-neighbour-token';

const tags = ['neighbours'];
const errors = errorsOf(400, 401, 403, 404, 429);

function holderOf(request: FastifyRequest): Holder {
  const header = request.headers[NEIGHBOUR_TOKEN_HEADER];
  const token = typeof header === 'string' && header.length <= 200 ? header : undefined;
  return { user: request.user, token };
}

/** 동네 실종견 알림 (issue 39 item 1, ADR 240): members by login, visitors by their link. */
export const neighbourRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    signer: app.signer,
    mailer: app.mailer,
    publicBaseUrl: app.config.publicBaseUrl,
    serviceHosts: app.config.push.serviceHosts,
  };
  app.post(
    '/api/neighbours',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        description:
          'A visitor subscribes: with an e-mail address (mailed link confirms it) and/or a push device (token answered).',
        body: neighbourVisitorSubscribeSchema,
        response: { 201: neighbourSubscribeResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.subscribeVisitor(deps, request.body)),
  );
  app.post(
    '/api/neighbours/confirm',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        body: neighbourTokenBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => service.confirm(deps, request.body.token),
  );
  app.get(
    '/api/neighbours/mine',
    {
      config: { caching: 'personal' },
      schema: { tags, response: { 200: neighbourSubscriptionSchema, ...errors } },
    },
    async (request) => service.mine(deps, holderOf(request)),
  );
  app.put(
    '/api/neighbours/mine',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        body: neighbourSettingsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => service.save(deps, holderOf(request), request.body),
  );
  app.delete(
    '/api/neighbours/mine',
    {
      config: { invalidates: [] },
      schema: { tags, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => service.remove(deps, holderOf(request)),
  );
  app.post(
    '/api/neighbours/off',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        description: "An alert's off link (no login): every area alert of its subscriber stops.",
        body: neighbourTokenBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => service.turnOff(deps, request.body.token),
  );
  app.get(
    '/api/lost-pet/:id/neighbours',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: neighboursToldSchema, ...errors },
      },
    },
    async (request) => service.toldOf(deps, currentUser(request), request.params.id),
  );
  app.get(
    '/api/lost-pet/by-link/neighbours',
    {
      config: { caching: 'personal' },
      schema: {
        tags,
        description:
          "How many neighbours the area alerts told of a visitor's lost report (ADR 243). " +
          `The report's private link's token in the ${OWNER_TOKEN_HEADER} header.`,
        response: { 200: neighboursToldSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.toldByLink(deps, ownerTokenOf(request)),
  );
};
