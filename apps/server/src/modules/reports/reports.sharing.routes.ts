import { errorResponseSchema, flyerQuerySchema, idParamsSchema } from '@chajul/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFlyer, reportPreview } from './reports.sharing';

const REPORT_VIEW = /^\/report\/view(?:\/detail)?\/?$/;

/** The flyer PDF and link previews of lost-pet reports (issue 9 "Sharing"). */
export const reportSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, publicBaseUrl: app.config.publicBaseUrl };
  app.pagePreviews.add(REPORT_VIEW, async (_match, query) => {
    const id = Number(query.get('id'));
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? reportPreview(deps, id)
      : undefined;
  });

  app.get(
    '/api/lost-pet/:id/flyer.pdf',
    {
      // Made anew from the report each time (ADR 112).
      config: { caching: 'uncached' },
      schema: {
        tags: ['lost-pet'],
        params: idParamsSchema,
        querystring: flyerQuerySchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const pdf = await reportFlyer(deps, request.params.id, request.query.contact === '1');
      // A PDF, not JSON: the response schemas only describe the errors.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="lost-dog-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
