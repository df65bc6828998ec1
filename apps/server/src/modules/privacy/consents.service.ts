import type {
  ConsentKind,
  ConsentsUpdate,
  MyConsents,
  PolicyKind,
  PolicyVersions,
  SignupBody,
} from '@chajul/contracts';
import { consentMessages, POLICY_KINDS } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import * as repo from './consents.repository';

/** The version a consent is recorded under: its policy's, or the privacy policy's for the rest. */
const versionOf = (kind: ConsentKind, policies: PolicyVersions) =>
  kind === 'terms' ? policies.terms.version : policies.privacy.version;

type ConsentRow = Awaited<ReturnType<typeof repo.consentsOf>>[number];
const activeKinds = (rows: ConsentRow[]) =>
  new Set(rows.filter((r) => r.withdrawnAt === null).map((r) => r.kind));

/** Policies in force that the member has not agreed to (ADR 161): any other version asks again. */
const requiredOf = (rows: ConsentRow[], policies: PolicyVersions): PolicyKind[] =>
  POLICY_KINDS.filter(
    (kind) =>
      !rows.some(
        (r) => r.kind === kind && r.withdrawnAt === null && r.version === policies[kind].version,
      ),
  );

export async function consentRequired(
  db: Db,
  userId: number,
  policies: PolicyVersions,
): Promise<PolicyKind[]> {
  return requiredOf(await repo.consentsOf(db, userId), policies);
}

/** The signup body has passed the schema: the three required boxes are ticked. */
export async function recordSignupConsents(
  db: Db,
  userId: number,
  body: Pick<SignupBody, 'agreeEmailAlerts'>,
  policies: PolicyVersions,
): Promise<void> {
  const kinds: ConsentKind[] = ['terms', 'privacy', 'age14'];
  if (body.agreeEmailAlerts) kinds.push('emailAlerts');
  await repo.insertConsents(
    db,
    userId,
    kinds.map((kind) => ({ kind, version: versionOf(kind, policies) })),
  );
}

/**
 * Records agreement to the versions in force of `kinds`, skipping those already agreed to.
 * Also used for the accounts the server makes itself (the configured admin, demo members):
 * they stand for the operator, who wrote the policies (ADR 161).
 */
export async function agreeTo(
  db: Db,
  userId: number,
  policies: PolicyVersions,
  kinds: ConsentKind[],
): Promise<void> {
  const rows = await repo.consentsOf(db, userId);
  const missing = kinds.filter(
    (kind) =>
      !rows.some(
        (r) => r.kind === kind && r.withdrawnAt === null && r.version === versionOf(kind, policies),
      ),
  );
  await repo.insertConsents(
    db,
    userId,
    missing.map((kind) => ({ kind, version: versionOf(kind, policies) })),
  );
}

export async function myConsents(
  db: Db,
  userId: number,
  policies: PolicyVersions,
): Promise<MyConsents> {
  const rows = await repo.consentsOf(db, userId);
  return {
    consents: rows.map((r) => ({
      kind: r.kind as ConsentKind,
      version: r.version,
      givenAt: r.givenAt.toISOString(),
      withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    })),
    consentRequired: requiredOf(rows, policies),
  };
}

export async function hasEmailConsent(db: Db, userId: number): Promise<boolean> {
  return activeKinds(await repo.consentsOf(db, userId)).has('emailAlerts');
}

/**
 * What follows a change of the e-mail consent made on 동의 관리: the alert channels in step
 * (ADR 162), e-mail for every kind with it and for none without it. modules/notifications',
 * handed to consentsRoutes by app.ts, so privacy imports no module (ADR 255).
 */
export type EmailConsentFollower = (db: Db, user: UserRow, agree: boolean) => Promise<void>;

/** Gives or withdraws the e-mail consent (the alert settings call it as they change). */
export async function setEmailConsent(
  db: Db,
  user: UserRow,
  agree: boolean,
  policies: PolicyVersions,
): Promise<void> {
  const active = await hasEmailConsent(db, user.id);
  if (agree && !active) {
    await repo.insertConsents(db, user.id, [
      { kind: 'emailAlerts', version: versionOf('emailAlerts', policies) },
    ]);
  }
  if (!agree && active) await repo.withdrawConsent(db, user.id, 'emailAlerts');
}

/**
 * POST /api/mypage/consents: the 약관 변경 동의 screen and 마이페이지's 동의 관리. The alert
 * channels follow the e-mail consent (`followEmailConsent`).
 */
export async function updateConsents(
  db: Db,
  user: UserRow,
  body: ConsentsUpdate,
  policies: PolicyVersions,
  followEmailConsent: EmailConsentFollower,
) {
  const agreed: ConsentKind[] = [];
  if (body.agreeTerms) agreed.push('terms');
  if (body.agreePrivacy) agreed.push('privacy');
  await agreeTo(db, user.id, policies, agreed);
  if (body.agreeEmailAlerts !== undefined) {
    await setEmailConsent(db, user, body.agreeEmailAlerts, policies);
    await followEmailConsent(db, user, body.agreeEmailAlerts);
  }
  return { status: 'ok' as const, message: consentMessages.consentsUpdated };
}
