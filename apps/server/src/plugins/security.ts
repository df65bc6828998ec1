import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import { assertNoNul } from '../lib/text-input';

/** Hosts the map providers load from (Leaflet + OpenStreetMap; Kakao Maps when configured). */
const MAP_SCRIPT_HOSTS = [
  'https://dapi.kakao.com',
  'https://t1.daumcdn.net',
  'http://t1.daumcdn.net',
];
const MAP_IMAGE_HOSTS = [
  'https://*.tile.openstreetmap.org',
  'https://*.daumcdn.net',
  'http://*.daumcdn.net',
  'https://*.kakaocdn.net',
];

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicBaseUrl.startsWith('https://');
  await app.register(cookie);
  await app.register(helmet, {
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...MAP_SCRIPT_HOSTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...MAP_IMAGE_HOSTS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...MAP_SCRIPT_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The SPA loads its own images; map tiles come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  // Before any schema or query sees them; multipart text fields are checked where they are read.
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.query);
    assertNoNul(request.params);
    if (!request.isMultipart()) assertNoNul(request.body);
  });
  // PGlite belongs to one process, so memory counts are already shared by everyone there;
  // with a PostgreSQL server several processes may serve, and counters go to it (ADR 062).
  const { rateLimitStore } = app.config;
  const sharedCounters =
    rateLimitStore === 'database' ||
    (rateLimitStore === 'auto' && app.database.kind === 'postgres');
  await app.register(rateLimit, {
    global: true,
    ...(sharedCounters ? { store: databaseRateLimitStore(app.db) } : {}),
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited globally; static files are cheap and cached.
    allowList: (request) => !/^\/(api|auth)\//.test(request.url),
    errorResponseBuilder: () => ({
      statusCode: 429,
      status: 'error',
      message: commonMessages.tooManyRequests,
    }),
  });
});
