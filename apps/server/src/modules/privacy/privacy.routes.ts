import {
  errorResponseSchema,
  okResponseSchema,
  withdrawBodySchema,
  withdrawalMessages,
} from '@chajul/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { withdrawalDepsOf } from './privacy.plugin';
import { exportMemberData } from './export';
import { withdrawSelf } from './withdrawal';

const tags = ['mypage'];
const e = errorResponseSchema;

export type PrivacyRoutesOptions = {
  /** Ends the browser's session after 회원 탈퇴: modules/auth's cookie, handed in by app.ts. */
  endSession: (reply: FastifyReply) => void;
};

/** 회원 탈퇴 and 내 정보 다운로드 on 마이페이지 (issue 29, ADR 165). */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, options) => {
  const deps = withdrawalDepsOf(app);

  app.delete(
    '/api/mypage/account',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        body: withdrawBodySchema,
        response: { 200: okResponseSchema, 400: e, 401: e, 429: e },
      },
    },
    async (request, reply) => {
      await withdrawSelf(deps, currentUser(request), request.body.password, request.ip);
      options.endSession(reply as FastifyReply);
      return { status: 'ok' as const, message: withdrawalMessages.withdrawn };
    },
  );

  app.get(
    '/api/mypage/export',
    {
      config: { caching: 'personal', writeLimits: ['exports'] },
      preValidation: requireUser,
      schema: {
        tags,
        security: bearerSecurity,
        // A zip, not JSON: the response schemas only describe the errors.
        response: { 401: e, 429: e },
      },
    },
    async (request, reply) => {
      const zip = await exportMemberData(
        { ...deps, signer: app.signer, declarations: app.personalData },
        currentUser(request),
        request.ip,
      );
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="chajul-my-data.zip"')
        .send(zip);
    },
  );
};
