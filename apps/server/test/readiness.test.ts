import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { selectRows } from '../src/db/migration-status';
import { openTestDatabase } from './database';
import { buildTestApp } from './helper';

describe('/readyz', () => {
  it('is ready when the database answers and every shipped migration is applied', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', photoSearch: { fallback: false } });
  });

  it('answers 503 while a shipped migration is missing from the database', async () => {
    const app = await buildTestApp();
    const last = await selectRows<{ id: number; hash: string; created_at: string }>(
      app.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = last[0]!;
    await app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('migrations pending');
    expect(res.json().pending).toHaveLength(1);

    await app.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
    );
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database is unreachable, while /healthz still answers', async () => {
    const app = await buildTestApp();
    const database = await openTestDatabase();
    const detached = await buildApp(app.config, { database, webDistDir: app.dataDir });
    await database.close();
    try {
      const res = await detached.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unreachable' });
      expect((await detached.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await detached.close();
    }
  });
});
