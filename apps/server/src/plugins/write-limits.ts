import { commonMessages } from '@chajul/contracts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';

/** The kinds of writes counted per member and per address (ADR 111). */
export type WriteLimitName = keyof Config['writeLimits'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write limits a call counts against, each per member and per address (ADR 111):
     * checked after the route's own guards, before its body is read.
     */
    writeLimits?: readonly WriteLimitName[];
  }
}

const WINDOW_MS = 60 * 60 * 1000;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Limits on what members create, on top of the API's per-minute limit: each kind is counted
 * per member and per address, in @fastify/rate-limit's store (shared between processes on
 * PostgreSQL, ADR 062), and a call past either count is refused with a 429 that says when to
 * try again. Routes declare the kinds they count against (`config.writeLimits`).
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<WriteLimitName, { member: Check; address: Check }>();
    for (const [name, limit] of Object.entries(app.config.writeLimits)) {
      const counter = (max: number, who: (request: FastifyRequest) => string) =>
        app.createRateLimit({
          max,
          timeWindow: WINDOW_MS,
          keyGenerator: (request) => `${name}:${who(request)}`,
        });
      checks.set(name as WriteLimitName, {
        member: counter(limit.perMember, (request) => `member:${request.user?.id}`),
        address: counter(limit.perAddress, (request) => `address:${normalizeIP(request.ip)}`),
      });
    }

    const limitHook =
      (names: readonly WriteLimitName[]): preValidationHookHandler =>
      async (request, reply) => {
        const counted = names.flatMap((name) => {
          const check = checks.get(name);
          // The routes' guards answer visitors before this; only a member has a member count.
          if (!check) return [];
          return request.user ? [check.member, check.address] : [check.address];
        });
        // Every count goes up, so a call refused by one limit still counts for the others.
        const results = await Promise.all(counted.map((check) => check(request)));
        const waits = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttl] : []));
        if (waits.length === 0) return;
        const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
        reply.header('retry-after', String(seconds));
        throw tooManyRequests(commonMessages.tooManyRequestsFor(Math.ceil(seconds / 60)));
      };

    app.addHook('onRoute', (route) => {
      const names = route.config?.writeLimits;
      if (!names?.length) return;
      route.preValidation = [...[route.preValidation ?? []].flat(), limitHook(names)];
    });
  },
  { dependencies: ['@fastify/rate-limit'] },
);
