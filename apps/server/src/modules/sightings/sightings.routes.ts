import {
  errorResponseSchema,
  idParamsSchema,
  reportSightingsSchema,
  finderTokenBodySchema,
  mySightingPageSchema,
  SIGHTING_PHOTO_LIMIT,
  sightingConfirmedSchema,
  sightingCreatedSchema,
  sightingDetailResponseSchema,
  sightingFormTokenSchema,
  sightingIdParamsSchema,
  sightingListQuerySchema,
  sightingMessages,
  sightingPageSchema,
  reportIdResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { readPhotoForm } from '../../lib/photo-form';
import { bearerSecurity } from '../../plugins/auth';
import { myPostsRoute } from '../reports/post-routes';
import { finderOf, photoAccess } from './sightings.access';
import { formToken } from '../visitors/visitor-links';
import type { SightingsDeps } from './sightings.service';
import * as sightings from './sightings.service';
import { errorsOf } from '../../lib/route-errors';

const tags = ['sightings'];
const consumes = ['multipart/form-data'];
const notFoundErrors = errorsOf(400, 404);
const errors = errorsOf(400, 401, 403, 404, 409, 413, 415, 429);

/** Found and seen reports (issue 25): the board, the form, the private link, the author's own. */
export const sightingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SightingsDeps = {
    db: app.db,
    storage: app.storage,
    signer: app.signer,
    mailer: app.mailer,
    publicBaseUrl: app.config.publicBaseUrl,
    published: async (id, poster) => {
      await app.matcher.afterSightingPublished(id, poster);
      await app.neighbours.onFoundReportPublished(id);
    },
  };

  app.get(
    '/api/sightings/paged',
    {
      config: { publicCache: 'sightings', caching: 'public' },
      schema: {
        tags,
        querystring: sightingListQuerySchema,
        response: { 200: sightingPageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => sightings.listSightings(deps, request.query),
  );

  app.get(
    '/api/sightings/form-token',
    // A fresh time for every form: never kept.
    {
      config: { caching: 'uncached' },
      schema: { tags, response: { 200: sightingFormTokenSchema } },
    },
    async () => ({ formToken: formToken(app.signer) }),
  );

  app.get(
    '/api/sightings/:id',
    {
      // isAuthor is for the reader, a member or a private link's holder.
      config: { caching: 'personal' },
      schema: {
        tags,
        params: sightingIdParamsSchema,
        response: { 200: sightingDetailResponseSchema, ...notFoundErrors },
      },
    },
    async (request) => ({
      data: await sightings.getSighting(deps, request.params.id, finderOf(request)),
    }),
  );

  imageRoute(app, {
    url: '/api/sightings/images',
    area: 'sightings',
    tags,
    access: (key) => photoAccess(deps.db, key),
  });

  app.post(
    '/api/sightings',
    {
      config: {
        invalidates: ['sightings'],
        // Per member and address, a visitor per address; their e-mail has its own limit.
        writeLimits: ['sightings'],
      },
      schema: {
        tags,
        consumes,
        description: `Sighting fields, 0–${SIGHTING_PHOTO_LIMIT} photo parts named image (the first is the cover). Without a login: email, formToken (GET /api/sightings/form-token) and the empty honeypot field homepage; the post waits for the e-mail link (202).`,
        response: { 201: sightingCreatedSchema, 202: sightingCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, sightingMessages.photoLimit);
      const result = await sightings.createSighting(deps, finderOf(request), form);
      return reply.status(result.published ? 201 : 202).send(result);
    },
  );

  app.post(
    '/api/sightings/confirm',
    {
      config: { invalidates: ['sightings'] },
      schema: {
        tags,
        body: finderTokenBodySchema,
        response: { 200: sightingConfirmedSchema, ...notFoundErrors },
      },
    },
    async (request) => sightings.confirmSighting(deps, request.body.token),
  );

  app.put(
    '/api/sightings/:id',
    {
      config: { invalidates: ['sightings'] },
      schema: {
        tags,
        consumes,
        security: bearerSecurity,
        params: sightingIdParamsSchema,
        description:
          'The author (login or the x-finder-token header): fields, keepPhotos and new image parts, as for a lost report.',
        response: { 200: reportIdResponseSchema, ...errors },
      },
    },
    async (request) =>
      sightings.updateSighting(
        deps,
        finderOf(request),
        request.params.id,
        await readPhotoForm(request, sightingMessages.photoLimit),
      ),
  );

  app.post(
    '/api/sightings/:id/close',
    {
      config: { invalidates: ['sightings'] },
      schema: {
        tags,
        security: bearerSecurity,
        params: sightingIdParamsSchema,
        response: { 200: reportIdResponseSchema, ...errors },
      },
    },
    async (request) => sightings.closeSighting(deps, finderOf(request), request.params.id),
  );

  app.get(
    '/api/lost-pet/:id/sightings',
    {
      config: { publicCache: 'sightings', caching: 'public' },
      schema: {
        tags,
        params: idParamsSchema,
        description:
          'A lost report’s public timeline, oldest first: sightings attached to it by their finder or confirmed by its owner, none before the loss (ADR 200).',
        response: { 200: reportSightingsSchema, ...notFoundErrors },
      },
    },
    async (request) => sightings.reportSightings(deps, request.params.id),
  );

  myPostsRoute(app, {
    url: '/api/mypage/sightings',
    page: mySightingPageSchema,
    list: (member, page, size) => sightings.listOwnSightings(deps, member, page, size),
  });
};
