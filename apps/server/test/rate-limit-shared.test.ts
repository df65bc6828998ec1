import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonMessages } from '@chajul/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { databaseRateLimitStore } from '../src/lib/rate-limit-store';
import { openTestDatabase } from './database';
import { TEST_JWT_SECRET } from './helper';

const database: Database = await openTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-limits-'));
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A server process of its own (own plugins, own memory) on the shared database. */
async function serverProcess(overrides: Partial<Config>) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
  });
  const app = await buildApp(
    { ...config, ...overrides },
    { database, webDistDir: path.join(dataDir, 'no-web') },
  );
  await app.ready();
  apps.push(app);
  return app;
}

const checkId = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/check-id',
    payload: { userid: 'someone1' },
    remoteAddress: ip,
  });
const me = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/mypage/me', remoteAddress: ip });

describe('rate limits shared by several server processes', () => {
  const limits = { signupsPerHour: 20, checksPerMinute: 3, resetMailsPerHour: 10 };

  it('two processes on one database count against one per-route limit', async () => {
    const overrides = { rateLimitStore: 'database', authRateLimits: limits } as const;
    const [a, b] = [await serverProcess(overrides), await serverProcess(overrides)];
    expect((await checkId(a, '10.7.0.1')).statusCode).toBe(200);
    expect((await checkId(b, '10.7.0.1')).statusCode).toBe(200);
    expect((await checkId(a, '10.7.0.1')).statusCode).toBe(200);
    const refused = await checkId(b, '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(commonMessages.tooManyRequests);
    expect((await checkId(a, '10.7.0.1')).statusCode).toBe(429);
    expect((await checkId(b, '10.7.0.2')).statusCode).toBe(200);
  });

  it('two processes share the global API limit, counted apart from the route limits', async () => {
    const overrides = {
      rateLimitStore: 'database',
      rateLimitPerMinute: 2,
      authRateLimits: limits,
    } as const;
    const [a, b] = [await serverProcess(overrides), await serverProcess(overrides)];
    expect((await me(a, '10.8.0.1')).statusCode).toBe(401);
    expect((await me(b, '10.8.0.1')).statusCode).toBe(401);
    expect((await me(a, '10.8.0.1')).statusCode).toBe(429);
    expect((await checkId(b, '10.8.0.1')).statusCode).toBe(200);
  });

  it('with counters in memory each process counts alone (why the database store exists)', async () => {
    const overrides = { rateLimitStore: 'memory', authRateLimits: limits } as const;
    const [a, b] = [await serverProcess(overrides), await serverProcess(overrides)];
    for (let i = 0; i < 3; i++) expect((await checkId(a, '10.9.0.1')).statusCode).toBe(200);
    expect((await checkId(b, '10.9.0.1')).statusCode).toBe(200);
  });
});

describe('database rate-limit store', () => {
  const Store = databaseRateLimitStore(database.db);
  const incr = (store: InstanceType<typeof Store>, key: string, windowMs: number, max = 10) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
    );

  it('counts within a window, reports the time left, and starts over when it ends', async () => {
    const store = new Store({});
    const first = await incr(store, 'k1', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await incr(store, 'k1', 400)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await incr(store, 'k1', 400)).current).toBe(1);
  });

  it('keeps separate counts per route', async () => {
    const global = new Store({});
    const route = global.child({ routeInfo: { method: 'POST', url: '/auth/signup' } } as never);
    await incr(global, 'k2', 60_000);
    await incr(global, 'k2', 60_000);
    expect((await incr(route, 'k2', 60_000)).current).toBe(1);
  });

  it('concurrent hits from one address each get their own count, in fewer upserts', async () => {
    const store = new Store({});
    const upserts = vi.spyOn(database.db, 'insert');
    const results = await Promise.all(Array.from({ length: 25 }, () => incr(store, 'k3', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(upserts.mock.calls.length).toBeLessThan(25);
    upserts.mockRestore();
    expect((await incr(store, 'k3', 60_000)).current).toBe(26);
  });

  it('a busy address costs few upserts: each reserves more hits, up to 1/20 of the limit', async () => {
    const upserts = vi.spyOn(database.db, 'insert');
    const store = new Store({});
    const counts: number[] = [];
    for (let i = 0; i < 200; i++) counts.push((await incr(store, 'k4', 60_000, 600)).current);
    expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // 1, 2, 4, 8, 16, then 30 at a time (600 / 20).
    expect(upserts.mock.calls.length).toBeLessThanOrEqual(12);
    upserts.mockRestore();
  });

  it('two processes leasing one key never give out a count twice, nor run far ahead', async () => {
    // Each store is a process of its own (its own leases), on the shared counter.
    const a = databaseRateLimitStore(database.db);
    const b = databaseRateLimitStore(database.db);
    const [storeA, storeB] = [new a({}), new b({})];
    const counts: number[] = [];
    for (let i = 0; i < 300; i++) {
      counts.push((await incr(i % 3 ? storeA : storeB, 'k5', 60_000, 600)).current);
    }
    expect(new Set(counts).size).toBe(300);
    // Refused at most 1/20 of the limit early per process: the hits reserved but unused.
    expect(Math.max(...counts)).toBeLessThanOrEqual(300 + 2 * 30);
  });

  it('limits under 40 are counted exactly, one upsert per hit', async () => {
    const upserts = vi.spyOn(database.db, 'insert');
    const store = new Store({});
    for (let i = 1; i <= 12; i++) expect((await incr(store, 'k6', 60_000, 30)).current).toBe(i);
    expect(upserts.mock.calls.length).toBe(12);
    upserts.mockRestore();
  });
});
