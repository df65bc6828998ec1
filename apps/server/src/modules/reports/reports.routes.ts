import {
  errorResponseSchema,
  idParamsSchema,
  myReportPageSchema,
  reportDetailResponseSchema,
  reportIdResponseSchema,
  reportListQuerySchema,
  reportPageSchema,
  reportPhoneSchema,
  REPORT_PHOTO_LIMIT,
} from '@chajul/contracts';
import { reportMessages } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { PHOTO_FORM, readPhotoForm } from '../../lib/photo-form';
import { idOf, myPostsRoute, photoFormPut, postBoardRoute, postEnd } from './post-routes';
import { reportPublished } from './report-published';
import * as reports from './reports.service';
import { visitorReportRoutes } from './visitor-reports.routes';
import { errorsOf, notFoundErrors } from '../../lib/route-errors';

const tags = ['lost-pet'];
const writeErrors = errorsOf(400, 429, 401, 403, 404, 413, 415);
/** A signed-in member's call on one report (its author's, or 연락처 보기). */
const memberOnReport = { tags, security: bearerSecurity, params: idParamsSchema };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  // Without an account (ADR 243): its own file, the same URLs' family.
  await app.register(visitorReportRoutes);
  postBoardRoute(app, {
    url: '/api/lost-pet/paged',
    cache: 'reports',
    tags,
    query: reportListQuerySchema,
    page: reportPageSchema,
    list: (query) => reports.listReports(deps, query),
  });

  app.get(
    '/api/lost-pet/:id',
    {
      // isAuthor depends on the reader: only visitors' answers are shared (ADR 093, 097).
      config: { publicCache: 'reports', caching: 'visitors' },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: reportDetailResponseSchema, ...notFoundErrors },
      },
    },
    async (request) => ({ data: await reports.getReport(deps, request.params.id, request.user) }),
  );

  // Only report photos are served here; the storage refuses any key that is not a plain
  // relative path, so `..` in any encoding ends in the same 404 as a missing file.
  imageRoute(app, {
    url: '/api/lost-pet/images',
    area: 'reports',
    tags,
    access: (key) => reports.photoAccess(deps, key),
  });

  app.post(
    '/api/lost-pet',
    {
      config: { invalidates: ['reports'], writeLimits: ['reports', 'photoUploads'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        consumes: PHOTO_FORM,
        description: `Report fields, then 0–${REPORT_PHOTO_LIMIT} photo parts named image, in order: the first is the cover.`,
        response: { 201: reportIdResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const result = await reports.createReport(
        deps,
        member,
        await readPhotoForm(request, reportMessages.photoLimit),
      );
      await reportPublished(app, result.id, member.id);
      return reply.status(201).send(result);
    },
  );

  photoFormPut(app, {
    url: '/api/lost-pet/:id',
    config: { invalidates: ['reports'], writeLimits: ['photoUploads'] },
    preValidation: requireUser,
    schema: {
      ...memberOnReport,
      description:
        'Report fields; keepPhotos (repeated) names the photos to keep by imagePath, in order, and new image parts follow them. Without keepPhotos a new image replaces every photo and no image keeps them all; one empty keepPhotos keeps none.',
    },
    errors: writeErrors,
    photoLimit: reportMessages.photoLimit,
    save: async (request, form) => {
      const member = currentUser(request);
      const result = await reports.updateReport(deps, member, idOf(request), form);
      await app.matcher.afterReportSaved(result.id, member.id);
      return result;
    },
  });

  postEnd(app, 'DELETE', {
    url: '/api/lost-pet/:id',
    config: { invalidates: ['reports'] },
    preValidation: requireUser,
    schema: memberOnReport,
    errors: writeErrors,
    end: (request) => reports.deleteReport(deps, currentUser(request), idOf(request)),
  });

  app.post(
    '/api/lost-pet/:id/phone',
    {
      config: {
        invalidates: [],
        // Clicks per member and address: enough to call a few families, too few to harvest.
        writeLimits: ['phoneReveals'],
      },
      preValidation: requireUser,
      schema: {
        ...memberOnReport,
        description:
          'A member’s click on 연락처 보기: the number, where the owner allows members (logged).',
        response: { 200: reportPhoneSchema, ...writeErrors, 429: errorResponseSchema },
      },
    },
    async (request) =>
      reports.revealPhone(deps, currentUser(request), request.params.id, request.ip),
  );

  myPostsRoute(app, {
    url: '/api/mypage/lost-pets',
    page: myReportPageSchema,
    list: (member, page, size) => reports.listOwnReports(deps, member, page, size),
  });
};
