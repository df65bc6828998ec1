import {
  errorResponseSchema,
  idParamsSchema,
  okResponseSchema,
  reportCloseSchema,
  reunionsSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { thankFindersSoon } from './finders-thanks';
import { closeByOwner, reunions } from './report-closing.service';

/** Closing the loop (issue 26, ADR 152): 찾았어요 with how, and the reunion count. */
export const reportClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/lost-pet/:id/close',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags: ['lost-pet'],
        security: bearerSecurity,
        params: idParamsSchema,
        body: reportCloseSchema,
        description:
          'The owner marks the report 찾았어요 with how the dog came home (SHELTER, SITE_FINDER, BY_ITSELF, OTHER): it leaves the open lists and stops matching, and its finders are thanked.',
        response: {
          200: okResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const answer = await closeByOwner(app.db, currentUser(request), id, request.body);
      await thankFindersSoon(app.jobs, id);
      return answer;
    },
  );

  app.get(
    '/api/home/reunions',
    {
      // The same for everyone; a closure anywhere forgets it (invalidates: reports).
      config: { publicCache: 'reports', caching: 'public' },
      schema: {
        tags: ['lost-pet'],
        description: 'Reports closed as found, by how the dog came home: counted from closures.',
        response: { 200: reunionsSchema },
      },
    },
    async () => reunions(app.db),
  );
};
