import type { AlertKind, PushPayload } from '@chajul/contracts';
import type { Db } from '../../../db/client';
import { sendSmsJob } from '../../../jobs/catalogue';
import type { JobQueue } from '../../../jobs/job';
import { nextKstMidnight } from '../../../lib/kst';
import type { Mail, Mailer } from '../../../lib/mailer';
import type { Signer } from '../../../lib/signer';
import type { Solapi } from '../../../lib/solapi';
import type { PushQueue } from '../push/push.plugin';
import { phoneCipher } from './phone-cipher';
import * as repo from './phone.repository';

/*
 * Texts as an alert channel (issue 39 item 4, ADR 250). `sendSms` is what a module calls:
 * the chip match, the found-dog alert and area alerts for those who chose texts. A text
 * goes only to a verified number, within the member's daily cap, as a job; a failed try
 * sends the fallback (push or e-mail) once and is retried by the queue.
 */

/** The kinds texted, each with its 알림톡 template where one is configured. */
export type SmsKind = 'CHIP_MATCH' | 'FOUND_DOG' | 'AREA_ALERT';

export type SmsAlert = {
  userId: number;
  kind: SmsKind;
  /** The SMS text (also the 알림톡's text, which must match its approved template). */
  text: string;
  /** The 알림톡 template's variables, e.g. { '#{title}': '…' }. */
  variables?: Record<string, string>;
  /** What goes instead when the text fails: a push of this alert kind, an e-mail, or both. */
  fallback?: { kind: AlertKind; push?: PushPayload; mail?: Mail };
};

/** What became of the alert: queued, or why not (the caller's other channels still go). */
export type SmsOutcome = 'QUEUED' | 'OFF' | 'UNVERIFIED' | 'CAPPED';

export type SmsDeps = {
  db: Db;
  signer: Signer;
  jobs: Pick<JobQueue, 'send'>;
  push: Pick<PushQueue, 'send'>;
  mailer: Mailer;
  solapi: Solapi | null;
  dailyCap: number;
  templates: Partial<Record<SmsKind, string | undefined>>;
};

const DAY_MS = 86_400_000;
/** The start of today in Korea: the cap counts from there. */
const kstDayStart = (now = new Date()) => new Date(nextKstMidnight(now).getTime() - DAY_MS);

export async function sendSms(deps: SmsDeps, alert: SmsAlert): Promise<SmsOutcome> {
  if (!deps.solapi) return 'OFF';
  const phone = await repo.findPhone(deps.db, alert.userId);
  if (!phone?.verifiedAt) return 'UNVERIFIED';
  const today = await repo.countSends(deps.db, alert.userId, kstDayStart(), false);
  if (today >= deps.dailyCap) return 'CAPPED';
  const sendId = await repo.insertSend(deps.db, alert.userId, alert.kind);
  await deps.jobs.send(sendSmsJob, { sendId, ...alert });
  return 'QUEUED';
}

/** The job: one try of one text; the first failure sends the fallback, then it is retried. */
export async function deliverSms(deps: SmsDeps, job: SmsAlert & { sendId: number }): Promise<void> {
  const phone = await repo.findPhone(deps.db, job.userId);
  try {
    if (!deps.solapi) throw new Error('SMS is off');
    // Removed or replaced since: nothing to text, and no retry will change that.
    if (!phone?.verifiedAt) {
      await repo.markSend(deps.db, job.sendId, 'FAILED');
      await fallBack(deps, job);
      return;
    }
    const templateId = deps.templates[job.kind];
    await deps.solapi.send({
      to: phoneCipher(deps.signer).decrypt(phone.numberCipher),
      text: job.text,
      alimtalk: templateId ? { templateId, variables: job.variables ?? {} } : undefined,
    });
    await repo.markSend(deps.db, job.sendId, 'SENT');
  } catch (error) {
    await repo.markSend(deps.db, job.sendId, 'FAILED');
    await fallBack(deps, job);
    throw error;
  }
}

async function fallBack(deps: SmsDeps, job: SmsAlert & { sendId: number }) {
  const { fallback } = job;
  if (!fallback || !(await repo.claimFallback(deps.db, job.sendId))) return;
  if (fallback.push) await deps.push.send({ userId: job.userId }, fallback.kind, fallback.push);
  if (fallback.mail) await deps.mailer.send(fallback.mail);
}
