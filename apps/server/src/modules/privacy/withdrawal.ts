import { adminMessages, withdrawalMessages } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { retryWhenLost } from '../../db/sql-errors';
import { badRequest, notFound } from '../../errors';
import { withdrawMembersJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import type { Storage } from '../../lib/storage';
import type { AuditSink } from './audit';
import { audit } from './audit';
import type { PersonalDataDeclaration, WithdrawalStep } from './personal-data';
import * as repo from './withdrawal.repository';

/**
 * Checks the member's password under the login limits (429 when they are spent) and says
 * whether it passed: modules/auth's, handed in by app.ts (ADR 255).
 */
export type PasswordCheck = (
  db: Db,
  user: UserRow,
  password: string,
  ip: string,
) => Promise<boolean>;

export type WithdrawalDeps = {
  db: Db;
  storage: Storage;
  jobs: Pick<JobQueue, 'send'>;
  log: FastifyBaseLogger;
  audit: AuditSink;
  declarations: readonly PersonalDataDeclaration[];
  /** Only 회원 탈퇴 asks for the password; an admin's delete does not. */
  checkPassword?: PasswordCheck;
};

/** What the steps need: the modules' declarations hold every step but the files and account. */
type StepDeps = Pick<WithdrawalDeps, 'db' | 'storage' | 'declarations'>;

/** How many queued files one pass deletes before it looks for more. */
const FILE_BATCH = 200;

/** Deletes the files whose rows are gone (storage_deletions), then forgets them. */
export async function deleteQueuedFiles(deps: Pick<WithdrawalDeps, 'db' | 'storage'>) {
  let deleted = 0;
  for (;;) {
    const keys = await repo.queuedFiles(deps.db, FILE_BATCH);
    if (keys.length === 0) return deleted;
    for (const key of keys) await deps.storage.delete(key);
    await repo.forgetQueuedFiles(deps.db, keys);
    deleted += keys.length;
  }
}

/** One step of a run: a module's, or the privacy module's own two at the end. */
export type NamedStep = { name: string; run: (deps: StepDeps, userId: number) => Promise<void> };

/**
 * The steps of a withdrawal, in order (ADR 165, 255): every module's step in the declarations'
 * order, a step moved before those it names in `before`; then the queued files, then the
 * account. Each one is idempotent: a re-run after a crash anywhere repeats the step that was
 * cut short and finishes the rest. Rows go before files; the files are queued in the rows' own
 * transaction, so none is forgotten. The account is blanked last, here, because its row holds
 * the withdrawal's own state: withdrawn_at says the run finished.
 */
export function withdrawalSteps(declarations: readonly PersonalDataDeclaration[]): NamedStep[] {
  const ordered: WithdrawalStep[] = [];
  for (const { withdraw: step } of declarations) {
    if (!step) continue;
    const at = ordered.findIndex((placed) => step.before?.includes(placed.name));
    ordered.splice(at === -1 ? ordered.length : at, 0, step);
  }
  return [
    ...ordered.map((step) => ({
      name: step.name,
      run: (deps: StepDeps, id: number) => step.run(deps.db, id),
    })),
    { name: 'files', run: async (deps) => void (await deleteQueuedFiles(deps)) },
    { name: 'account', run: (deps, id) => repo.blankAccount(deps.db, id) },
  ];
}

/** The steps that also run in the mark's transaction (`atMark`: the sessions). */
async function runAtMark(declarations: readonly PersonalDataDeclaration[], tx: Db, id: number) {
  for (const { withdraw: step } of declarations) if (step?.atMark) await step.run(tx, id);
}

/** Runs every step for one member; `afterStep` lets tests cut a run short. */
export async function runWithdrawal(
  deps: StepDeps,
  userId: number,
  afterStep?: (step: string) => void,
) {
  for (const step of withdrawalSteps(deps.declarations)) {
    // A matching job writing about the member's posts can deadlock with a step's delete
    // (PostgreSQL): each step is safe to repeat, so the one PostgreSQL aborted runs again.
    await retryWhenLost(() => step.run(deps, userId));
    afterStep?.(step.name);
  }
}

/** The job: every withdrawal asked for and not finished, each to its end. */
export async function finishWithdrawals(deps: StepDeps & Pick<WithdrawalDeps, 'log'>) {
  const pending = await repo.pendingWithdrawals(deps.db);
  for (const userId of pending) {
    await runWithdrawal(deps, userId);
    deps.log.info({ userId }, 'member withdrawn');
  }
  return pending.length;
}

/**
 * Marks the account (login fails at once), then runs the withdrawal before answering, so
 * the answer's cache invalidation sees the rows gone. A run cut short (an error, a crash) is
 * finished by the withdraw-members job: queued here on an error, and scheduled hourly.
 */
async function startWithdrawal(deps: WithdrawalDeps, userId: number) {
  await repo.markWithdrawing(deps.db, userId, (tx) => runAtMark(deps.declarations, tx, userId));
  try {
    await runWithdrawal(deps, userId);
  } catch (error) {
    deps.log.error({ err: error, userId }, 'withdrawal cut short; the job will finish it');
    await deps.jobs.send(withdrawMembersJob, {}, { singletonKey: 'all' });
  }
}

/** 회원 탈퇴: the password again, then the same removal as an admin's delete. */
export async function withdrawSelf(
  deps: WithdrawalDeps,
  user: UserRow,
  password: string,
  ip: string,
) {
  if (!deps.checkPassword) throw new Error('withdrawSelf needs the password check');
  const passed = await deps.checkPassword(deps.db, user, password, ip);
  // 400, not 401: a 401 would make the client refresh and log the member out.
  if (!passed) throw badRequest(withdrawalMessages.passwordWrong, 'password');
  await audit(deps, { action: 'member.withdraw', actorId: user.id, targetUserId: user.id, ip });
  await startWithdrawal(deps, user.id);
}

/** An admin's delete of a member (ADR 080, 165): the same job as the member's own withdrawal. */
export async function deleteMemberAccount(
  deps: WithdrawalDeps,
  admin: UserRow,
  id: number,
  ip: string,
) {
  if (admin.id === id) throw badRequest(adminMessages.cannotDeleteSelf);
  const member = await repo.memberOf(deps.db, id);
  if (!member || member.withdrawingAt) throw notFound(adminMessages.memberNotFound);
  await audit(deps, { action: 'member.delete', actorId: admin.id, targetUserId: id, ip });
  await startWithdrawal(deps, id);
}
