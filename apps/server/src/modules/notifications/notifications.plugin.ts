import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Notifier } from './notifier';
import { createNotifier } from './notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers every alert: in the app, by e-mail, by push, as each person chose (ADR 155). */
    notifier: Notifier;
  }
}

export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'notifier',
    createNotifier({
      db: app.db,
      mailer: app.mailer,
      push: app.push,
      log: app.log,
      signer: app.signer,
      baseUrl: app.config.publicBaseUrl,
    }),
  );
});
