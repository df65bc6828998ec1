import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetentionJob, sweepOrphanFilesJob, withdrawMembersJob } from '../../jobs/catalogue';
import { sweepOrphanFiles } from './orphan-sweep';
import { applyRetention } from './retention';
import type { AuditSink } from './audit';
import type { PersonalDataDeclaration } from './personal-data';
import { recordAudit } from '../audit/audit.service';
import type { WithdrawalDeps } from './withdrawal';
import { finishWithdrawals } from './withdrawal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where withdrawals, deletions and exports are recorded (issue 29). */
    privacyAudit: AuditSink;
    /** Every module's personal data (ADR 255), as app.ts composed it. */
    personalData: readonly PersonalDataDeclaration[];
  }
}

export const withdrawalDepsOf = (app: FastifyInstance): WithdrawalDeps => ({
  db: app.db,
  storage: app.storage,
  jobs: app.jobs,
  log: app.log,
  audit: (event) => app.privacyAudit(event),
  declarations: app.personalData,
});

/** Personal data's background work: withdrawals (ADR 165), retention and the sweep (ADR 166). */
export type PrivacyOptions = { personalData: readonly PersonalDataDeclaration[] };

export const privacyPlugin = fp(async (app: FastifyInstance, options: PrivacyOptions) => {
  app.decorate('personalData', options.personalData);
  // Withdrawals, admin deletions and exports go in the audit trail (ADR 163).
  app.decorate('privacyAudit', async (event) => {
    app.log.info({ audit: event }, 'privacy event');
    await recordAudit(app, {
      actor: event.actorId,
      action: event.action,
      target: { kind: 'user', id: event.targetUserId },
      ip: event.ip,
    });
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
