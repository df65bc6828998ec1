import { errorResponseSchema, failedJobsSchema } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, requireAdmin } from '../plugins/auth';

/** Jobs the admin page lists: the most recent failures are the ones to look at. */
const FAILED_SHOWN = 50;

/** The admin's 실패한 작업 tab: background jobs that failed every try (ADR 101). */
export const failedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/failed-jobs',
    {
      config: { caching: 'personal' },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        summary: '실패한 백그라운드 작업 (관리자)',
        security: bearerSecurity,
        response: {
          200: failedJobsSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ content: await app.jobs.failed(FAILED_SHOWN) }),
  );
};
