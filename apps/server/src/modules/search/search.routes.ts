import {
  errorResponseSchema,
  generatedSearchResponseSchema,
  imageSearchFieldsSchema,
  imageSearchResponseSchema,
  searchMessages,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { parseFields, readMultipart } from '../../lib/multipart';
import { predictAdultLook, searchByImage } from './search.service';

const errors = {
  400: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.search.limitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/search/image',
    {
      config: { rateLimit },
      schema: {
        tags: ['search'],
        summary: '사진으로 유기견 찾기 (multipart: image, species?, jurisd?, keyword?, state?)',
        consumes: ['multipart/form-data'],
        response: { 200: imageSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipart(request);
      const filters = parseFields(imageSearchFieldsSchema, form.fields);
      const image = form.files.image;
      if (!image) throw badRequest(searchMessages.imageRequired, 'image');
      return { dogs: await searchByImage(app.photoSearch.deps(), image.buffer, filters) };
    },
  );

  app.post(
    '/api/search/generated',
    {
      config: { rateLimit },
      schema: {
        tags: ['search'],
        summary: '성견 모습 예측과 닮은 유기견 (multipart: image)',
        consumes: ['multipart/form-data'],
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
};
