import {
  adminPhotoSearchStatusSchema,
  errorResponseSchema,
  generatedSearchResponseSchema,
  imageSearchFieldsSchema,
  imageSearchResponseSchema,
  photoSearchStatusSchema,
  searchMessages,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { parseFields, readMultipart } from '../../lib/multipart';
import { predictAdultLook, searchByImage } from './search.service';
import { adminPhotoSearchStatus, photoSearchStatus } from './search.status';
import { bearerSecurity, requireAdmin } from '../../plugins/auth';
import { errorsOf } from '../../lib/route-errors';
import { PHOTO_FORM } from '../../lib/photo-form';

const errors = errorsOf(400, 413, 415, 429, 503);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.search.limitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/search/image',
    {
      config: { invalidates: [], rateLimit },
      schema: {
        tags: ['search'],
        summary: '사진으로 유기견 찾기 (multipart: image, species?, jurisd?, keyword?, state?)',
        consumes: PHOTO_FORM,
        response: { 200: imageSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipart(request);
      const filters = parseFields(imageSearchFieldsSchema, form.fields);
      const image = form.files.image;
      if (!image) throw badRequest(searchMessages.imageRequired, 'image');
      return searchByImage(app.photoSearch.deps(), image.buffer, filters);
    },
  );

  app.post(
    '/api/search/generated',
    {
      config: { invalidates: [], rateLimit },
      schema: {
        tags: ['search'],
        summary: '성견 모습 예측과 닮은 유기견 (multipart: image)',
        consumes: PHOTO_FORM,
        response: { 200: generatedSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipart(request);
      const image = form.files.image;
      if (!image) throw badRequest(searchMessages.imageRequired, 'image');
      return predictAdultLook(app.photoSearch.deps(), image.buffer);
    },
  );

  app.get(
    '/api/search/status',
    {
      config: { caching: 'public' },
      schema: {
        tags: ['search'],
        summary: '사진 검색 모델 상태 (대체 방식이면 fallback: true)',
        response: { 200: photoSearchStatusSchema },
      },
    },
    async () => photoSearchStatus(app.photoSearch),
  );

  app.get(
    '/api/admin/photo-search',
    {
      config: { caching: 'personal' },
      preValidation: requireAdmin(),
      schema: {
        tags: ['admin'],
        summary: '사진 검색 모델과 색인 상태 (관리자)',
        security: bearerSecurity,
        response: {
          200: adminPhotoSearchStatusSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => adminPhotoSearchStatus(app.photoSearch),
  );
};
