import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { createMailer } from '../lib/mailer';
import type { Storage } from '../lib/storage';
import { createConfiguredStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Sends a mail now (SMTP or the outbox); everyone else uses `mailer`, the queue (ADR 101). */
    mailTransport: Mailer;
    storage: Storage;
  }
}

/** What every route and service needs: configuration, the database, mail and image storage. */
export const contextPlugin = fp<{
  config: Config;
  database: Database;
  mailer?: Mailer | undefined;
  storage?: Storage | undefined;
}>(async (app: FastifyInstance, { config, database, mailer, storage }) => {
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage ?? (await createConfiguredStorage(config)));
  app.decorate(
    'mailTransport',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db: database.db,
        log: app.log,
      }),
  );
});
