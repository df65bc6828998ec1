import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendSmsJob } from '../../../jobs/catalogue';
import type { Solapi } from '../../../lib/solapi';
import { createSolapi } from '../../../lib/solapi';
import type { SmsAlert, SmsDeps, SmsOutcome } from './sms.channel';
import { deliverSms, sendSms } from './sms.channel';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Texts (SMS and 알림톡, ADR 250). `send` is the channel other modules call (the chip
     * match, the found-dog alert, area alerts for those who chose texts); `solapi` is null
     * when SMS is not configured.
     */
    sms: { send(alert: SmsAlert): Promise<SmsOutcome>; solapi: Solapi | null };
  }
}

export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.sms.solapi;
    const solapi = config ? createSolapi(config) : null;
    const deps: SmsDeps = {
      db: app.db,
      signer: app.signer,
      jobs: app.jobs,
      push: app.push,
      mailer: app.mailer,
      solapi,
      dailyCap: app.config.sms.dailyCap,
      templates: config?.templates ?? {},
    };
    app.decorate('sms', { send: (alert: SmsAlert) => sendSms(deps, alert), solapi });
    app.jobs.handle(sendSmsJob, (job) => deliverSms(deps, job));
  },
  { name: 'sms' },
);
