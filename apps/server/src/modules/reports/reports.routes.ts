import {
  errorResponseSchema,
  idParamsSchema,
  myReportPageSchema,
  myReportsQuerySchema,
  reportDetailResponseSchema,
  reportIdResponseSchema,
  reportListQuerySchema,
  reportPageSchema,
  REPORT_PHOTO_LIMIT,
} from '@chajul/contracts';
import { commonMessages } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { sendImage } from '../../lib/image-store';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { readReportForm } from './reports.form';
import * as reports from './reports.service';

const tags = ['lost-pet'];
const consumes = ['multipart/form-data'];
const writeErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  app.get(
    '/api/lost-pet/paged',
    {
      config: { publicCache: 'reports' },
      schema: {
        tags,
        querystring: reportListQuerySchema,
        response: { 200: reportPageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => reports.listReports(deps, request.query),
  );

  app.get(
    '/api/lost-pet/:id',
    {
      // isAuthor depends on the reader: only visitors' answers are shared (ADR 093, 097).
      config: { publicCache: { family: 'reports', readers: 'visitors' } },
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: reportDetailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await reports.getReport(deps, request.params.id, request.user) }),
  );

  // Only report photos are served here; the storage refuses any key that is not a plain
  // relative path, so `..` in any encoding ends in the same 404 as a missing file.
  app.get(
    '/api/lost-pet/images/*',
    {
      // Like static files: no database work, so not counted against the API limit (ADR 097).
      config: { rateLimit: false },
      schema: {
        tags,
        params: z.object({ '*': z.string() }),
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!key.startsWith('reports/')) throw notFound(commonMessages.imageNotFound);
      return sendImage(request, reply, app.storage, key);
    },
  );

  app.post(
    '/api/lost-pet',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        consumes,
        description: `Report fields, then 0–${REPORT_PHOTO_LIMIT} photo parts named image, in order: the first is the cover.`,
        response: { 201: reportIdResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const result = await reports.createReport(deps, member, await readReportForm(request));
      await app.matcher.afterReportSaved(result.id, member.id);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/lost-pet/:id',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        consumes,
        description:
          'Report fields; keepPhotos (repeated) names the photos to keep by imagePath, in order, and new image parts follow them. Without keepPhotos a new image replaces every photo and no image keeps them all; one empty keepPhotos keeps none.',
        params: idParamsSchema,
        response: { 200: reportIdResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const member = currentUser(request);
      const result = await reports.updateReport(
        deps,
        member,
        request.params.id,
        await readReportForm(request),
      );
      await app.matcher.afterReportSaved(result.id, member.id);
      return result;
    },
  );

  app.delete(
    '/api/lost-pet/:id',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: reportIdResponseSchema, ...writeErrors },
      },
    },
    async (request) => reports.deleteReport(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/mypage/lost-pets',
    {
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        querystring: myReportsQuerySchema,
        response: { 200: myReportPageSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      reports.listOwnReports(deps, currentUser(request), request.query.page, request.query.size),
  );
};
