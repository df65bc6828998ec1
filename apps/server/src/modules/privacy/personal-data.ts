import type { RetentionRuleId } from '@chajul/contracts';
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
  /**
   * The module's own withdrawal step, idempotent (ADR 165): rows go, their files are queued in
   * storage_deletions in the same transaction.
   */
  withdraw?: (db: Db, userId: number) => Promise<void>;
  /** The module's own retention rules: each clears what is older than its policy's period. */
  retain?: readonly RetentionPurge[];
};

/**
 * A retention rule a module runs (ADR 166): `before` is now less the policy row's period;
 * `storage` for the rules whose rows have files (visitors' posts never confirmed).
 */
export type RetentionPurge = {
  kind: string;
  policy: RetentionRuleId;
  purge: (db: Db, before: Date, storage: Storage) => Promise<number>;
};
