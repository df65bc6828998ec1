import {
  errorResponseSchema,
  okResponseSchema,
  phoneStartSchema,
  phoneStatusSchema,
  phoneVerifySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../../plugins/auth';
import { phoneStatus, removePhone, startVerification, verifyCode } from './phone.service';

const tags = ['mypage'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** 마이페이지's mobile number for texts (issue 39 item 4, ADR 250): never answered whole. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, signer: app.signer, solapi: app.sms.solapi });
  app.get(
    '/api/mypage/phone',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: { tags, security: bearerSecurity, response: { 200: phoneStatusSchema, ...errors } },
    },
    async (request) => phoneStatus(deps(), currentUser(request).id),
  );
  app.post(
    '/api/mypage/phone',
    {
      preValidation: requireUser,
      config: { invalidates: [] },
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'Sends a 6-digit code to the number (one a minute, five a day); texts go to it once the code is entered.',
        body: phoneStartSchema,
        response: {
          200: okResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => startVerification(deps(), currentUser(request).id, request.body.phone),
  );
  app.post(
    '/api/mypage/phone/verify',
    {
      preValidation: requireUser,
      config: { invalidates: [] },
      schema: {
        tags,
        security: bearerSecurity,
        body: phoneVerifySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => verifyCode(deps(), currentUser(request).id, request.body.code),
  );
  app.delete(
    '/api/mypage/phone',
    {
      preValidation: requireUser,
      config: { invalidates: [] },
      schema: { tags, security: bearerSecurity, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => removePhone(deps(), currentUser(request).id),
  );
};
