import {
  errorResponseSchema,
  mypageMessages,
  okResponseSchema,
  updatePasswordBodySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { updatePassword } from './password-change.service';
import { setRefreshCookie } from './refresh-cookie';

const tags = ['mypage'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** 마이페이지 비밀번호 변경: a credential change, so auth's (ADR 110), not the profile's. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/mypage/update-password',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        body: updatePasswordBodySchema,
        response: { 200: okResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { refreshToken } = await updatePassword(
        app.db,
        currentUser(request),
        request.body,
        request.ip,
      );
      setRefreshCookie(reply, refreshToken, app.config.publicBaseUrl);
      return { status: 'ok' as const, message: mypageMessages.passwordUpdated };
    },
  );
};
