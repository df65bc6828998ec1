import { adminMessages, withdrawalMessages } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { withdrawMembersJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import type { Storage } from '../../lib/storage';
import type { AuditSink } from './audit';
import { audit } from './audit';
import type { PersonalDataDeclaration } from './personal-data';
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
  declarations?: readonly PersonalDataDeclaration[];
  /** Only 회원 탈퇴 asks for the password; an admin's delete does not. */
  checkPassword?: PasswordCheck;
};

/** What the steps need; without declarations only the privacy module's own steps run. */
type StepDeps = Pick<WithdrawalDeps, 'db' | 'storage'> & {
  declarations?: readonly PersonalDataDeclaration[];
};

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

/**
 * The steps of a withdrawal, in order (ADR 165). Each one is idempotent: a re-run after a
 * crash anywhere repeats the step that was cut short and finishes the rest. Rows go before
 * files; the files are queued in the rows' own transaction, so none is forgotten.
 */
export const withdrawalSteps = [
  ['sessions', (deps, id) => repo.deleteSessions(deps.db, id)],
  ['saved-and-consents', (deps, id) => repo.deleteSavedAndConsents(deps.db, id)],
  ['devices-and-notifications', (deps, id) => repo.deleteDevicesAndNotifications(deps.db, id)],
  ['conversations', (deps, id) => repo.deleteConversations(deps.db, id)],
  ['matches-and-vectors', (deps, id) => repo.deleteMatchesAndVectors(deps.db, id)],
  ['sightings', (deps, id) => repo.deleteSightings(deps.db, id)],
  ['reports', (deps, id) => repo.deleteReports(deps.db, id)],
  ['inquiries', (deps, id) => repo.deleteInquiries(deps.db, id)],
  ['declared', (deps, id) => withdrawDeclared(deps, id)],
  ['files', async (deps) => void (await deleteQueuedFiles(deps))],
  ['account', (deps, id) => repo.blankAccount(deps.db, id)],
] as const satisfies readonly (readonly [
  string,
  (deps: StepDeps, userId: number) => Promise<void>,
])[];

/** The modules' own steps (ADR 255): 우리 아이, 동네 알림, … in their declarations' order. */
async function withdrawDeclared(deps: StepDeps, userId: number) {
  for (const declaration of deps.declarations ?? []) await declaration.withdraw?.(deps.db, userId);
}

export type WithdrawalStep = (typeof withdrawalSteps)[number][0];

/** Runs every step for one member; `afterStep` lets tests cut a run short. */
export async function runWithdrawal(
  deps: StepDeps,
  userId: number,
  afterStep?: (step: WithdrawalStep) => void,
) {
  for (const [name, step] of withdrawalSteps) {
    await step(deps, userId);
    afterStep?.(name);
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
  await repo.markWithdrawing(deps.db, userId);
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
