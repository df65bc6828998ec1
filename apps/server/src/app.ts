import type { Agent } from 'node:https';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/client';
import { jobsPlugin, jobsRunPlugin } from './jobs/jobs.plugin';
import { failedJobsRoutes } from './jobs/failed-jobs.routes';
import { loggerOptions } from './lib/logging';
import type { Mailer } from './lib/mailer';
import type { Storage } from './lib/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { checkPasswordLimited } from './modules/auth/login-limiter';
import { clearRefreshCookie } from './modules/auth/refresh-cookie';
import { conversationRoutes } from './modules/conversations/conversations.routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { reportClosingRoutes } from './modules/reports/reports.closing.routes';
import { reportsPlugin } from './modules/reports/reports.plugin';
import { reportSharingRoutes } from './modules/reports/reports.sharing.routes';
import { dogPreviews } from './modules/dogs/dogs.previews';
import { dogListOf, setDogListRefresh, whenDogsChange } from './modules/dogs/dog-list';
import { dogsRoutes } from './modules/dogs/dogs.routes';
import { dogImportsPlugin } from './modules/dog-imports/dog-imports.plugin';
import { lossNoticesPlugin } from './modules/loss-notices/loss-notices.plugin';
import { lossNoticesRoutes } from './modules/loss-notices/loss-notices.routes';
import { dogImportsRoutes } from './modules/dog-imports/dog-imports.routes';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { sheltersPlugin } from './modules/shelters/shelters.plugin';
import { shelterRoutes } from './modules/shelters/shelters.routes';
import { sightingsPlugin } from './modules/sightings/sightings.plugin';
import { sightingRoutes } from './modules/sightings/sightings.routes';
import { searchPlugin } from './modules/search/search.plugin';
import { searchRoutes } from './modules/search/search.routes';
import { matchingPlugin } from './modules/matching/matching.plugin';
import { matchesRoutes } from './modules/matching/matches.routes';
import { mapPlugin } from './modules/map/map.plugin';
import { mapRoutes } from './modules/map/map.routes';
import { mypageRoutes } from './modules/users/mypage.routes';
import { passwordChangeRoutes } from './modules/auth/password-change.routes';
import { savedPlugin } from './modules/saved/saved.plugin';
import { savedRoutes } from './modules/saved/saved.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { recordAudit } from './modules/audit/audit.service';
import { consentsRoutes } from './modules/privacy/consents.routes';
import { alertSettingsRoutes } from './modules/notifications/alert-settings.routes';
import { followEmailConsent } from './modules/notifications/alert-settings.service';
import { mailOffRoutes } from './modules/notifications/mail-off.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { neighboursPlugin } from './modules/neighbours/neighbours.plugin';
import { neighbourRoutes } from './modules/neighbours/neighbours.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { pushPlugin } from './modules/notifications/push/push.plugin';
import { privacyPlugin } from './modules/privacy/privacy.plugin';
import { personalData } from './personal-data';
import { phoneRoutes } from './modules/notifications/sms/phone.routes';
import { smsPlugin } from './modules/notifications/sms/sms.plugin';
import { petsRoutes } from './modules/pets/pets.routes';
import type { TagLimits } from './modules/pets/tag.routes';
import { tagRoutes } from './modules/pets/tag.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { pushRoutes } from './modules/notifications/push/push.routes';
import { finderOf, visitorOf } from './modules/sightings/sightings.access';
import { webDistDir } from './paths';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { cacheHeadersPlugin } from './plugins/cache-headers';
import { closeConnectionsWhenClosing } from './plugins/closing';
import { clientErrorHandler, errorsPlugin } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { jsonBodyPlugin } from './plugins/json-body';
import { pagePreviewsPlugin } from './plugins/page-previews';
import { metricsPlugin } from './plugins/metrics';
import { responseCachePlugin } from './plugins/response-cache';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { swaggerPlugin } from './plugins/swagger';
import { writeLimitsPlugin } from './plugins/write-limits';

export type BuildOptions = {
  /** An open database; by default one is opened from the configuration. */
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** The built web app to serve; tests point this elsewhere. */
  webDistDir?: string;
  /** Sees every route as it is added (the security suite's permission table checks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** How long a request may take to arrive, headers and body (tests shorten it). */
  requestTimeoutMs?: number;
  /** The TLS agent for push services (tests trust their own push service's certificate). */
  pushAgent?: Agent;
  /** The QR 인식표 page's limits per address and per code (tests lower them). */
  tagLimits?: Partial<TagLimits>;
};

