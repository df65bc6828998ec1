import { matchSightingJob } from '../../jobs/catalogue';
import {
  errorResponseSchema,
  familyListSchema,
  sightingMatchParamsSchema,
  idParamsSchema,
  matchFoundSchema,
  matchListSchema,
  matchParamsSchema,
  okResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { finderOf } from '../sightings/sightings.access';
import { thankFindersSoon } from '../reports/finders-thanks';
import * as matches from './matches.service';
import { errorsOf } from '../../lib/route-errors';

const errors = errorsOf(400, 401, 403, 404);

/** A report's candidate dogs and the author's answers. */
export const matchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lost-pet'];
  const deps = {
    db: app.db,
    matcher: app.matcher,
    embeddings: () => app.photoSearch.embeddings(),
  };
  app.get(
    '/api/lost-pet/:id/matches',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: matchListSchema, ...errors },
      },
    },
    async (request) => matches.getMatches(deps, currentUser(request), request.params.id),
  );
  app.post(
    '/api/lost-pet/:id/matches/:dogId/dismiss',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: matchParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      matches.dismissMatch(deps, currentUser(request), request.params.id, request.params.dogId),
  );
  app.post(
    '/api/lost-pet/:id/sightings/:sightingId/confirm',
    {
      // The pair joins the report's public timeline.
      config: { invalidates: ['sightings'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: sightingMatchParamsSchema,
        description:
          'The owner says a found or seen report is their dog ("이 아이가 맞아요"): it joins the public timeline.',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      matches.confirmSighting(
        deps,
        currentUser(request),
        request.params.id,
        request.params.sightingId,
      ),
  );
  app.post(
    '/api/lost-pet/:id/sightings/:sightingId/dismiss',
    {
      // A dismissed sighting leaves the public timeline too.
      config: { invalidates: ['sightings'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: sightingMatchParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      matches.dismissSighting(
        deps,
        currentUser(request),
        request.params.id,
        request.params.sightingId,
      ),
  );
  app.post(
    '/api/lost-pet/:id/sightings/:sightingId/found',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: sightingMatchParamsSchema,
        body: matchFoundSchema,
        response: { 200: okResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, sightingId } = request.params;
      const answer = await matches.markFoundBySighting(
        deps,
        currentUser(request),
        id,
        sightingId,
        request.body,
      );
      await thankFindersSoon(app.jobs, id);
      return answer;
    },
  );
  app.get(
    '/api/sightings/:id/matches',
    {
      config: { caching: 'personal' },
      schema: {
        tags: ['sightings'],
        params: idParamsSchema,
        description:
          'The possible families of a sighting, for its author (login or x-finder-token).',
        response: { 200: familyListSchema, ...errors },
      },
    },
    async (request) =>
      matches.getFamilies(
        {
          ...deps,
          signer: app.signer,
          isMatchingSighting: (id) => app.jobs.pending(matchSightingJob, String(id)),
        },
        finderOf(request),
        request.params.id,
      ),
  );
  app.post(
    '/api/lost-pet/:id/matches/:dogId/found',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: matchParamsSchema,
        body: matchFoundSchema,
        response: { 200: okResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, dogId } = request.params;
      const answer = await matches.markFound(deps, currentUser(request), id, dogId, request.body);
      await thankFindersSoon(app.jobs, id);
      return answer;
    },
  );
};
