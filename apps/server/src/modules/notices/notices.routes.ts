import {
  errorResponseSchema,
  idParamsSchema,
  noticeBodySchema,
  noticeFileParamsSchema,
  noticeListQuerySchema,
  noticeMessages,
  noticePageSchema,
  noticeSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendImage } from '../../lib/image-store';
import { resolveJwtSecret } from '../../lib/jwt-secret';
import { bearerSecurity, currentUser, requireAdmin } from '../../plugins/auth';
import { noticeUploads, readNoticeForm } from './notices.form';
import * as notices from './notices.service';
import { errorsOf } from '../../lib/route-errors';

const tags = ['notices'];
const writeErrors = errorsOf(400, 401, 403, 404, 413, 415);

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  const viewSecret = `notice-views:${resolveJwtSecret(app.config.jwtSecret, app.config.dataDir)}`;
  // 403 with the spec's own words for a member (spec §8).
  const canWrite = requireAdmin(noticeMessages.noWritePermission);

  app.get(
    '/api/notices/paged',
    {
      // Spec §7: no browser or proxy may keep the list (views and new notices change it). Our
      // own short cache forgets it on every notice write and counted view (ADR 097).
      config: { publicCache: 'notices', caching: 'uncached' },
      schema: {
        tags,
        querystring: noticeListQuerySchema,
        response: { 200: noticePageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => notices.listNotices(app.db, request.query),
  );

  app.get(
    '/api/notices/:id',
    {
      // Every read must reach the server: it counts the view (ADR 010).
      config: { caching: 'uncached' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: noticeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const reader = notices.readerKey(
        viewSecret,
        request.user,
        request.ip,
        request.headers['user-agent'] ?? '',
      );
      // The list shows view counts: a counted view makes its cached copies stale (ADR 097).
      return notices.readNotice(app.db, request.params.id, reader, () =>
        app.forgetCached?.('notices'),
      );
    },
  );

  app.get(
    '/api/notices/:id/files/:fileId',
    {
      config: { caching: 'public' },
      schema: {
        tags,
        params: noticeFileParamsSchema,
        querystring: z.object({ thumb: z.enum(['0', '1']).optional() }),
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const key = await notices.noticeFileKey(app.db, id, fileId, request.query.thumb === '1');
      return sendImage(request, reply, app.storage, key);
    },
  );

  app.post(
    '/api/notices',
    {
      config: { invalidates: ['notices'] },
      preValidation: [canWrite, readNoticeForm],
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'JSON {title, content, author} or multipart/form-data with the same fields and image parts named files (ADR 011).',
        body: noticeBodySchema,
        response: { 201: noticeSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const notice = await notices.createNotice(
        deps,
        currentUser(request),
        request.body,
        noticeUploads(request),
      );
      return reply.status(201).send(notice);
    },
  );

  app.put(
    '/api/notices/:id',
    {
      config: { invalidates: ['notices'] },
      preValidation: [canWrite, readNoticeForm],
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'JSON or multipart/form-data; new image parts named files are added, removeFileIds are dropped (ADR 011).',
        params: idParamsSchema,
        body: noticeBodySchema,
        response: { 200: noticeSchema, ...writeErrors },
      },
    },
    (request) =>
      notices.updateNotice(deps, request.params.id, request.body, noticeUploads(request)),
  );

  app.delete(
    '/api/notices/:id',
    {
      config: { invalidates: ['notices'] },
      preValidation: requireAdmin(noticeMessages.noDeletePermission),
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await notices.deleteNotice(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
