import {
  errorResponseSchema,
  shelterParamsSchema,
  shelterSchema,
  sheltersQuerySchema,
  sheltersResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShelter, shelterPage } from './shelters.service';

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

  app.get(
    '/api/shelters/:careRegNo',
    {
      config: { publicCache: 'shelters', caching: 'public' },
      schema: {
        tags: ['shelters'],
        summary: '보호소 한 곳 (보호소 페이지; 보호 중인 동물은 유기견 목록의 shelterId로)',
        params: shelterParamsSchema,
        response: { 200: shelterSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getShelter(app.db, request.params.careRegNo),
  );
};
