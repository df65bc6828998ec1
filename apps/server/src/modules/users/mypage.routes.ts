import {
  errorResponseSchema,
  meResponseSchema,
  updateNicknameBodySchema,
  userSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { consentRequired } from '../privacy/consents.service';
import { updateNickname } from './mypage.service';
import { toUser } from './users.mapper';

const tags = ['mypage'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const mypageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mypage/me',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const required = await consentRequired(app.db, user.id, app.config.policies);
      return { ...toUser(user), consentRequired: required };
    },
  );

  app.put(
    '/api/mypage/update-nickname',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        body: updateNicknameBodySchema,
        response: { 200: userSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => toUser(await updateNickname(app.db, currentUser(request), request.body)),
  );
};
