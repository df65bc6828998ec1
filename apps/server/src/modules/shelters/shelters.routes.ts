import {
  errorResponseSchema,
  sheltersQuerySchema,
  sheltersResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shelterPage } from './shelters.service';

export const shelterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shelters',
    {
      config: { publicCache: 'shelters', caching: 'public' },
      schema: {
        tags: ['shelters'],
        summary: '보호소 목록 (공공데이터 응답 형식)',
        querystring: sheltersQuerySchema,
        response: { 200: sheltersResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => shelterPage(app.db, request.query),
  );
};
