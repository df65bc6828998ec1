import fs from 'node:fs';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_VERSIONS, drizzlePrepared, pgliteSendExclusive } from '../src/db/driver-internals';
import { serverRoot } from '../src/paths';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

/** The version npm installed for the server (its own node_modules first, then the root's). */
function installedVersion(name: string): string {
  for (const dir of [serverRoot, path.resolve(serverRoot, '../..')]) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file))
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed`);
}

// ADR 197: the drivers' undocumented parts are written for these versions and no others.
describe('the database drivers behind db/driver-internals.ts', () => {
  it('are installed and declared at exactly the versions it was written for', () => {
    const declared = (
      JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
    for (const [name, version] of Object.entries(DRIVER_VERSIONS)) {
      expect({ name, installed: installedVersion(name) }).toEqual({ name, installed: version });
      expect({ name, declared: declared[name] }).toEqual({ name, declared: version });
    }
  });

  describe("PGlite's protocol under its query lock", () => {
    let pg: PGlite;
    beforeAll(async () => {
      pg = await PGlite.create();
    });
    afterAll(() => pg.close());

    it('answers raw messages with the backend messages, in order with other queries', async () => {
      const message = protocol.serialize.query('select 41 + 1 as n');
      const [messages, other] = await Promise.all([
        pgliteSendExclusive(pg, message),
        pg.query<{ m: number }>('select 7 as m'),
      ]);
      const names = messages.map((m) => m.name);
      expect(names).toEqual(expect.arrayContaining(['rowDescription', 'dataRow', 'readyForQuery']));
      const row = messages.find((m) => m.name === 'dataRow') as unknown as { fields: string[] };
      expect(row.fields).toEqual(['42']);
      expect(other.rows).toEqual([{ m: 7 }]);
    });
  });

  describe("Drizzle's session statements", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp();
    });

    it('run SQL built once with the values of its placeholders, again and again', async () => {
      const query = new PgDialect().sqlToQuery(
        sql`select ${sql.placeholder('n')}::int + 1 as n, ${sql.placeholder('word')}::text as word`,
      );
      const statement = drizzlePrepared<{ n: number; word: string }>(app.db, query);
      for (const [n, word] of [
        [41, '하나'],
        [1, '둘'],
      ] as const) {
        const { rows } = await statement.execute({ n, word });
        expect(rows).toEqual([{ n: n + 1, word }]);
      }
    });
  });
});
