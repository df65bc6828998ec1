import {
  adminMessages,
  adminPageQuerySchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  inquiryPageSchema,
  myReportPageSchema,
  okResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireAdmin } from '../../plugins/auth';
import { withdrawalDepsOf } from '../privacy/privacy.plugin';
import { deleteMemberAccount } from '../privacy/withdrawal';
import * as admin from './admin-users.service';

const tags = ['admin'];
const e = errorResponseSchema;
const errors = { 400: e, 401: e, 403: e, 404: e };

/** Spec §7 admin calls: admins only (401 without a login, 403 for members). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin());
  const deps = { db: app.db, storage: app.storage, log: app.log };
  // Every answer is about members, for an admin only (ADR 112).
  const config = { caching: 'personal' } as const;

  app.get(
    '/api/admin/users/paged',
    {
      config,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    (request) => admin.listMembers(deps, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    (request) => admin.getMember(deps, request.params.id),
  );

  app.get(
    '/api/admin/users/:id/inquiries',
    {
      config,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: adminPageQuerySchema,
        response: { 200: inquiryPageSchema, ...errors },
      },
    },
    (request) =>
      admin.listMemberInquiries(deps, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/admin/users/:id/lost-reports',
    {
      config,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: adminPageQuerySchema,
        response: { 200: myReportPageSchema, ...errors },
      },
    },
    (request) => admin.listMemberReports(deps, request.params.id, request.query),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { invalidates: ['reports'] },
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const by = currentUser(request);
      await deleteMemberAccount(withdrawalDepsOf(app), by, request.params.id, request.ip);
      return { status: 'ok' as const, message: adminMessages.memberDeleted };
    },
  );
};
