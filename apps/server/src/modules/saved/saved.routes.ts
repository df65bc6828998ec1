import {
  errorResponseSchema,
  okResponseSchema,
  savedDogParamsSchema,
  savedDogStatusSchema,
  savedDogsSchema,
  savedPhotoSearchFieldsSchema,
  savedSearchCreateSchema,
  savedSearchesSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields, readMultipart } from '../../lib/multipart';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import * as service from './saved.service';
import { errorsOf } from '../../lib/route-errors';
import { PHOTO_FORM } from '../../lib/photo-form';

const tags = ['saved'];
const errors = errorsOf(400, 401, 403, 404);
const member = { preValidation: requireUser };

/** 관심 강아지 and 알림 받을 조건 (issue 30): a member's own, no one else's. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/dogs/:id/saved',
    {
      ...member,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '관심 강아지 저장',
        security: bearerSecurity,
        params: savedDogParamsSchema,
        response: { 200: savedDogStatusSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => service.saveDog(app.db, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/dogs/:id/saved',
    {
      ...member,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '관심 강아지 해제',
        security: bearerSecurity,
        params: savedDogParamsSchema,
        response: { 200: savedDogStatusSchema, ...errors },
      },
    },
    async (request) => service.unsaveDog(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/mypage/saved-dogs',
    {
      ...member,
      config: { caching: 'personal' },
      schema: {
        tags,
        summary: '관심 강아지 목록',
        security: bearerSecurity,
        response: { 200: savedDogsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.listSavedDogs(app.db, currentUser(request)),
  );

  app.get(
    '/api/mypage/saved-searches',
    {
      ...member,
      config: { caching: 'personal' },
      schema: {
        tags,
        summary: '알림 받을 조건 목록',
        security: bearerSecurity,
        response: { 200: savedSearchesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => service.listSearches(app.db, currentUser(request)),
  );

  app.post(
    '/api/mypage/saved-searches',
    {
      ...member,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '이 조건 알림 받기',
        security: bearerSecurity,
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const search = await service.createFilterSearch(app.db, currentUser(request), request.body);
      return reply.code(201).send(search);
    },
  );

  app.post(
    '/api/mypage/saved-searches/photo',
    {
      ...member,
      config: {
        invalidates: [],
        rateLimit: { max: app.config.search.limitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: '이런 강아지 알림 받기 (multipart: image, threshold?, page?)',
        security: bearerSecurity,
        consumes: PHOTO_FORM,
        response: {
          201: savedSearchSchema,
          409: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request);
      const fields = parseFields(savedPhotoSearchFieldsSchema, form.fields);
      const search = await service.createPhotoSearch(app.photoSearch.deps(), currentUser(request), {
        image: form.files.image?.buffer,
        ...fields,
      });
      return reply.code(201).send(search);
    },
  );

  app.patch(
    '/api/mypage/saved-searches/:id',
    {
      ...member,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '알림 받을 조건 일시정지·다시 받기',
        security: bearerSecurity,
        params: savedSearchParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) =>
      service.setPaused(app.db, currentUser(request), request.params.id, request.body.paused),
  );

  app.delete(
    '/api/mypage/saved-searches/:id',
    {
      ...member,
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '알림 받을 조건 삭제',
        security: bearerSecurity,
        params: savedSearchParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteSearch(app.db, currentUser(request), request.params.id),
  );
};
