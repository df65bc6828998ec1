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
import type { AuditAction } from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireAdmin } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
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
  // Each opening of a member's data, and each removal, goes in the audit trail (ADR 163).
  const audit = (request: FastifyRequest, action: AuditAction, memberId: number) =>
    recordAudit(app, {
      actor: currentUser(request),
      action,
      target: { kind: 'user', id: memberId },
      ip: request.ip,
    });

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
    async (request) => {
      const member = await admin.getMember(deps, request.params.id);
      await audit(request, 'member.view', request.params.id);
      return member;
    },
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
    async (request) => {
      const { id } = request.params;
      const page = await admin.listMemberInquiries(deps, currentUser(request), id, request.query);
      await audit(request, 'member.inquiries.view', id);
      return page;
    },
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
    async (request) => {
      const page = await admin.listMemberReports(deps, request.params.id, request.query);
      await audit(request, 'member.reports.view', request.params.id);
      return page;
    },
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
