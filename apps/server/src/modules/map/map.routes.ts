import {
  errorResponseSchema,
  mapListQuerySchema,
  mapListResponseSchema,
  mapQuerySchema,
  mapResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapListOf, mapOf } from './map.service';

const tags = ['map'];

/**
 * The map of lost, found and seen dogs and shelters (issue 26), and the same points as a
 * list. The same for every visitor; a member also sees their own lost reports' pins exactly
 * (ADR 171), so a signed-in answer is never kept (`caching: 'visitors'`).
 */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, snapshots: app.mapSnapshots });

  app.get(
    '/api/map',
    {
      config: { caching: 'visitors' },
      schema: {
        tags,
        summary: '지도: 실종·발견·목격·보호소 (묶음과 낱개)',
        querystring: mapQuerySchema,
        response: { 200: mapResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => mapOf(deps(), request.query, request.user),
  );

  app.get(
    '/api/map/list',
    {
      config: { caching: 'visitors' },
      schema: {
        tags,
        summary: '지도와 같은 조건의 목록 (최신순)',
        querystring: mapListQuerySchema,
        response: { 200: mapListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => mapListOf(deps(), request.query, request.user),
  );
};
