import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  neighbourAlertJob,
  neighbourDueAlertsJob,
  neighbourFanOutJob,
  neighbourPushJob,
} from '../../jobs/catalogue';
import { deliverAlert, fanOut, sendHeldAlerts } from './neighbours.fanout';
import * as repo from './neighbours.repository';
import type { SmsAlert } from '../notifications/sms/sms.channel';

export type Neighbours = {
  /**
   * A lost report went public: a member's on saving, a visitor's when its mailed link is
   * opened. Both paths call this one point; the fan-out is a job (ADR 240).
   */
  onLostReportPublished(reportId: number): Promise<void>;
  /** A found report (FOUND sighting) went public. */
  onFoundReportPublished(sightingId: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    neighbours: Neighbours;
  }
}

/** 동네 실종견 알림's background work (issue 39 item 1, ADR 240). */
export const neighboursPlugin = fp(async (app: FastifyInstance) => {
  const deliverDeps = {
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    push: app.push,
    signer: app.signer,
    baseUrl: app.config.publicBaseUrl,
    log: app.log,
    texts: (alert: SmsAlert) => app.sms.send(alert),
  };
  app.jobs.handle(neighbourFanOutJob, ({ event, targetId }) =>
    fanOut({ db: app.db, jobs: app.jobs }, event, targetId),
  );
  // Every 5 minutes: the alerts whose quiet hours ended, and visitors' addresses never confirmed.
  app.jobs.handle(neighbourDueAlertsJob, async () => ({
    sent: await sendHeldAlerts({ db: app.db, jobs: app.jobs }),
    purged: await repo.purgeUnconfirmed(app.db, new Date()),
  }));
  app.jobs.handle(neighbourAlertJob, ({ alertId }) => deliverAlert(deliverDeps, alertId));
  app.jobs.handle(neighbourPushJob, async ({ subscriberId, payload }) => {
    const sub = await repo.findSubscriber(app.db, subscriberId);
    if (!sub?.pushEndpoint || !sub.pushP256dh || !sub.pushAuth) return 'gone';
    const device = {
      id: sub.id,
      endpoint: sub.pushEndpoint,
      p256dh: sub.pushP256dh,
      auth: sub.pushAuth,
    };
    // A device gone: a visitor with no confirmed address is left with no way to be told.
    return app.push.deliverTo(device, payload, () =>
      sub.emailConfirmedAt
        ? repo.setSubscriber(app.db, sub.id, {
            pushEndpoint: null,
            pushP256dh: null,
            pushAuth: null,
          })
        : repo.deleteSubscriber(app.db, sub.id),
    );
  });
  const send = async (event: 'LOST' | 'FOUND', targetId: number) => {
    try {
      await app.jobs.send(neighbourFanOutJob, { event, targetId });
    } catch (error) {
      app.log.error({ err: error, event, targetId }, 'neighbour fan-out not queued');
    }
  };
  app.decorate('neighbours', {
    onLostReportPublished: (reportId) => send('LOST', reportId),
    onFoundReportPublished: (sightingId) => send('FOUND', sightingId),
  } satisfies Neighbours);
});
