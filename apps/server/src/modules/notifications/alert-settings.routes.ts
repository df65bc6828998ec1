import {
  alertSettingsSchema,
  alertSettingsUpdateSchema,
  errorResponseSchema,
  okResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import * as settings from './alert-settings.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** Which alerts a member gets on which channel (/mypage/edit, ADR 155). */
export const alertSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mypage/alerts',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        response: { 200: alertSettingsSchema, ...errors },
      },
    },
    async (request) => settings.alertSettingsOf(app.db, currentUser(request)),
  );
  app.put(
    '/api/mypage/alerts',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        body: alertSettingsUpdateSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) =>
      settings.updateAlertSettings(app.db, currentUser(request), request.body, app.config.policies),
  );
};
