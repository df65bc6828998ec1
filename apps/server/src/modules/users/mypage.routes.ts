import { errorResponseSchema, userSchema } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { toUser } from './users.mapper';

export const mypageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mypage/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['mypage'],
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => toUser(currentUser(request)),
  );
};
