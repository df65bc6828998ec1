import type { RetentionRuleId } from '@chajul/contracts';
import { retentionRule } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { PersonalDataDeclaration, RetentionPurge } from './personal-data';
import { deleteQueuedFiles } from './withdrawal';

export type RetentionDeps = {
  db: Db;
  storage: Storage;
  /** The modules' rules (ADR 255), run after the privacy module's own. */
  declarations?: readonly PersonalDataDeclaration[];
};

const DAY_MS = 24 * 3600_000;

/**
 * One kind of personal data and how long it is kept (ADR 166). `policy` is its row in the
 * privacy policy (RETENTION_RULES of the contracts), which also holds its period. `purge`
 * removes what is past its time at `now` and returns how many items went; it is idempotent,
 * like every job.
 */
export type RetentionRule = {
  kind: string;
  policy: RetentionRuleId;
  purge: (deps: RetentionDeps, now: Date) => Promise<number>;
};

/** The moment before which `policy`'s items are past their time. */
export function cutoff(policy: RetentionRuleId, now: Date): Date {
  const { days } = retentionRule(policy);
  if (days === null) throw new Error(`retention rule ${policy} has no period`);
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The privacy module's own rule: the files of rows gone (storage_deletions). Every other rule
 * is a module's, in its declaration's `retain` (ADR 255): a new kind of personal data is one
 * more rule there (and a row in the privacy policy). The withdrawal (withdrawal.ts) removes a
 * member's data at once; these rules apply to everyone's data as it ages. Run by the
 * apply-retention job.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    kind: 'deleted-photos',
    policy: 'deletedReportPhotos',
    purge: (deps) => deleteQueuedFiles(deps),
  },
];

/** Runs a module's rule at `now`: past its policy's period, or at once for an event rule. */
export function purgeDeclared(
  rule: RetentionPurge,
  deps: Omit<RetentionDeps, 'declarations'>,
  now: Date,
) {
  const before = retentionRule(rule.policy).days === null ? now : cutoff(rule.policy, now);
  return rule.purge(deps.db, before, deps.storage, now);
}

/**
 * The privacy module's own rule, then every module's in the declarations' order; what each
 * purged, by kind.
 */
export async function applyRetention(deps: RetentionDeps, now = new Date()) {
  const purged: Record<string, number> = {};
  for (const rule of RETENTION_RULES) purged[rule.kind] = await rule.purge(deps, now);
  for (const rule of (deps.declarations ?? []).flatMap((d) => d.retain ?? [])) {
    purged[rule.kind] = await purgeDeclared(rule, deps, now);
  }
  return purged;
}
