import {
  errorResponseSchema,
  flyerQuerySchema,
  idParamsSchema,
  sharingMessages,
} from '@chajul/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { createFlyerRenderer } from '../../lib/flyer-renderer';
import { QueueFullError } from '../../lib/worker-pool';
import { reportFlyer, reportPreview } from './reports.sharing';

const REPORT_VIEW = /^\/report\/view(?:\/detail)?\/?$/;
/** Flyers kept in memory: a flyer with five photos is about a megabyte (ADR 117). */
const FLYER_CACHE_BYTES = 32 * 1024 * 1024;
/** When a refused flyer may be asked for again: a render takes a fraction of a second. */
const FLYER_RETRY_AFTER_SECONDS = 2;

/** The flyer PDF and link previews of lost-pet reports (issue 9 "Sharing"). */
export const reportSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flyers: budget } = app.config;
  const flyers = createFlyerRenderer({ inFlight: budget.inFlight, cacheBytes: FLYER_CACHE_BYTES });
  app.addHook('onClose', () => flyers.close());
  const deps = {
    db: app.db,
    storage: app.storage,
    publicBaseUrl: app.config.publicBaseUrl,
    flyers,
  };
  app.pagePreviews.add(REPORT_VIEW, async (_match, query) => {
    const id = Number(query.get('id'));
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? reportPreview(deps, id)
      : undefined;
  });

  app.get(
    '/api/lost-pet/:id/flyer.pdf',
    {
      // Made anew from the report each time (ADR 112); drawing one costs far more than any
      // read, so it has its own, lower limit per address (ADR 117).
      config: {
        caching: 'uncached',
        rateLimit: { max: budget.limitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['lost-pet'],
        params: idParamsSchema,
        querystring: flyerQuerySchema,
        response: {
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const withContact = request.query.contact === '1';
      const pdf = await reportFlyer(deps, request.params.id, withContact).catch(
        (error: unknown) => {
          if (!(error instanceof QueueFullError)) throw error;
          reply.header('retry-after', String(FLYER_RETRY_AFTER_SECONDS));
          throw new AppError(503, sharingMessages.flyerBusy);
        },
      );
      // A PDF, not JSON: the response schemas only describe the errors.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="lost-dog-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
