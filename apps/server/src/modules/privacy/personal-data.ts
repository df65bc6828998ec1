import type { RetentionRuleId } from '@chajul/contracts';
import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';

/** What withdrawal does to a table's rows of the member (ADR 165). */
export type OnWithdrawal = 'delete' | 'anonymise' | 'keep';

/** One table's personal columns and what happens to them. */
export type PersonalTable = {
  /** SQL column names that hold personal data. */
  columns: readonly string[];
  /** Where the rows go in 내 정보 다운로드: the data.json key, or why they are not exported. */
  exported: string;
  withdrawal: OnWithdrawal;
  /** The retention rules (privacy policy rows) that clear these columns. */
  retention?: readonly RetentionRuleId[];
};

/**
 * What a module's export reads with: the database, the signer for sealed values, and
 * `photo`, which puts a stored file in the zip and gives its path there (`photos/<key>`).
 */
export type ExportContext = { db: Db; signer: Signer; photo: (key: string) => string };

/**
 * A section of 내 정보 다운로드 a module provides: the member's rows under `key` in data.json,
 * and in summary.html under `title` with Korean labels and codes in words (ADR 235).
 */
export type ExportSection = {
  key: string;
  title: string;
  /** What the section holds, for README.txt and the summary. */
  about: string;
  rowsOf: (ctx: ExportContext, userId: number) => Promise<unknown>;
  labels?: Record<string, string>;
  codes?: Record<string, Record<string, string>>;
  /** The titles of the lists inside the section, when it holds more than one. */
  parts?: Record<string, string>;
};

/**
 * A module's personal data, declared in one place (issue 37 item 4, ADR 255): the tables and
 * columns, what the export holds, what withdrawal does and the retention rules. The privacy
 * module iterates these; it imports no module's tables.
 */
export type PersonalDataDeclaration = {
  module: string;
  tables: Record<string, PersonalTable>;
  /** Columns a naming rule would take for personal that are not, each with the reason. */
  notPersonal?: Record<string, { columns: readonly string[]; reason: string }>;
  exports?: readonly ExportSection[];
  /** The module's own withdrawal step (ADR 165). */
  withdraw?: WithdrawalStep;
  /** The module's own retention rules: each clears what is older than its policy's period. */
  retain?: readonly RetentionPurge[];
};

/**
 * One step of a withdrawal, a module's own (ADR 165, 255). It is idempotent, so a re-run after a
 * crash repeats it harmlessly; rows go, and their stored files are queued in storage_deletions
 * in the same transaction. The steps run in the declarations' order, then the files, then the
 * account.
 */
export type WithdrawalStep = {
  /** The step's name, as the log and the crash tests call it. */
  name: string;
  run: (db: Db, userId: number) => Promise<void>;
  /**
   * Steps that must run after this one because it reads their rows: the conversations of the
   * member's reports are found through the reports, so they go before them.
   */
  before?: readonly string[];
  /**
   * Also run in the transaction that marks the account withdrawing: what lets the member in
   * (sessions, reset links) ends the moment login starts failing.
   */
  atMark?: boolean;
};

/**
 * A retention rule a module runs (ADR 166): `before` is `now` less the policy row's period
 * (`now` itself for a rule with no period, one that follows an event); `storage` for the rules
 * whose rows have files (visitors' posts never confirmed).
 */
export type RetentionPurge = {
  kind: string;
  policy: RetentionRuleId;
  purge: (db: Db, before: Date, storage: Storage, now: Date) => Promise<number>;
};

/** A rule that deletes the rows of `table` whose `at` is older than its policy's period. */
export function olderThan(
  kind: string,
  policy: RetentionRuleId,
  table: PgTable,
  at: PgColumn,
): RetentionPurge {
  return {
    kind,
    policy,
    async purge(db, before) {
      const rows = await db
        .delete(table)
        .where(lt(at, before))
        .returning({ one: sql<number>`1` });
      return rows.length;
    },
  };
}
