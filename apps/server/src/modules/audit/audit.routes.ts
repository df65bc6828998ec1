import { auditPageSchema, auditQuerySchema, errorResponseSchema } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, requireAdmin } from '../../plugins/auth';
import { listAudit } from './audit.service';

const e = errorResponseSchema;

/**
 * The audit trail, for admins to read (열람 기록, ADR 163). There is deliberately no route
 * that changes or removes an entry.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { caching: 'personal' },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        security: bearerSecurity,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: e, 401: e, 403: e },
      },
    },
    (request) => listAudit(app.db, request.query),
  );
};
