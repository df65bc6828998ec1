import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { databaseRateLimitStore, memoryRateLimitStore } from '../lib/rate-limit-store';
import { assertNoNul } from '../lib/text-input';

/**
 * Hosts the map providers load from (ADR 041: Leaflet + OpenStreetMap tiles; the Kakao Maps
 * SDK when configured, which pulls its code and tiles from daumcdn/kakaocdn with
 * protocol-relative URLs), and Kakao's JavaScript SDK for the KakaoTalk share button
 * (VITE_KAKAO_JS_KEY). Plain-http copies are allowed only on a plain-http site: an https
 * page never loads a script over http (ADR 090).
 */
const MAP_SCRIPT_HOSTS = [
  'https://dapi.kakao.com',
  'https://t1.daumcdn.net',
  'https://t1.kakaocdn.net',
];
const MAP_IMAGE_HOSTS = [
  'https://*.tile.openstreetmap.org',
  'https://*.daumcdn.net',
  'https://*.kakaocdn.net',
];
/** The Kakao CDN hosts of a list, over plain http. */
const daumcdnOverHttp = (hosts: string[]) =>
  hosts.filter((h) => h.includes('daumcdn')).map((h) => h.replace('https://', 'http://'));

/**
 * The headers helmet sets, worked out once. `@fastify/helmet` rebuilt helmet's middleware and
 * re-parsed the CSP on every request: 8–11% of the server's CPU under the load bench (ADR 096).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Routes the rate limits count: the API and the account calls (by route pattern). */
const isApiRoute = (route: string | undefined) =>
  route !== undefined && /^\/(api|auth)\//.test(route);

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicBaseUrl.startsWith('https://');
  const scripts = https
    ? MAP_SCRIPT_HOSTS
    : [...MAP_SCRIPT_HOSTS, ...daumcdnOverHttp(MAP_SCRIPT_HOSTS)];
  const images = https
    ? MAP_IMAGE_HOSTS
    : [...MAP_IMAGE_HOSTS, ...daumcdnOverHttp(MAP_IMAGE_HOSTS)];
  await app.register(cookie);
  const headers = helmetHeaders({
    // Browsers remember HSTS for a year: only a production site on https may send it, never
    // a developer's localhost.
    hsts:
      https && app.config.env === 'production'
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...scripts],
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
    store: sharedCounters ? databaseRateLimitStore(app.db) : memoryRateLimitStore(),
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited globally; static files are cheap and cached. Decided by the
    // route the request reached, never by its raw path: `/%61uth/check-id` reaches
    // `/auth/check-id` and must count there (issue 17; per-route limits inherit this).
    allowList: (request) => !isApiRoute(request.routeOptions.url),
    errorResponseBuilder: () => ({
      statusCode: 429,
      status: 'error',
      message: commonMessages.tooManyRequests,
    }),
  });
});
