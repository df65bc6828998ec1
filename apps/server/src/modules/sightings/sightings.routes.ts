import {
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
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { PHOTO_FORM, readPhotoForm } from '../../lib/photo-form';
import { bearerSecurity } from '../../plugins/auth';
import {
  idOf,
  myPostsRoute,
  photoFormPut,
  postBoardRoute,
  postEnd,
  postWriteErrors,
} from '../reports/post-routes';
import { finderOf, photoAccess } from './sightings.access';
import { formToken } from '../visitors/visitor-links';
import { postDeps } from '../visitors/visitor-post';
import type { SightingsDeps } from './sightings.service';
import * as sightings from './sightings.service';
import { notFoundErrors } from '../../lib/route-errors';

const tags = ['sightings'];

/** Found and seen reports (issue 25): the board, the form, the private link, the author's own. */
export const sightingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SightingsDeps = postDeps(app, async (id: number, poster: string) => {
    await app.matcher.afterSightingPublished(id, poster);
    await app.neighbours.onFoundReportPublished(id);
  });

  postBoardRoute(app, {
    url: '/api/sightings/paged',
    cache: 'sightings',
    tags,
    query: sightingListQuerySchema,
    page: sightingPageSchema,
    list: (query) => sightings.listSightings(deps, query),
  });

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
        consumes: PHOTO_FORM,
        description: `Sighting fields, 0–${SIGHTING_PHOTO_LIMIT} photo parts named image (the first is the cover). Without a login: email, formToken (GET /api/sightings/form-token) and the empty honeypot field homepage; the post waits for the e-mail link (202).`,
        response: { 201: sightingCreatedSchema, 202: sightingCreatedSchema, ...postWriteErrors },
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

  photoFormPut(app, {
    url: '/api/sightings/:id',
    config: { invalidates: ['sightings'] },
    schema: {
      tags,
      security: bearerSecurity,
      params: sightingIdParamsSchema,
      description:
        'The author (login or the x-finder-token header): fields, keepPhotos and new image parts, as for a lost report.',
    },
    errors: postWriteErrors,
    photoLimit: sightingMessages.photoLimit,
    save: (request, form) => sightings.updateSighting(deps, finderOf(request), idOf(request), form),
  });

  postEnd(app, 'POST', {
    url: '/api/sightings/:id/close',
    config: { invalidates: ['sightings'] },
    schema: { tags, security: bearerSecurity, params: sightingIdParamsSchema },
    errors: postWriteErrors,
    end: (request) => sightings.closeSighting(deps, finderOf(request), idOf(request)),
  });

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
