import {
  dogImportSourceParamsSchema,
  dogImportStartedSchema,
  dogImportsStatusSchema,
  errorResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dogImportsStatus, runDogImport } from './dog-imports.service';
import { bearerSecurity, requireAdmin } from '../../plugins/auth';

/** The admin's view of the public-data imports and its "run now" (ADR 033). */
export const dogImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    publicData: app.config.publicData,
    dogImports: app.dogImports,
    jobs: app.jobs,
  };
  app.get(
    '/api/admin/dog-imports',
    {
      config: { caching: 'personal' },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        summary: '유기견 데이터 가져오기 현황 (관리자)',
        security: bearerSecurity,
        response: {
          200: dogImportsStatusSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => dogImportsStatus(deps),
  );

  app.post(
    '/api/admin/dog-imports/:source/run',
    {
      config: { invalidates: ['dogs'] },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        summary: '지금 가져오기: 서버에서 시작하고 바로 답합니다 (관리자)',
        security: bearerSecurity,
        params: dogImportSourceParamsSchema,
        response: {
          202: dogImportStartedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await runDogImport(deps, request.params.source)),
  );
};
