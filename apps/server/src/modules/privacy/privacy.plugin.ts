import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withdrawMembersJob } from '../../jobs/catalogue';
import type { AuditSink } from './audit';
import { logAuditSink } from './audit';
import type { WithdrawalDeps } from './withdrawal';
import { finishWithdrawals } from './withdrawal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where withdrawals, deletions and exports are recorded (issue 29). */
    privacyAudit: AuditSink;
  }
}

export const withdrawalDepsOf = (app: FastifyInstance): WithdrawalDeps => ({
  db: app.db,
  storage: app.storage,
  jobs: app.jobs,
  log: app.log,
  audit: (event) => app.privacyAudit(event),
});

/** Personal data's background work: withdrawals (ADR 165). */
export const privacyPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('privacyAudit', logAuditSink(app.log));
  app.jobs.handle(withdrawMembersJob, () =>
    finishWithdrawals({ db: app.db, storage: app.storage, log: app.log }),
  );
});
