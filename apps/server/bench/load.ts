/**
 * `npm run bench:load [-- --duration 30 --connections 100 --port 5190 --no-build --pg URL
 *   --cpu-prof DIR --cache on|off|both --dist DIR --settle 20]`
 *
 * Builds the app (unless --no-build), starts the production server with the demo data on a
 * throw-away DATA_DIR on loopback, and drives it with autocannon: (c) a static file served by
 * the same process (the ceiling), (a) a read mix shaped like real use, (b) the same mix with
 * 10% writes by logged-in demo members. Prints req/s, p50/p99, errors and non-2xx per
 * scenario, reads as % of the ceiling, and the routes the server spent its time on.
 * `--cache both` (the default) runs them with the short public cache (ADR 097) and again
 * with `RESPONSE_CACHE_SECONDS=0`, where (d) also drives each public route alone with
 * ROUTE_CONNECTIONS: the database path without the cache (issue 18, item 5).
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverRoot } from '../src/paths';
import { readFlags } from './flags';
import type { Target } from './load-mix';
import { readTargets, routeTargets, sampler, writeTargets } from './load-mix';
import type { Row } from './load-report';
import { LatencyByKind, printRoutes, printSummary, routeTotals, rowOf } from './load-report';

const args = readFlags(
  {
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '100' },
      port: { type: 'string', default: '5190' },
      writes: { type: 'string', default: '0.1' },
      settle: { type: 'string', default: '20' },
      'route-connections': { type: 'string', default: '50' },
      'rate-limit': { type: 'string', default: '10000000' },
      cache: { type: 'string', default: 'both' },
      pg: { type: 'string', default: '' },
      'cpu-prof': { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      'no-build': { type: 'boolean', default: false },
    },
  },
  'usage: npm run bench:load [-- --duration 30 --connections 100 --port 5190 --no-build --pg URL\n' +
    '  --cpu-prof DIR --cache on|off|both --dist DIR --settle 20 --writes 0.1 --route-connections 50]',
);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const WRITE_SHARE = Number(args.writes);
/**
 * Seconds to wait after the server is ready: every schedule runs once a second after the
 * start (retention, the orphan sweep, saved alerts…) and the demo's reports are matched, so
 * the first scenarios measured that work, not the requests.
 */
