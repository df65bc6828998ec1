import {
  petMessages,
  tagCodeParamsSchema,
  tagLeftSchema,
  tagNotifySchema,
  tagPageSchema,
  tagSentSchema,
} from '@chajul/contracts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../errors';
import { tagPage, tellFamily } from './tag-page';
import { errorsOf } from '../../lib/route-errors';

const HOUR_MS = 60 * 60 * 1000;

/** How often the tag's page may be opened and written from, per address and per code. */
export type TagLimits = {
  viewsPerAddress: number;
  viewsPerCode: number;
  noticesPerAddress: number;
  noticesPerCode: number;
};
export const DEFAULT_TAG_LIMITS: TagLimits = {
  viewsPerAddress: 120,
  viewsPerCode: 300,
  noticesPerAddress: 5,
  noticesPerCode: 10,
};

const responses = errorsOf(400, 404, 429);

/**
 * The QR 인식표's page, `/t/{code}` (issue 40 item 2, ADR 252): no account needed. Opening it
 * and writing from it are each limited per address and per code, so neither a passer-by
 * nor one busy tag can flood a family.
 */
export const tagRoutes: FastifyPluginAsyncZod<{ limits?: Partial<TagLimits> }> = async (
  app,
  options,
) => {
  const limits = { ...DEFAULT_TAG_LIMITS, ...options.limits };
  const deps = {
    db: app.db,
    notifier: app.notifier,
    publicBaseUrl: app.config.publicBaseUrl,
    signer: app.signer,
  };

  const limited = (name: string, perAddress: number, perCode: number): preValidationHookHandler => {
    const counter = (max: number, who: (request: FastifyRequest) => string) =>
      app.createRateLimit({
        max,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => `tag-${name}:${who(request)}`,
      });
    const checks = [
      counter(perAddress, (request) => `address:${normalizeIP(request.ip)}`),
      counter(perCode, (request) => `code:${(request.params as { code: string }).code}`),
    ];
    return async (request, reply) => {
      const results = await Promise.all(checks.map((check) => check(request)));
      const waits = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttl] : []));
      if (waits.length === 0) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
      throw tooManyRequests(petMessages.scanLimit);
    };
  };
  const viewLimit = limited('view', limits.viewsPerAddress, limits.viewsPerCode);
  const noticeLimit = limited('notice', limits.noticesPerAddress, limits.noticesPerCode);

  app.get(
    '/api/tags/:code',
    {
      preValidation: viewLimit,
      config: { caching: 'uncached' },
      schema: {
        tags: ['pets'],
        params: tagCodeParamsSchema,
        response: { 200: tagPageSchema, ...responses },
      },
    },
    async (request) => tagPage(deps, request.params.code),
  );

  app.post(
    '/api/tags/:code/notify',
    {
      preValidation: noticeLimit,
      config: { invalidates: [] },
      schema: {
        tags: ['pets'],
        description: '가족에게 알리기: the finder’s words and, if they allow, their position.',
        params: tagCodeParamsSchema,
        body: tagNotifySchema,
        response: { 200: tagSentSchema, ...responses },
      },
    },
    async (request) => tellFamily(deps, request.params.code, { kind: 'NOTIFY', ...request.body }),
  );

  app.post(
    '/api/tags/:code/left',
    {
      preValidation: noticeLimit,
      config: { invalidates: [] },
      schema: {
        tags: ['pets'],
        description: '보호소·동물병원에 맡겼어요: where the dog now is.',
        params: tagCodeParamsSchema,
        body: tagLeftSchema,
        response: { 200: tagSentSchema, ...responses },
      },
    },
    async (request) => tellFamily(deps, request.params.code, { kind: 'LEFT', ...request.body }),
  );
};
