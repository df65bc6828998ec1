import { errorResponseSchema, mailOffBodySchema, okResponseSchema } from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { turnMailOff } from './mail-off';

/** The link at the end of every alert mail to a visitor finder (ADR 227): no login. */
export const mailOffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/mail-off',
    {
      config: { invalidates: [] },
      schema: {
        tags: ['notifications'],
        description:
          "The token of a mail's mail-off link: CONVERSATION turns that conversation's message mails off, ALL every alert mail to the address.",
        body: mailOffBodySchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => turnMailOff({ db: app.db, signer: app.signer }, request.body),
  );
};
