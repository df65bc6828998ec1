import type { RetentionRuleId } from '@chajul/contracts';
import { retentionRule } from '@chajul/contracts';
import { and, eq, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  failedJobs,
  flags,
  loginFailures,
  lostReports,
  messages,
  outboxMails,
  passwordResetTokens,
  phoneReveals,
  refreshTokens,
  reportClosures,
  sightings,
} from '../../db/schema';
import type { Storage } from '../../lib/storage';
import type { PersonalDataDeclaration } from './personal-data';
import { deleteQueuedFiles } from './withdrawal';

export type RetentionDeps = {
  db: Db;
  storage: Storage;
  /** The modules' own rules (ADR 255), run after these. */
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

/** A rule that deletes the rows of `table` whose `at` is older than its policy's period. */
function olderThanPeriod(
  kind: string,
  policy: RetentionRuleId,
  table: PgTable,
  at: PgColumn,
): RetentionRule {
  return {
    kind,
    policy,
    async purge({ db }, now) {
      const rows = await db
        .delete(table)
        .where(lt(at, cutoff(policy, now)))
        .returning({ one: sql<number>`1` });
      return rows.length;
    },
  };
}

/** The moment before which `policy`'s items are past their time. */
export function cutoff(policy: RetentionRuleId, now: Date): Date {
  const { days } = retentionRule(policy);
  if (days === null) throw new Error(`retention rule ${policy} has no period`);
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Every retention rule, in one list: a new kind of personal data is one more entry here (and
 * a row in the privacy policy). The withdrawal (withdrawal.ts) removes a member's data at once;
 * these rules apply to everyone's data as it ages. Run by the apply-retention job.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    // The pin may be the family's home (ADR 171).
    kind: 'closed-report-contact',
    policy: 'closedReportContact',
    async purge({ db }, now) {
      const rows = await db
        .update(lostReports)
        .set({
          phone: '',
          phoneVisibility: 'NONE',
          placeDetail: null,
          lat: null,
          lng: null,
          microchip: null,
        })
        .where(
          and(
            isNotNull(lostReports.closedAt),
            ne(lostReports.status, 'OPEN'),
            lt(lostReports.closedAt, cutoff('closedReportContact', now)),
            or(
              ne(lostReports.phone, ''),
              isNotNull(lostReports.placeDetail),
              isNotNull(lostReports.lat),
              isNotNull(lostReports.microchip),
            ),
          ),
        )
        .returning({ id: lostReports.id });
      return rows.length;
    },
  },
  {
    // A closed sighting's private link is already gone; the finder's address and where they
    // live or took the dog are not needed after it.
    kind: 'closed-sighting-contact',
    policy: 'closedSightingContact',
    async purge({ db }, now) {
      const rows = await db
        .update(sightings)
        .set({
          visitorEmail: null,
          visitorEmailKey: null,
          visitorName: null,
          place: '',
          lat: null,
          lng: null,
          heldAt: null,
          microchip: null,
        })
        .where(
          and(
            eq(sightings.status, 'CLOSED'),
            lt(sightings.closedAt, cutoff('closedSightingContact', now)),
            or(
              isNotNull(sightings.visitorEmail),
              isNotNull(sightings.visitorName),
              ne(sightings.place, ''),
              isNotNull(sightings.lat),
              isNotNull(sightings.heldAt),
              isNotNull(sightings.microchip),
            ),
          ),
        )
        .returning({ id: sightings.id });
      return rows.length;
    },
  },
  {
    kind: 'expired-sessions',
    policy: 'expiredSessions',
    async purge({ db }, now) {
      const sessions = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, now))
        .returning({ id: refreshTokens.id });
      const resets = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return sessions.length + resets.length;
    },
  },
  olderThanPeriod('mail-outbox', 'mailOutbox', outboxMails, outboxMails.createdAt),
  // The limiter counts the last LOGIN_LIMITS.windowMinutes (15); it cleans a key only when
  // that key tries again, so addresses that never come back stayed.
  olderThanPeriod('login-failures', 'loginFailures', loginFailures, loginFailures.createdAt),
  olderThanPeriod('phone-reveals', 'phoneReveals', phoneReveals, phoneReveals.createdAt),
  // PGlite's queue keeps failed jobs here (pg-boss deletes its own after 7 days).
  olderThanPeriod('failed-jobs', 'failedJobs', failedJobs, failedJobs.failedAt),
  {
    // An open flag stays until an admin acts on it (ADR 138), but nobody can act on an item
    // its author deleted: such a flag counts as handled the day this finds it, and goes with
    // the rule below 90 days later, instead of keeping the flagger's words for ever.
    kind: 'flags-on-deleted-items',
    policy: 'resolvedFlags',
    async purge({ db }, now) {
      const gone = (type: string, table: typeof lostReports | typeof sightings | typeof messages) =>
        and(
          eq(flags.targetType, type),
          notExists(
            db
              .select({ one: sql`1` })
              .from(table)
              .where(eq(table.id, flags.targetId)),
          ),
        );
      const rows = await db
        .update(flags)
        .set({ resolvedAt: now })
        .where(
          and(
            isNull(flags.resolvedAt),
            or(
              gone('LOST_REPORT', lostReports),
              gone('SIGHTING', sightings),
              gone('MESSAGE', messages),
            ),
          ),
        )
        .returning({ id: flags.id });
      return rows.length;
    },
  },
  olderThanPeriod('resolved-flags', 'resolvedFlags', flags, flags.resolvedAt),
  {
    kind: 'deleted-photos',
    policy: 'deletedReportPhotos',
    purge: (deps) => deleteQueuedFiles(deps),
  },
  {
    // A closure outlives its report for the reunion count (ADR 152), its owner's words do not.
    kind: 'deleted-report-closure-notes',
    policy: 'deletedReportClosureNotes',
    async purge({ db }) {
      const rows = await db
        .update(reportClosures)
        .set({ note: null })
        .where(and(isNull(reportClosures.reportId), isNotNull(reportClosures.note)))
        .returning({ id: reportClosures.id });
      return rows.length;
    },
  },
];

/**
 * Every rule once, then the modules' own (their declarations' `retain`: visitors' posts never
 * confirmed, the tag scans' positions, …); what each purged, by kind.
 */
export async function applyRetention(deps: RetentionDeps, now = new Date()) {
  const purged: Record<string, number> = {};
  for (const rule of RETENTION_RULES) purged[rule.kind] = await rule.purge(deps, now);
  for (const rule of (deps.declarations ?? []).flatMap((d) => d.retain ?? [])) {
    purged[rule.kind] = await rule.purge(deps.db, cutoff(rule.policy, now), deps.storage);
  }
  return purged;
}
