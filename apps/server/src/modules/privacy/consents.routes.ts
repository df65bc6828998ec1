import {
  consentsUpdateSchema,
  errorResponseSchema,
  myConsentsSchema,
  okResponseSchema,
  policiesResponseSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import * as consents from './consents.service';
import { policiesOf } from './policies.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export type ConsentsRoutesOptions = {
  /** The alert channels follow the e-mail consent (ADR 162): modules/notifications'. */
  followEmailConsent: consents.EmailConsentFollower;
};

/** The policies' versions and facts, and a member's consents (issue 29, ADR 160–162). */
export const consentsRoutes: FastifyPluginAsyncZod<ConsentsRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/api/policies',
    {
      config: { caching: 'public' },
      schema: { tags: ['policies'], response: { 200: policiesResponseSchema } },
    },
    () => policiesOf(app.config),
  );

  app.get(
    '/api/mypage/consents',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        response: { 200: myConsentsSchema, ...errors },
      },
    },
    (request) => consents.myConsents(app.db, currentUser(request).id, app.config.policies),
  );

  app.post(
    '/api/mypage/consents',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        body: consentsUpdateSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    (request) =>
      consents.updateConsents(
        app.db,
        currentUser(request),
        request.body,
        app.config.policies,
        options.followEmailConsent,
      ),
  );
};
