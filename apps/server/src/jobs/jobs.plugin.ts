import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Mailer } from '../lib/mailer';
import { createBossQueue } from './boss-queue';
import { jobCatalogue, sendMailJob } from './catalogue';
import type { HandledJob, JobDefinition, JobHandler, JobQueue } from './job';
import { handleJob } from './job';
import { createLocalQueue } from './local-queue';
import { schedulesOf, startSchedules } from './schedules';

/** How soon the jobs are started again when the database was not reachable. */
const WORK_RETRY_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue & {
      /**
       * Names what runs a job in this process: the module that owns the work calls it while
       * it registers (ADR 115). Jobs start once the app is ready.
       */
      handle<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>): void;
      /** Every catalogued job with its handler; throws when no module handles one. */
      handled(): HandledJob[];
      /** Starts the schedules when this process runs jobs (server.ts, worker.ts); returns the stop. */
      startSchedules(): () => void;
    };
    /** Sends mail through the queue: a `send-mail` job, tried again when the transport fails. */
    mailer: Mailer;
    /** Stops the schedules and the queue; the running jobs end first (jobsRunPlugin). */
    stopJobs(): Promise<void>;
  }
}

/**
 * The job queue (ADR 101): pg-boss on PostgreSQL, the in-process runner on PGlite. Mail goes
 * through it: `app.mailer` enqueues, the `send-mail` job hands the mail to the transport.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { jobs: settings } = app.config;
  const url = app.database.url;
  if (!url && !settings.enabled) {
    app.log.warn(
      'JOBS=0 is ignored on PGlite: no worker can open its files (ADR 098), so this process runs the jobs',
    );
  }
  const queue = url
    ? await createBossQueue({
        url,
        db: app.db,
        log: app.log,
        working: settings.enabled,
        superviseSeconds: settings.superviseSeconds,
      })
    : createLocalQueue(app.db, app.log);
  const handled = new Map<string, HandledJob>();
  const stops: (() => void)[] = [];
  app.decorate('jobs', {
    ...queue,
    handle(definition, handler) {
      if (handled.has(definition.name)) throw new Error(`job ${definition.name}: handled twice`);
      handled.set(definition.name, handleJob(definition, handler));
    },
    handled() {
      const missing = jobCatalogue.filter((definition) => !handled.has(definition.name));
      if (missing.length) {
        throw new Error(`jobs without a handler: ${missing.map((d) => d.name).join(', ')}`);
      }
      return [...handled.values()];
    },
    startSchedules() {
      const stop = queue.working ? startSchedules(queue, schedulesOf(app), app.log) : () => {};
      stops.push(stop);
      return stop;
    },
  });
  app.jobs.handle(sendMailJob, (mail) => app.mailTransport.send(mail));
  app.decorate('mailer', {
    send: async (mail) => void (await queue.send(sendMailJob, mail)),
  } satisfies Mailer);
  app.decorate('stopJobs', async () => {
    for (const stop of stops) stop();
    await queue.stop();
  });
});

/**
 * Starts running the jobs once every module has named its handlers, and stops them on close
 * before the plugins the handlers use close (registered after them: onClose runs last-in,
 * first-out).
 */
export const jobsRunPlugin = fp(async (app: FastifyInstance) => {
  let retry: NodeJS.Timeout | undefined;
  // A database that is down at start must not stop the server (/readyz says 503 meanwhile).
  const work = async (jobs: HandledJob[]) => {
    try {
      await app.jobs.work(jobs);
    } catch (error) {
      app.log.error({ err: error }, 'background jobs not started; trying again');
      retry = setTimeout(() => void work(jobs), WORK_RETRY_MS);
      retry.unref();
    }
  };
  // onReady: every module has registered by now; a job nobody handles stops the start.
  app.addHook('onReady', () => work(app.jobs.handled()));
  app.addHook('onClose', () => {
    clearTimeout(retry);
    return app.stopJobs();
  });
});
