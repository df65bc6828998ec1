import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import { openTestDatabase } from './database';
import { TEST_JWT_SECRET, buildTestApp } from './helper';

/** An app with one extra parametrised route, so labels can be checked against its pattern. */
async function appWithRoute(overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-metrics-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ ...config, ...overrides }, { database, webDistDir: dataDir });
  app.get('/api/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  await app.ready();
  onTestFinished(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

const scrape = async (app: Awaited<ReturnType<typeof appWithRoute>>, headers = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics', () => {
  it('labels request latency by route pattern, method and status, never by raw URL', async () => {
    const app = await appWithRoute();
    for (const id of ['1', '2', '3']) await app.inject({ method: 'GET', url: `/api/things/${id}` });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/things/:id",status_code="200"} 3',
    );
    expect(res.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"} 1',
    );
    expect(res.body).not.toContain('/api/things/1');
    expect(res.body).not.toContain('/api/no-such-thing');
  });

  it('reports process metrics and the import counters modules increment', async () => {
    const app = await appWithRoute();
    app.metrics.importedDogs.inc({ source: 'animal', outcome: 'created' }, 5);
    app.metrics.importRuns.inc({ source: 'animal', result: 'ok' });
    const extra = app.metrics.counter({ name: 'chajul_test_total', help: 'test' });
    expect(app.metrics.counter({ name: 'chajul_test_total', help: 'test' })).toBe(extra);
    extra.inc();
    const body = (await scrape(app)).body;
    expect(body).toContain('process_cpu_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('chajul_imported_dogs_total{source="animal",outcome="created"} 5');
    expect(body).toContain('chajul_import_runs_total{source="animal",result="ok"} 1');
    expect(body).toContain('chajul_test_total 1');
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const app = await appWithRoute({ metricsToken: 'metrics-token-0123456789' });
    expect((await scrape(app)).statusCode).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer wrong-token' })).statusCode).toBe(401);
    const ok = await scrape(app, { authorization: 'Bearer metrics-token-0123456789' });
    expect(ok.statusCode).toBe(200);
  });

  it('is off in production unless a token is configured', async () => {
    const app = await appWithRoute({ env: 'production' });
    expect((await scrape(app)).statusCode).toBe(404);
  });

  it('is not listed in the API documentation', async () => {
    const app = await buildTestApp();
    const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).not.toContain('/metrics');
    expect(Object.keys(spec.paths)).not.toContain('/readyz');
  });
});
