import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import { createMailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
  }
}

/** What every route and service needs: configuration, the database and the mailer. */
export const contextPlugin = fp<{ config: Config; database: Database; mailer?: Mailer }>(
  async (app: FastifyInstance, { config, database, mailer }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate(
      'mailer',
      mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          db: database.db,
          log: app.log,
        }),
    );
  },
);
