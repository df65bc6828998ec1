import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { serverRoot } from '../src/paths';
import { personalData } from '../src/personal-data';

/**
 * A column is personal by its name (issue 37 item 4, ADR 255): contact details, names, where
 * someone was, what they wrote, their tokens and who did what. Every such column is declared
 * by some module's `<module>.personal-data.ts`, or declared not personal with a reason.
 */
const PERSONAL =
  /(^|_)(email|phone|name|nickname|userid|ip|lat|lng|body|content|message|note|token|cipher|endpoint|p256dh|auth|microchip|place|address|detail|mac)(_|$)|^(user_id|owner_id|author_id|actor_id|admin_id|flagger|resolved_by|blocked_by|to|key|reader_key|email_key|address_key|visitor_\w+|vector|image_key|last4)$/;

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

function covered(table: string, column: string): boolean {
  return personalData.some(
    (d) =>
      d.tables[table]?.columns.includes(column) || d.notPersonal?.[table]?.columns.includes(column),
  );
}

describe('personal data declarations', () => {
  it('covers every personal column of every table', () => {
    const missing = tables.flatMap((t) =>
      t.columns
        .filter((c) => PERSONAL.test(c.name) && !covered(t.name, c.name))
        .map((c) => `${t.name}.${c.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only tables and columns that exist', () => {
    const columns = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    const unknown = personalData.flatMap((d) =>
      [...Object.entries(d.tables), ...Object.entries(d.notPersonal ?? {})].flatMap(
        ([table, entry]) =>
          entry.columns
            .filter((c) => !columns.get(table)?.has(c))
            .map((c) => `${d.module}: ${table}.${c}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every not-personal column a reason', () => {
    for (const d of personalData)
      for (const entry of Object.values(d.notPersonal ?? {})) expect(entry.reason).not.toBe('');
  });
});

/**
 * The privacy module's own tables: the consents, the files queued for deletion, its settings,
 * and the account row, which holds the withdrawal's own state (ADR 255). Every other table is
 * read and written by the module that owns it, through its declaration.
 */
const PRIVACY_TABLES = ['userConsents', 'storageDeletions', 'appMeta', 'users'];

describe('the privacy module', () => {
  it('imports from db/schema only its own tables (types may come from anywhere)', () => {
    const dir = join(serverRoot, 'src/modules/privacy');
    const imported = readdirSync(dir).flatMap((file) =>
      [
        ...readFileSync(join(dir, file), 'utf8').matchAll(
          /import\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'[./]*db\/schema[^']*'/g,
        ),
      ]
        .filter((match) => !match[1])
        .flatMap((match) => match[2]!.replace(/[{}]/g, '').split(','))
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => `${file}: ${name}`),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((entry) => !PRIVACY_TABLES.includes(entry.split(': ')[1]!))).toEqual([]);
  });
});
