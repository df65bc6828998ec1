import {
  authMessages,
  availabilitySchema,
  checkEmailQuerySchema,
  checkIdBodySchema,
  checkIdResponseSchema,
  checkNicknameQuerySchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
  refreshResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetMailJob } from '../../jobs/catalogue';
import { consentRequired } from '../privacy/consents.service';
import { toUser } from '../users/users.mapper';
import * as auth from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';
import { endSession, rotateSession } from './sessions.service';
const tags = ['auth'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.authRateLimits;
  app.jobs.handle(passwordResetMailJob, ({ email }) =>
    requestPasswordReset(
      { db: app.db, mailer: app.mailer, publicBaseUrl: app.config.publicBaseUrl },
      email,
    ),
  );

  app.post(
    '/auth/login',
    {
      config: { invalidates: [] },
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, refreshToken } = await auth.login(app.db, request.body, request.ip);
      setRefreshCookie(reply, refreshToken, app.config.publicBaseUrl);
      return {
        accessToken: await app.accessTokens.sign(user),
        user: toUser(user),
        consentRequired: await consentRequired(app.db, user.id, app.config.policies),
      };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { invalidates: [] },
      schema: { tags, response: { 200: refreshResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, refreshToken } = await rotateSession(app.db, request.cookies[REFRESH_COOKIE]);
      if (refreshToken) setRefreshCookie(reply, refreshToken, app.config.publicBaseUrl);
      return { accessToken: await app.accessTokens.sign(user) };
    },
  );

  app.post(
    '/auth/logout',
    { config: { invalidates: [] }, schema: { tags, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      await endSession(app.db, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { status: 'ok' as const, message: authMessages.logoutDone };
    },
  );

  // Whether a name is free changes with every signup: each check reaches the server (ADR 112).
  const checkLimit = {
    rateLimit: { max: limits.checksPerMinute, timeWindow: '1 minute' },
    caching: 'uncached',
  } as const;
  app.get(
    '/auth/check-nickname',
    {
      config: checkLimit,
      schema: {
        tags,
        querystring: checkNicknameQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    (request) => auth.isNicknameAvailable(app.db, request.query.nickname),
  );
  app.get(
    '/auth/check-email',
    {
      config: checkLimit,
      schema: { tags, querystring: checkEmailQuerySchema, response: { 200: availabilitySchema } },
    },
    (request) => auth.isEmailAvailable(app.db, request.query.email),
  );
  app.post(
    '/auth/check-id',
    {
      config: { ...checkLimit, invalidates: [] },
      schema: { tags, body: checkIdBodySchema, response: { 200: checkIdResponseSchema } },
    },
    async (request) => ({ exists: await auth.useridExists(app.db, request.body.userid) }),
  );

  app.post(
    '/auth/signup',
    {
      config: { invalidates: [], rateLimit: { max: limits.signupsPerHour, timeWindow: '1 hour' } },
      schema: {
        tags,
        body: signupBodySchema,
        response: { 201: okResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.signup(app.db, request.body, app.config.policies);
      reply.status(201);
      return { status: 'ok' as const, message: authMessages.signupSuccess };
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      config: {
        invalidates: [],
        rateLimit: { max: limits.resetMailsPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      // A member and an unknown address cost the request the same: one job (issue 38 item 11).
      await app.jobs.send(passwordResetMailJob, { email: request.body.email });
      return { status: 'ok' as const, message: authMessages.forgotSent };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { status: 'ok' as const, message: authMessages.resetSuccess };
    },
  );
};
