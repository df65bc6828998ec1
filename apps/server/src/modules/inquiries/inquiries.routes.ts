import {
  errorResponseSchema,
  idParamsSchema,
  inquiryBodySchema,
  inquiryListQuerySchema,
  inquiryMessages,
  inquiryPageSchema,
  inquiryRepliesSchema,
  inquiryReplyBodySchema,
  inquiryReplyParamsSchema,
  inquiryReplyPatchSchema,
  inquiryReplySchema,
  inquirySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import * as inquiries from './inquiries.service';

const tags = ['inquiries'];
const e = errorResponseSchema;
const errors = { 400: e, 401: e, 403: e, 404: e };
/** The create calls, which count against the write limits (ADR 111). */
const createErrors = { ...errors, 429: e };

const requireReplyAdmin = requireAdmin(inquiryMessages.answerRequiresAdmin);

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inquiries/paged',
    {
      // Private inquiries show to their authors and admins (ADR 012).
      config: { caching: 'personal' },
      schema: {
        tags,
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryPageSchema, 400: e },
      },
    },
    async (request) => inquiries.listInquiries(app.db, request.user, request.query),
  );

  app.get(
    '/api/mypage/inquiries',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        querystring: inquiryListQuerySchema,
        response: { 200: inquiryPageSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return inquiries.listInquiries(app.db, user, request.query, { authorId: user.id });
    },
  );

  app.get(
    '/api/inquiries/:id',
    {
      config: { caching: 'personal' },
      schema: { tags, params: idParamsSchema, response: { 200: inquirySchema, ...errors } },
    },
    async (request) => {
      const inquiry = await inquiries.readInquiry(app.db, request.params.id, request.user);
      // An admin opening someone else's private inquiry is in the audit trail (ADR 163).
      if (!inquiry.isPublic && !inquiry.isAuthor && request.user) {
        await recordAudit(app, {
          actor: request.user,
          action: 'inquiry.view',
          target: { kind: 'inquiry', id: inquiry.id },
          ip: request.ip,
        });
      }
      return inquiry;
    },
  );

  app.post(
    '/api/inquiries',
    {
      config: { invalidates: [], writeLimits: ['inquiries'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        body: inquiryBodySchema,
        response: { 201: inquirySchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const inquiry = await inquiries.createInquiry(app.db, currentUser(request), request.body);
      return reply.status(201).send(inquiry);
    },
  );

  app.put(
    '/api/inquiries/:id',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        body: inquiryBodySchema,
        response: { 200: inquirySchema, ...errors },
      },
    },
    (request) =>
      inquiries.updateInquiry(app.db, request.params.id, currentUser(request), request.body),
  );

  app.delete(
    '/api/inquiries/:id',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await inquiries.deleteInquiry(app.db, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/inquiries/:id/replies',
    {
      config: { caching: 'personal' },
      schema: { tags, params: idParamsSchema, response: { 200: inquiryRepliesSchema, ...errors } },
    },
    (request) => inquiries.listReplies(app.db, request.params.id, request.user),
  );

  app.post(
    '/api/inquiries/:id/replies',
    {
      config: { invalidates: [], writeLimits: ['replies'] },
      preValidation: requireReplyAdmin,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        body: inquiryReplyBodySchema,
        response: { 201: inquiryReplySchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const created = await inquiries.createReply(
        app.db,
        request.params.id,
        currentUser(request),
        request.body.content,
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/inquiries/:id/replies/:replyId',
    {
      config: { invalidates: [] },
      preValidation: requireReplyAdmin,
      schema: {
        tags,
        security: bearerSecurity,
        params: inquiryReplyParamsSchema,
        body: inquiryReplyPatchSchema,
        response: { 200: inquiryReplySchema, ...errors },
      },
    },
    (request) =>
      inquiries.updateReply(
        app.db,
        request.params.id,
        request.params.replyId,
        request.body.content,
      ),
  );

  app.delete(
    '/api/inquiries/:id/replies/:replyId',
    {
      config: { invalidates: [] },
      preValidation: requireReplyAdmin,
      schema: {
        tags,
        security: bearerSecurity,
        params: inquiryReplyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await inquiries.deleteReply(app.db, request.params.id, request.params.replyId);
      return reply.status(204).send(null);
    },
  );
};
