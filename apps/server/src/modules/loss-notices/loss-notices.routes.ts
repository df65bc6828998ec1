import {
  errorResponseSchema,
  lossNoticePageSchema,
  lossNoticeQuerySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openLossNotices } from './loss-notices.repository';

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
};
