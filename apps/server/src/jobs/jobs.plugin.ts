import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../lib/mailer';
import { createBossQueue } from './boss-queue';
import { jobDefinitions } from './definitions';
import type { JobQueue } from './job';
import { createLocalQueue } from './local-queue';
import { schedulesOf, startSchedules } from './schedules';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue & {
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
  const stops: (() => void)[] = [];
  app.decorate('jobs', {
    ...queue,
    startSchedules() {
      const stop = queue.working ? startSchedules(queue, schedulesOf(app), app.log) : () => {};
      stops.push(stop);
      return stop;
    },
  });
  app.decorate('mailer', {
    send: async (mail) => void (await queue.send('send-mail', mail)),
  } satisfies Mailer);
  app.decorate('stopJobs', async () => {
    for (const stop of stops) stop();
    await queue.stop();
  });
});

/**
 * Starts running the jobs once every plugin their handlers use is ready, and stops them on
 * close before those plugins close (registered after them: onClose runs last-in, first-out).
 */
export const jobsRunPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', () => app.jobs.work(jobDefinitions(app, app.mailTransport)));
  app.addHook('onClose', () => app.stopJobs());
});
