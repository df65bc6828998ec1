import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../lib/metrics';
import { createMetrics } from '../lib/metrics';
import { sendNotFound } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Requests no route matched (SPA pages, 404s) share one label, so URLs can't grow the series. */
const UNMATCHED = '(unmatched)';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics at /metrics (ADR 061): request latency by route pattern, process
 * metrics, and `app.metrics` for modules' own counters. Kept out of /docs.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const { metricsToken } = app.config;
  app.get(
    '/metrics',
    { config: { caching: 'uncached' }, schema: { hide: true } },
    async (request, reply) => {
      if (metricsToken === undefined && app.config.env === 'production') return sendNotFound(reply);
      if (metricsToken !== undefined && !tokenMatches(request, metricsToken)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send();
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    },
  );
});