const SETTLE_SECONDS = Number(args.settle);
/** Each route of (d) alone, as issue 18 measured them. */
const ROUTE_CONNECTIONS = Number(args['route-connections']);
const CACHE_RUNS = { on: [true], off: [false], both: [true, false] }[
  args.cache as 'on' | 'off' | 'both'
];
if (!CACHE_RUNS) {
  console.error(`--cache is on, off or both, not ${args.cache}`);
  process.exit(2);
}
const base = `http://127.0.0.1:${PORT}`;
const admin = { userid: 'bench_admin', password: randomBytes(12).toString('hex') };
const metricsToken = randomBytes(16).toString('hex');
/** An empty PostgreSQL database to use instead of PGlite (the demo data fills it). */
const databaseUrl = args.pg;
/** The server bundle to run, relative to apps/server: another build, for before/after pairs. */
const dist = args.dist;
/** A folder for the server's CPU profile (`node --cpu-prof`), written when it stops. */
const profileArgs =
  args['cpu-prof'] === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`];

async function startServer(dataDir: string, cache: boolean) {
  const child = spawn(process.execPath, [...profileArgs, `${dist}/server.js`], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: metricsToken,
      ...(cache ? {} : { RESPONSE_CACHE_SECONDS: '0' }),
      ADMIN_USERID: admin.userid,
      ADMIN_PASSWORD: admin.password,
      // Every bench request comes from one loopback address: the limit is raised, not removed.
      RATE_LIMIT_PER_MINUTE: args['rate-limit'],
      // Its writes are reports and inquiries by a few demo members, many per second.
      ...Object.fromEntries(
        ['REPORT', 'PHOTO_UPLOAD', 'INQUIRY', 'REPLY'].flatMap((kind) => [
          [`${kind}_LIMIT_PER_HOUR`, '10000000'],
          [`${kind}_ADDRESS_LIMIT_PER_HOUR`, '10000000'],
        ]),
      ),
      // Photo indexing in the background would take CPU from the requests being measured.
      EMBEDDER: 'colour',
      EMBED_WORKERS: '0',
      REINDEX_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function tokensOf(dataDir: string): Promise<string[]> {
  const members = fs
    .readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([, userid, password]) => ({ userid, password }));
  const tokens: string[] = [];
  for (const account of [admin, ...members]) {
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (res.ok) tokens.push(((await res.json()) as { accessToken: string }).accessToken);
  }
  return tokens;
}

/** Runs one scenario; a mix also gets rows for its reads and writes alone. */
async function run(name: string, next?: () => Target, url = '/favicon.svg'): Promise<Row[]> {
  const before = await routeTotals(base, metricsToken);
  const failures = new Map<string, number>();
  const byKind = new LatencyByKind();
  type Context = { kind: string; sent: number };
  const mix: autocannon.Request = {
    setupRequest: (req, state) => {
      const target = next!();
      const context = state as Context;
      context.kind = target.method === 'GET' ? 'reads' : 'writes';
      context.sent = performance.now();
      return { ...req, ...target };
    },
    onResponse: (_status, _body, state) => {
      const context = state as Context;
      byKind.add(context.kind, performance.now() - context.sent);
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: next ? base : `${base}${url}`,
        connections: next || url === '/favicon.svg' ? CONNECTIONS : ROUTE_CONNECTIONS,
        duration: DURATION,
        ...(next ? { requests: [mix] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      failures.set(kind, (failures.get(kind) ?? 0) + 1);
    });
  });
  if (failures.size) console.log(`\n${name}: failed requests`, Object.fromEntries(failures));
  if (next) printRoutes(name, before, await routeTotals(base, metricsToken));
  const kinds = byKind.rows(name.split(' ')[0]!, DURATION);
  return [rowOf(name, result), ...(kinds.length > 1 ? kinds : [])];
}

async function main() {
  if (!args['no-build'])
    execSync('npm run build', { cwd: path.resolve(serverRoot, '../..'), stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-load-'));
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `bench:load  ${CONNECTIONS} connections × ${DURATION} s per scenario, ${database}, after ${SETTLE_SECONDS} s of settling`,
  );
  console.log(`  ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2))}`);
  try {
    // The second server opens the database the first one filled (demo data is made once).
    for (const cache of CACHE_RUNS) await scenarios(dataDir, cache);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scenarios(dataDir: string, cache: boolean) {
  const server = await startServer(dataDir, cache);
  try {
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const nextRead = sampler(await readTargets(base));
    const read = (): Target => ({ method: 'GET', path: nextRead() });
    const nextWrite = sampler(await writeTargets(await tokensOf(dataDir)));
    const writeEvery = Math.round(1 / WRITE_SHARE);
    let n = 0;
    const mixed = () => (++n % writeEvery === 0 ? nextWrite() : read());
    console.log(`\n== public cache ${cache ? 'on (ADR 097)' : 'off (RESPONSE_CACHE_SECONDS=0)'}`);
    const [ceiling] = await run('(c) static file /favicon.svg');
    const routes: Row[] = [];
    if (!cache) {
      for (const [name, url] of await routeTargets(base)) {
        routes.push(...(await run(`(d) ${name}`, undefined, url)));
      }
    }
    const reads = await run('(a) read mix', read);
    const writes = await run(`(b) read mix + ${Math.round(100 * WRITE_SHARE)}% writes`, mixed);
    printSummary([ceiling!, ...routes, ...reads, ...writes], ceiling);
    console.log(`  load average after: ${os.loadavg().map((l) => l.toFixed(2))}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
