import {
  ALERT_KINDS,
  dogImportSourceSchema,
  dogImportTriggerSchema,
  pushPayloadSchema,
} from '@chajul/contracts';
import { z } from 'zod';
import { mailSchema } from '../lib/mailer';
import { defineJob } from './job';

/**
 * Every kind of background work (ADR 101, ADR 115). Each is sent as
 * `app.jobs.send(definition, payload)` and run by the module that owns the work, which
 * registers its handler with `app.jobs.handle(definition, …)` (the comment names it).
 */

/**
 * A dog import of one source; handled by `modules/dog-imports`. The run is claimed in the
 * database (ADR 033): a second job for a source that runs anywhere starts nothing; its
 * failures are the run's, shown on 데이터 가져오기.
 */
export const importDogsJob = defineJob({
  name: 'import-dogs',
  payload: z.object({ source: dogImportSourceSchema, trigger: dogImportTriggerSchema }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  stately: true,
  long: true,
});

/**
 * The shelter list; handled by `modules/shelters`. Each call already tries 4 times
 * (public-data/http.ts): these tries are for crashes.
 */
export const importSheltersJob = defineJob({
  name: 'import-shelters',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 5,
  stately: true,
  long: true,
});

/**
 * The national lost-animal notices (lossInfo, ADR 246); handled by `modules/loss-notices`.
 * The run is claimed in dog_import_runs: a second job while one runs anywhere starts nothing.
 */
export const importLossNoticesJob = defineJob({
  name: 'import-loss-notices',
  payload: z.object({ trigger: dogImportTriggerSchema }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  stately: true,
  long: true,
});

/**
 * New photos get their vectors, which checks them against open reports (ADR 100); handled
 * by `modules/search`.
 */
export const embedPhotosJob = defineJob({
  name: 'embed-photos',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 10,
  stately: true,
  long: true,
});

/**
 * After an import (and each hour, for digests a day's wait held back): saved dogs' state
 * changes, and the new dogs against the saved filter searches (issue 30, ADR 180, ADR 181);
 * handled by `modules/saved`.
 */
export const savedAlertsJob = defineJob({
  name: 'saved-alerts',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 10,
  stately: true,
  long: true,
});

/** Daily: saved dogs whose notice ends in 2 days (ADR 181); handled by `modules/saved`. */
export const savedDogsEndingJob = defineJob({
  name: 'saved-dogs-ending',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  stately: true,
});

/**
 * Report photos without a vector (demo data, a model change), and stale candidates; handled
 * by `modules/matching`.
 */
export const matchReportsJob = defineJob({
  name: 'match-reports',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 10,
  stately: true,
});

/**
 * A saved report's candidates; handled by `modules/matching`. An edit right after waits, so
 * the last photo wins. Fair by the member who saved (ADR 116): one member's burst of
 * reports does not hold everyone else's.
 */
export const matchReportJob = defineJob({
  name: 'match-report',
  payload: z.object({
    reportId: z.number().int().positive(),
    memberId: z.number().int().positive(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  stately: true,
  fairBy: 'memberId',
});

/**
 * A found or seen report that went public, or was edited, meets the open lost reports
 * (issue 25, ADR 131); handled by `modules/matching`. Fair by who posted it.
 */
export const matchSightingJob = defineJob({
  name: 'match-sighting',
  payload: z.object({
    sightingId: z.number().int().positive(),
    /** `member:<id>`, or `visitor:<sighting id>` for a visitor's post. */
    poster: z.string().min(1).max(40),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  stately: true,
  fairBy: 'poster',
});

/**
 * Visitors' found/seen reports never confirmed by e-mail go after 24 hours, with their photos
 * (ADR 135); handled by `modules/sightings`.
 */
export const purgeUnconfirmedSightingsJob = defineJob({
  name: 'purge-unconfirmed-sightings',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  stately: true,
});

/**
 * Open lost reports unchanged for 14 days: their owners are asked whether the dog is still
 * lost, once a period (issue 26, ADR 152); handled by `modules/reports`.
 */
export const askStillLostJob = defineJob({
  name: 'ask-still-lost',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  stately: true,
});

/**
 * A report just closed as found: its finders are thanked and the sightings that were only
 * about its dog close (issue 39 item 6, ADR 248); handled by `modules/reports`.
 */
export const thankFindersJob = defineJob({
  name: 'thank-finders',
  payload: z.object({ reportId: z.number().int() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
});

/**
 * One text (SMS or 알림톡) to a member's verified number; handled by `modules/notifications/sms`. A failed
 * try sends the alert's push or e-mail fallback once, then is retried (ADR 250).
 */
export const sendSmsJob = defineJob({
  name: 'send-sms',
  payload: z.object({
    sendId: z.number().int(),
    userId: z.number().int(),
    kind: z.enum(['CHIP_MATCH', 'FOUND_DOG', 'AREA_ALERT']),
    text: z.string(),
    variables: z.record(z.string(), z.string()).optional(),
    fallback: z
      .object({
        kind: z.enum(ALERT_KINDS),
        push: pushPayloadSchema.optional(),
        mail: mailSchema.optional(),
      })
      .optional(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
});

/** A mail handed to the transport (SMTP, or the outbox); handled by `jobs.plugin.ts`. */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: mailSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/**
 * The message mail of one conversation to its visitor finder, or its visitor family (ADR 258):
 * at most one a window, with what arrived since the last (issue 38 item 4, ADR 227); handled by
 * `modules/conversations`. Sent for later while a window is open; one waits per conversation
 * and side.
 */
export const visitorMessageMailJob = defineJob({
  name: 'visitor-message-mail',
  payload: z.object({
    conversationId: z.number().int().positive(),
    /** A visitor family's mail (ADR 258); none is the visitor finder's. */
    side: z.literal('FAMILY').optional(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  stately: true,
});

/**
 * A forgot-password request (issue 38 item 11): the member is looked up and mailed here, not
 * in the request, so the request does the same work, this one job, for a member and for an
 * unknown address, and takes the same time; handled by `modules/auth`.
 */
export const passwordResetMailJob = defineJob({
  name: 'password-reset-mail',
  payload: z.object({ email: z.string().min(1).max(254) }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});

/**
 * One push alert to one device (ADR 155); handled by `modules/notifications/push`. A device the push
 * service no longer knows (404, 410) is forgotten at once; other failures are tried again.
 */
export const sendPushJob = defineJob({
  name: 'send-push',
  payload: z.object({
    subscriptionId: z.number().int().positive(),
    payload: pushPayloadSchema,
  }),
  retryLimit: 5,
  retryDelaySeconds: 5,
});

/**
 * Every member withdrawal asked for and not yet finished, step by step (ADR 165); handled by
 * `modules/privacy`. Scheduled too, so a withdrawal cut short by a crash finishes.
 */
export const withdrawMembersJob = defineJob({
  name: 'withdraw-members',
  payload: z.object({}),
  retryLimit: 5,
  retryDelaySeconds: 30,
  stately: true,
});

/** The retention rules, each purging what it keeps no longer (ADR 166); `modules/privacy`. */
export const applyRetentionJob = defineJob({
  name: 'apply-retention',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  stately: true,
});

/** Stored files no row names, older than the grace period, go (ADR 166); `modules/privacy`. */
export const sweepOrphanFilesJob = defineJob({
  name: 'sweep-orphan-files',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 300,
  stately: true,
  long: true,
});

/**
 * A lost or found report went public: everyone whose area-alert circle holds its rounded pin
 * gets an alert row, due now (a `neighbour-alert` job at once) or when their quiet hours end
 * (issue 39 item 1, ADR 240, ADR 241); handled by `modules/neighbours`.
 */
export const neighbourFanOutJob = defineJob({
  name: 'neighbour-fan-out',
  payload: z.object({
    event: z.enum(['LOST', 'FOUND']),
    targetId: z.number().int().positive(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
});

/** One area alert to one subscriber, by push and e-mail (ADR 240); `modules/neighbours`. */
export const neighbourAlertJob = defineJob({
  name: 'neighbour-alert',
  payload: z.object({ alertId: z.number().int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
});

/**
 * Area alerts held by quiet hours whose end has come (ADR 241); `modules/neighbours`. They
 * wait as rows, not as delayed jobs, so a restart of the in-process queue loses none.
 */
export const neighbourDueAlertsJob = defineJob({
  name: 'neighbour-due-alerts',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 30,
  stately: true,
});

/** An area alert's push to a visitor's one device (ADR 240); `modules/neighbours`. */
export const neighbourPushJob = defineJob({
  name: 'neighbour-push',
  payload: z.object({ subscriberId: z.number().int().positive(), payload: pushPayloadSchema }),
  retryLimit: 5,
  retryDelaySeconds: 5,
});

export const jobCatalogue = [
  importDogsJob,
  importSheltersJob,
  importLossNoticesJob,
  embedPhotosJob,
  savedAlertsJob,
  savedDogsEndingJob,
  matchReportsJob,
  matchReportJob,
  matchSightingJob,
  purgeUnconfirmedSightingsJob,
  askStillLostJob,
  thankFindersJob,
  sendSmsJob,
  sendMailJob,
  passwordResetMailJob,
  visitorMessageMailJob,
  sendPushJob,
  withdrawMembersJob,
  applyRetentionJob,
  sweepOrphanFilesJob,
  neighbourFanOutJob,
  neighbourAlertJob,
  neighbourDueAlertsJob,
  neighbourPushJob,
] as const;
