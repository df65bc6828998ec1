import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { selectRows } from '../src/db/migration-status';
import { embedPhotosJob } from '../src/jobs/catalogue';
import { openTestDatabase } from './database';
import { createDog, makePhoto } from './dogs-factory';
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

  it('answers 503 indexing, with the dogs still waiting, until the photos found at the start have vectors (ADR 234)', async () => {
    // A process that runs the indexer (as the server does), on dogs without vectors yet.
    const plain = await buildTestApp();
    const app = await buildTestApp({
      search: { ...plain.config.search, reindexIntervalSeconds: 3600 },
    });
    for (let i = 0; i < 3; i++) await createDog(app, await makePhoto(i));
    const before = await app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'indexing',
      waitingDogs: 3,
      photoSearch: { indexedDogs: 0 },
    });

    await app.jobs.send(embedPhotosJob, {}, { singletonKey: 'all' });
    await app.jobs.idle();
    const after = await app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ status: 'ready', photoSearch: { indexedDogs: 3 } });
  });
});
