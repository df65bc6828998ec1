import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetentionJob, sweepOrphanFilesJob, withdrawMembersJob } from '../../jobs/catalogue';
import { sweepOrphanFiles } from './orphan-sweep';
import { applyRetention } from './retention';
import type { Db } from '../../db/client';
import type { AuditSink, PrivacyEvent } from './audit';
import type { PersonalDataDeclaration } from './personal-data';
import type { PasswordCheck, WithdrawalDeps } from './withdrawal';
import { finishWithdrawals } from './withdrawal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where withdrawals, deletions and exports are recorded (issue 29). */
    privacyAudit: AuditSink;
    /** Every module's personal data (ADR 255), as app.ts composed it. */
    personalData: readonly PersonalDataDeclaration[];
    /** 회원 탈퇴's password check under the login limits, as app.ts handed it in. */
    privacyPasswordCheck: PasswordCheck;
  }
}

export const withdrawalDepsOf = (app: FastifyInstance): WithdrawalDeps => ({
  db: app.db,
  storage: app.storage,
  jobs: app.jobs,
  log: app.log,
  audit: (event) => app.privacyAudit(event),
  declarations: app.personalData,
  checkPassword: app.privacyPasswordCheck,
});

/** Personal data's background work: withdrawals (ADR 165), retention and the sweep (ADR 166). */
export type PrivacyOptions = {
  personalData: readonly PersonalDataDeclaration[];
  /** Writes one entry of the audit trail (modules/audit, handed in by app.ts: ADR 255). */
  recordAudit: (db: Db, event: PrivacyEvent) => Promise<void>;
  /** Checks a member's password under the login limits (modules/auth, handed in by app.ts). */
  checkPassword: PasswordCheck;
};

export const privacyPlugin = fp(async (app: FastifyInstance, options: PrivacyOptions) => {
  app.decorate('personalData', options.personalData);
  app.decorate('privacyPasswordCheck', options.checkPassword);
  // Withdrawals, admin deletions and exports go in the audit trail (ADR 163).
  app.decorate('privacyAudit', async (event) => {
    app.log.info({ audit: event }, 'privacy event');
    await options.recordAudit(app.db, event);
  });
  app.jobs.handle(withdrawMembersJob, () =>
    finishWithdrawals({
      db: app.db,
      storage: app.storage,
      log: app.log,
      declarations: app.personalData,
    }),
  );
  app.jobs.handle(applyRetentionJob, async () => {
    const purged = await applyRetention({
      db: app.db,
      storage: app.storage,
      declarations: app.personalData,
    });
    app.log.info({ purged }, 'retention applied');
  });
  app.jobs.handle(sweepOrphanFilesJob, () =>
    sweepOrphanFiles(
      { db: app.db, storage: app.storage, log: app.log },
      app.config.retention.orphanGraceMinutes * 60_000,
    ),
  );
});
