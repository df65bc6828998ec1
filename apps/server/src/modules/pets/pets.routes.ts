import {
  errorResponseSchema,
  idParamsSchema,
  petIdResponseSchema,
  petMessages,
  PET_PHOTO_MAX,
  petProfileListSchema,
  petProfileResponseSchema,
  petScanListSchema,
  petTagPdfQuerySchema,
  petLostReportSchema,
} from '@chajul/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { AppError } from '../../errors';
import { PHOTO_FORM, readPhotoForm } from '../../lib/photo-form';
import { createTagPdfRenderer } from '../../lib/tag-pdf-renderer';
import { QueueFullError } from '../../lib/worker-pool';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import * as pets from './pets.service';
import * as tags from './tags.service';
import { reportFromProfile } from './pet-lost-report';
import { reportPublished } from '../reports/report-published';
import { errorsOf } from '../../lib/route-errors';

const tagsDoc = ['pets'];
const errors = errorsOf(400, 401, 403, 404, 413, 415, 429);
const PDF_RETRY_AFTER_SECONDS = 2;

/** 우리 아이 on 마이페이지 (issue 40 item 1, ADR 251): the owner's own profiles, tags and scans. */
export const petsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: pets.PetsDeps = {
    db: app.db,
    storage: app.storage,
    embeddings: () => app.photoSearch.embeddings(),
    notADogBelow: app.config.search.notADogBelow,
    publicBaseUrl: app.config.publicBaseUrl,
  };
  const pdfs = createTagPdfRenderer({ inFlight: app.config.flyers.inFlight });
  app.addHook('onClose', () => pdfs.close());
  const owner = { preValidation: requireUser };
  const personal = { caching: 'personal' as const };
  const write = { invalidates: [] as const, writeLimits: ['photoUploads'] as const };

  app.get(
    '/api/mypage/pets',
    {
      ...owner,
      config: personal,
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        response: { 200: petProfileListSchema, ...errors },
      },
    },
    async (request) => pets.listProfiles(deps, currentUser(request)),
  );

  app.get(
    '/api/mypage/pets/:id',
    {
      ...owner,
      config: personal,
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: petProfileResponseSchema, ...errors },
      },
    },
    async (request) => pets.getProfile(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/api/mypage/pets',
    {
      ...owner,
      config: write,
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        consumes: PHOTO_FORM,
        description: 'Profile fields, then 3–10 photo parts named image, in order.',
        response: { 201: petIdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, petMessages.photoLimit, PET_PHOTO_MAX);
      return reply.status(201).send(await pets.createProfile(deps, currentUser(request), form));
    },
  );

  app.put(
    '/api/mypage/pets/:id',
    {
      ...owner,
      config: write,
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        consumes: PHOTO_FORM,
        description:
          'Profile fields; keepPhotos (repeated) names the photos kept, new image parts follow.',
        params: idParamsSchema,
        response: { 200: petIdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readPhotoForm(request, petMessages.photoLimit, PET_PHOTO_MAX);
      return pets.updateProfile(deps, currentUser(request), request.params.id, form);
    },
  );

  app.delete(
    '/api/mypage/pets/:id',
    {
      ...owner,
      config: { invalidates: [] },
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: petIdResponseSchema, ...errors },
      },
    },
    async (request) => pets.deleteProfile(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/api/mypage/pets/:id/tag',
    {
      ...owner,
      config: { invalidates: [] },
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        description: 'Issues a new tag code; the one in use, if any, is revoked.',
        params: idParamsSchema,
        response: { 200: petIdResponseSchema, ...errors },
      },
    },
    async (request) => tags.issueTag(deps, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/mypage/pets/:id/tag',
    {
      ...owner,
      config: { invalidates: [] },
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: petIdResponseSchema, ...errors },
      },
    },
    async (request) => tags.revokeTag(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/mypage/pets/:id/tag.pdf',
    {
      ...owner,
      config: {
        caching: 'personal',
        rateLimit: { max: app.config.flyers.limitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: petTagPdfQuerySchema,
        response: { ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const input = await tags.tagPdfInput(deps, currentUser(request), request.params.id);
      const pdf = await pdfs
        .render({ ...input, size: request.query.size })
        .catch((error: unknown) => {
          if (!(error instanceof QueueFullError)) throw error;
          reply.header('retry-after', String(PDF_RETRY_AFTER_SECONDS));
          throw new AppError(503, petMessages.tagBusy);
        });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="qr-tag-${request.query.size}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/mypage/pets/:id/lost-report',
    {
      ...owner,
      config: { invalidates: ['reports'], writeLimits: ['reports'] },
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        description: '잃어버렸어요: a lost report filled from the profile, with every photo.',
        params: idParamsSchema,
        body: petLostReportSchema,
        response: { 201: petIdResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const { reportId } = await reportFromProfile(deps, member, request.params.id, request.body);
      await reportPublished(app, reportId, member.id);
      return reply
        .status(201)
        .send({ status: 'ok' as const, message: petMessages.lostReported, id: reportId });
    },
  );

  app.get(
    '/api/mypage/pets/:id/scans',
    {
      ...owner,
      config: personal,
      schema: {
        tags: tagsDoc,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: petScanListSchema, ...errors },
      },
    },
    async (request) => pets.scanLog(deps, currentUser(request), request.params.id),
  );

  // Profile photos: public while the owner shows photos to finders, else the owner's alone.
  imageRoute(app, {
    url: '/api/pets/images',
    area: 'pets',
    tags: tagsDoc,
    caching: 'personal',
    access: (key, request) => pets.photoAccess(deps, key, request.user ?? null),
  });
};
