import {
  breedsSchema,
  dogSchema,
  dogsPageSchema,
  dogRegionsSchema,
  dogsQuerySchema,
  errorResponseSchema,
  idParamsSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { getDog, listBreeds, listDogs, listRegions } from './dogs.service';

/** Spec §7 `/api/dog-details*`: public, read-only. */
export const dogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dog-details/paged',
    {
      config: { publicCache: 'dogs', caching: 'public' },
      schema: {
        tags: ['dogs'],
        querystring: dogsQuerySchema,
        response: { 200: dogsPageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listDogs(app.db, request.query),
  );

  app.get(
    '/api/dog-details/breeds',
    {
      config: { publicCache: 'dogs', caching: 'public' },
      schema: { tags: ['dogs'], response: { 200: breedsSchema } },
    },
    async () => listBreeds(app.db),
  );

  app.get(
    '/api/dog-details/regions',
    {
      config: { publicCache: 'dogs', caching: 'public' },
      schema: {
        tags: ['dogs'],
        summary: '유기견이 있는 시/도 (2곳 이상이면 목록에 시/도 선택이 나옵니다)',
        response: { 200: dogRegionsSchema },
      },
    },
    async () => listRegions(app.db),
  );

  // Only stray-dog photos: other areas' images are served (and guarded) by their own routes.
  imageRoute(app, { url: '/api/dog-details/images', area: 'dogs', tags: ['dogs'] });

  app.get(
    '/api/dog-details/:id',
    {
      config: { publicCache: 'dogs', caching: 'public' },
      schema: {
        tags: ['dogs'],
        params: idParamsSchema,
        response: { 200: dogSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getDog(app.db, request.params.id),
  );
};