/** Largest upload we accept (photos from phones are 3–8 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * How long one request may take to arrive, body included: five photos at their limit over a
 * slow phone connection fit. A client that stops sending gets a 408 then (issue 17), not a
 * connection held for ever. Node checks at most every 30 s, or as often as the limit.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;
/** Node's defaults for the headers alone and for how often it looks for late requests. */
const HEADERS_TIMEOUT_MS = 60_000;
const TIMEOUT_CHECK_MS = 30_000;

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      thread: config.pgliteThread,
    }));
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    requestTimeout,
    http: {
      // Node ignores the request timeout while it is shorter than the headers timeout.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, requestTimeout),
    },
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  closeConnectionsWhenClosing(app);
  if (!options.database) app.addHook('onClose', () => database.close());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // external → app → routes (fastify/demo)
  await app.register(contextPlugin, {
    config,
    database,
    mailer: options.mailer,
    storage: options.storage,
  });
  await app.register(jobsPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(writeLimitsPlugin);
  await app.register(responseCachePlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 5, fields: 30, parts: 40 },
  });
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(pagePreviewsPlugin);
  // Before every route: its hook forgets the map's points after their writes.
  await app.register(mapPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  // Privacy imports no module (ADR 255): the audit trail and the password check come in here.
  await app.register(privacyPlugin, {
    personalData,
    recordAudit: (db, event) =>
      recordAudit(db, {
        actor: event.actorId,
        action: event.action,
        target: { kind: 'user', id: event.targetUserId },
        ip: event.ip,
      }),
    checkPassword: checkPasswordLimited,
  });
  await app.register(mypageRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(privacyRoutes, { endSession: clearRefreshCookie });
  await app.register(adminUsersRoutes);
  await app.register(consentsRoutes, { followEmailConsent });
  await app.register(auditRoutes);
  await app.register(noticesRoutes);
  await app.register(inquiriesRoutes);
  await app.register(reportsPlugin);
  await app.register(reportRoutes);
  await app.register(reportClosingRoutes);
  await app.register(reportSharingRoutes);
  setDogListRefresh(app.db, app.config.dogListRefreshSeconds * 1000);
  // Imports and the demo write dogs through the store, not a route: the kept dog answers go
  // with each write, not at the end of a run that can take minutes (ADR 234).
  const stopWatching = whenDogsChange(app.db, () => app.forgetCached?.('dogs'));
  app.addHook('onClose', async () => stopWatching());
  app.addHook('onReady', async () => dogListOf(app.db).warm());
  await app.register(dogsRoutes);
  await app.register(dogPreviews);
  await app.register(sheltersPlugin);
  await app.register(shelterRoutes);
  await app.register(searchPlugin);
  await app.register(searchRoutes);
  await app.register(pushPlugin, { agent: options.pushAgent });
  await app.register(pushRoutes, {
    visitorSightingOf: async (request) => (await visitorOf(app, finderOf(request)))?.id,
  });
  await app.register(notificationsPlugin);
  await app.register(smsPlugin);
  await app.register(phoneRoutes);
  await app.register(alertSettingsRoutes);
  await app.register(mailOffRoutes);
  await app.register(notificationsRoutes);
  await app.register(neighboursPlugin);
  await app.register(neighbourRoutes);
  await app.register(matchingPlugin);
  await app.register(matchesRoutes);
  await app.register(savedPlugin);
  await app.register(savedRoutes);
  await app.register(sightingsPlugin);
  await app.register(sightingRoutes);
  await app.register(conversationRoutes);
  await app.register(petsRoutes);
  await app.register(tagRoutes, { limits: options.tagLimits });
  await app.register(moderationRoutes);
  await app.register(mapRoutes);
  await app.register(dogImportsPlugin);
  await app.register(dogImportsRoutes);
  await app.register(lossNoticesPlugin);
  await app.register(lossNoticesRoutes);
  await app.register(failedJobsRoutes);
  await app.register(jobsRunPlugin);

  await app.register(spaPlugin, { webDistDir: options.webDistDir ?? webDistDir });
  return app;
}
