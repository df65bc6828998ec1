import {
  errorResponseSchema,
  lossNoticeMatchesSchema,
  lossNoticeMatchQuerySchema,
  lossNoticePageSchema,
  lossNoticeQuerySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageRoute } from '../../lib/image-route';
import { lossNoticesLike } from './loss-notice-matches';
import { keyOf } from '../search/photo-models';
import { NOTICE_IMAGE_AREA } from './loss-notices.photos';
import { openLossNotices } from './loss-notices.repository';
import { askerVectors } from './loss-notices.vectors';

export const lossNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/loss-notices',
    {
      config: { caching: 'public' },
      schema: {
        tags: ['loss-notices'],
        summary: '국가동물보호정보시스템 분실 신고 (열린 것, 최근 잃어버린 순; 연락처 없음)',
        querystring: lossNoticeQuerySchema,
        response: { 200: lossNoticePageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => openLossNotices(app.db, request.query),
  );

  app.get(
    '/api/loss-notices/like',
    {
      config: { caching: 'public' },
      schema: {
        tags: ['loss-notices'],
        summary:
          '발견·목격하거나 보호 중인 강아지와 닮은 국가동물보호정보시스템 분실 신고 (ADR 247)',
        querystring: lossNoticeMatchQuerySchema,
        response: { 200: lossNoticeMatchesSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const key = keyOf(app.photoSearch.embeddings());
      const vectors = await askerVectors(app.db, key, request.query);
      return { data: await lossNoticesLike(app.db, request.query, { key, vectors }) };
    },
  );

  // Public photos from the official site, like the shelter dogs' (ADR 259).
  imageRoute(app, {
    url: '/api/loss-notices/images',
    area: NOTICE_IMAGE_AREA,
    tags: ['loss-notices'],
  });
};
