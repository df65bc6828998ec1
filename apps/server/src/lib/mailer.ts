import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db } from '../db/client';
import { outboxMails } from '../db/schema';

/** A mail as the `send-mail` job carries it (jobs/catalogue.ts). */
export const mailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table and the log (docs/operations.md "메일"). */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outboxMails).values({ to: mail.to, subject: mail.subject, body: mail.text });
      log.info({ outbox: mail }, `mail kept in the outbox for ${mail.to}: ${mail.subject}`);
    },
  };
}
